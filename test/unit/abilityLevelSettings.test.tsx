/**
 * 等级通用设置 (/ability/level/commonEdit): the loading state, both single
 * records shown, the shared checks under the fields (nothing posted), each
 * record saved by its own 保存 with its version and 保存成功, a refusal's
 * field message, and the read-only and no-permission states.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUserState } from '../../authProvider/session';
import LevelCommonEditPage from '../../src/pages/ability/level/LevelCommonEditPage';
import { ALL_UNITS, API, ok, refused, renderAt, server, settle } from './portalHarness';
import { useConsoleServer } from './consoleServer';

const NEVER_SAVED = { saved: false, version: 0, updatedAt: null };
const MODULUS = { modulusMin: 0.8, modulusMax: 1.5, ...NEVER_SAVED };
const COMMON = { dailyQuestionLimit: 50, scorePerQuestion: 2, streakCount: 5, streakBonus: 10, upgradeTip: '恭喜您晋升新的能力等级，继续加油！', levelEnabled: 1, ...NEVER_SAVED };
const SAVED = { saved: true, version: 1, updatedAt: '2026-11-20T02:00:00.000Z' };

const modulusSaves: Array<Record<string, unknown>> = [];
const commonSaves: Array<Record<string, unknown>> = [];

const serve = (answers: { common?: unknown; saveCommon?: unknown } = {}) => {
  modulusSaves.length = 0;
  commonSaves.length = 0;
  server.use(
    http.post(`${API}ability/abilityLevelModulus/queryAbilityLevelModulusInfo`, () => HttpResponse.json(ok(MODULUS))),
    http.post(`${API}ability/abilityLevelCommonSetting/queryLevelCommonSettingInfo`, () => HttpResponse.json(answers.common ?? ok(COMMON))),
    http.post(`${API}ability/abilityLevelModulus/updateAbilityLevelModulusInfo`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      modulusSaves.push(body);
      return HttpResponse.json(ok({ ...body, ...SAVED }));
    }),
    http.post(`${API}ability/abilityLevelCommonSetting/updateLevelCommonSettingInfo`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      commonSaves.push(body);
      return HttpResponse.json(answers.saveCommon ?? ok({ ...body, ...SAVED }));
    }),
  );
};

const logIn = (units: string[] = ALL_UNITS) =>
  setUserState({
    token: 'token-1',
    menuList: [{ menuId: 38, menuName: '能力建设', dataUnits: [], children: [{ menuId: 41, menuName: '等级管理', dataUnits: units }] }],
    userInfo: { id: 1, cnName: '管理员' },
  });

const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const section = (name: string) => within(screen.getByRole('region', { name }));
const save = async (name: string) => fireEvent.click(await section(name).findByRole('button', { name: '保存' }));
const renderPage = () => renderAt(<LevelCommonEditPage />, '/ability/level/commonEdit');
const loaded = async () => {
  await waitFor(() => expect(box('系数下限')).toHaveValue('0.80'));
};

useConsoleServer(server, () => {
  logIn();
  serve();
});

describe('level common settings page', { timeout: 20_000 }, () => {
  it('shows the coefficient range and the common settings', async () => {
    renderPage();
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
    renderPage();
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
    await settle();
    expect(modulusSaves).toEqual([]);
    expect(commonSaves).toEqual([]);
  });

  it('saves each record with its version and says 保存成功', async () => {
    renderPage();
    await loaded();
    fireEvent.change(box('系数下限'), { target: { value: '0.75' } });
    fireEvent.change(box('系数上限'), { target: { value: '2' } });
    await save('等级系数区间');
    expect(await screen.findByTestId('message')).toHaveTextContent('保存成功');
    expect(modulusSaves).toEqual([{ modulusMin: 0.75, modulusMax: 2, version: 0 }]);
    await waitFor(() => expect(box('系数上限')).toHaveValue('2.00'));
    expect(section('等级系数区间').getByText(/^最近保存于 2026-11-20/)).toBeInTheDocument();
    expect(commonSaves).toEqual([]);
    fireEvent.change(box('连续答对奖励分'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: '是否开启等级' }));
    await save('等级通用设置');
    await waitFor(() =>
      expect(commonSaves).toEqual([
        { dailyQuestionLimit: 50, scorePerQuestion: 2, streakCount: 5, streakBonus: 20, upgradeTip: '恭喜您晋升新的能力等级，继续加油！', levelEnabled: 0, version: 0 },
      ]),
    );
  });

  it('shows a refusal on the message line and under its field, keeping what was typed', async () => {
    serve({ saveCommon: refused('升级提示语不能超过50个字符', { errors: { upgradeTip: '升级提示语不能超过50个字符' } }) });
    renderPage();
    await loaded();
    fireEvent.change(box('升级提示语'), { target: { value: '新的提示语' } });
    await save('等级通用设置');
    // react-admin says the form did not pass; the server's message is under its field
    expect(await screen.findByTestId('message')).toHaveTextContent('表单校验未通过，请检查错误项');
    expect(await section('等级通用设置').findByText('升级提示语不能超过50个字符')).toBeInTheDocument();
    expect(box('升级提示语')).toHaveValue('新的提示语');
  });

  it('is read-only without the modify unit', async () => {
    logIn(['list', 'detail']);
    renderPage();
    await loaded();
    expect(await screen.findAllByText('您没有修改权限，仅可查看')).toHaveLength(2);
    expect(box('系数下限')).toBeDisabled();
    expect(screen.getByRole('switch', { name: '是否开启等级' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('says so without the detail unit', async () => {
    logIn(['list']);
    renderPage();
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a load failure with 重试', async () => {
    serve({ common: refused('服务器繁忙，请稍后重试') });
    renderPage();
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    serve();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await loaded();
  });
});
