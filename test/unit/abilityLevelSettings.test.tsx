/**
 * 等级通用设置 (/ability/level/commonEdit): both single records shown, the
 * shared checks under the fields (nothing posted), each record saved by its
 * own 保存 with its version and 保存成功, a refusal's field message, and the
 * read-only and no-permission states.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callsTo, logInAs, ok, pathOf, quiet, refusal, renderAt, says, serve, setUpConsole } from './harness';
import { COMMON, COMMON_READ, COMMON_SAVE, LEVEL_SETTINGS, MODULUS_SAVE, serveLevelSettings } from './fixtures/levelSettings';

setUpConsole({
  each: () => {
    logInAs({ 41: ALL_UNITS });
    serveLevelSettings();
  },
});

const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const section = (name: string) => within(screen.getByRole('region', { name }));
const save = async (name: string) => fireEvent.click(await section(name).findByRole('button', { name: '保存' }));
const loaded = async () => {
  await waitFor(() => expect(box('系数下限')).toHaveValue('0.80'));
};

describe('level common settings page', { timeout: 20_000 }, () => {
  it('shows the coefficient range and the common settings', async () => {
    await renderAt(LEVEL_SETTINGS);
    await loaded();
    expect(screen.getByRole('region', { name: '等级系数区间' })).toBeInTheDocument();
    const common = within(screen.getByRole('region', { name: '等级通用设置' }));
    expect(box('系数上限')).toHaveValue('1.50');
    expect(common.getByRole('textbox', { name: /^每日答题上限/ })).toHaveValue('50');
    expect(common.getByRole('textbox', { name: /^升级提示语/ })).toHaveValue('恭喜您晋升新的能力等级，继续加油！');
    expect(common.getByRole('switch', { name: '是否开启等级' })).toBeChecked();
    expect(screen.getAllByText('尚未保存，显示的是默认值')).toHaveLength(2);
  });

  it('shows the shared messages under the fields and posts nothing', async () => {
    await renderAt(LEVEL_SETTINGS);
    await loaded();
    fireEvent.change(box('系数下限'), { target: { value: '0' } });
    fireEvent.change(box('每题得分'), { target: { value: '2.5' } });
    fireEvent.change(box('升级提示语'), { target: { value: '' } });
    await save('等级系数区间');
    await save('等级通用设置');
    expect(await screen.findByText('系数下限须大于0且不超过10，最多保留两位小数')).toBeInTheDocument();
    expect(await screen.findByText('每题得分须为1到100之间的整数')).toBeInTheDocument();
    expect(screen.getByText('请输入升级提示语')).toBeInTheDocument();
    fireEvent.change(box('系数下限'), { target: { value: '1.60' } });
    await save('等级系数区间');
    expect(await screen.findByText('系数上限不能小于系数下限')).toBeInTheDocument();
    await quiet();
    expect(callsTo(MODULUS_SAVE)).toEqual([]);
    expect(callsTo(COMMON_SAVE)).toEqual([]);
  });

  it('saves each record with its version and says 保存成功', async () => {
    await renderAt(LEVEL_SETTINGS);
    await loaded();
    fireEvent.change(box('系数下限'), { target: { value: '0.75' } });
    fireEvent.change(box('系数上限'), { target: { value: '2' } });
    await save('等级系数区间');
    await says('保存成功');
    expect(bodiesOf(MODULUS_SAVE)).toEqual([{ modulusMin: 0.75, modulusMax: 2, version: 0 }]);
    await waitFor(() => expect(box('系数上限')).toHaveValue('2.00'));
    expect(section('等级系数区间').getByText(/^最近保存于 2026-11-20/)).toBeInTheDocument();
    expect(callsTo(COMMON_SAVE)).toEqual([]);
    fireEvent.change(box('连续答对奖励分'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: '是否开启等级' }));
    await save('等级通用设置');
    await waitFor(() =>
      expect(bodiesOf(COMMON_SAVE)).toEqual([
        { dailyQuestionLimit: 50, scorePerQuestion: 2, streakCount: 5, streakBonus: 20, upgradeTip: '恭喜您晋升新的能力等级，继续加油！', levelEnabled: 0, version: 0 },
      ]),
    );
  });

  it('shows a refusal on the message line and under its field, keeping what was typed', async () => {
    serve({ [COMMON_SAVE]: refusal('升级提示语不能超过50个字符', { errors: { upgradeTip: '升级提示语不能超过50个字符' } }) });
    await renderAt(LEVEL_SETTINGS);
    await loaded();
    fireEvent.change(box('升级提示语'), { target: { value: '新的提示语' } });
    await save('等级通用设置');
    // react-admin says the form did not pass; the server's message is under its field
    await says('表单校验未通过，请检查错误项');
    expect(await section('等级通用设置').findByText('升级提示语不能超过50个字符')).toBeInTheDocument();
    expect(box('升级提示语')).toHaveValue('新的提示语');
  });

  it('is read-only without the modify unit', async () => {
    logInAs({ 41: ['list', 'detail'] });
    await renderAt(LEVEL_SETTINGS);
    await loaded();
    expect(await screen.findAllByText('您没有修改权限，仅可查看')).toHaveLength(2);
    expect(box('系数下限')).toBeDisabled();
    expect(screen.getByRole('switch', { name: '是否开启等级' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('says so without the detail unit', async () => {
    logInAs({ 41: ['list'] });
    await renderAt(LEVEL_SETTINGS);
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  // A failed read stays on its page (SingleRecordForm: redirectOnError={false}), with 重试 and the way back.
  it('shows a load failure with 重试', async () => {
    serve({ [COMMON_READ]: refusal('服务器繁忙，请稍后重试') });
    const router = await renderAt(LEVEL_SETTINGS);
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    await quiet();
    expect(pathOf(router)).toBe(LEVEL_SETTINGS);
    serve({ [COMMON_READ]: ok(COMMON) });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await loaded();
  });
});
