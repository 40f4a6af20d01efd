/**
 * 等级通用设置 (/ability/level/commonEdit): the loading state, both records
 * shown, the shared checks under the fields (nothing posted), a save of both
 * with 修改成功, a refusal's field message, 取消 back to the list, and the
 * read-only and no-permission states.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setUserState } from '../../authProvider/session';
import LevelCommonEditPage from '../../src/pages/ability/level/LevelCommonEditPage';
import { ALL_UNITS, API, ok, refused, renderAt, server, settle } from './portalHarness';
import { useConsoleServer } from './consoleServer';

const MODULUS = { modulusMin: 0.8, modulusMax: 1.5, updatedAt: null };
const COMMON = { dailyQuestionLimit: 50, scorePerQuestion: 2, streakCount: 5, streakBonus: 10, upgradeTip: '恭喜您晋升新的能力等级，继续加油！', levelEnabled: 1, updatedAt: null };

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
      return HttpResponse.json(ok({ ...body, updatedAt: '2026-11-20T02:00:00.000Z' }));
    }),
    http.post(`${API}ability/abilityLevelCommonSetting/updateLevelCommonSettingInfo`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      commonSaves.push(body);
      return HttpResponse.json(answers.saveCommon ?? ok({ ...body, updatedAt: '2026-11-20T02:00:00.000Z' }));
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
const renderPage = () => renderAt(<LevelCommonEditPage />, '/ability/level/commonEdit');
const loaded = async () => {
  await waitFor(() => expect(box('系数下限')).toHaveValue('0.80'));
};

useConsoleServer(server, () => {
  logIn();
  serve();
});

describe('level common settings page', { timeout: 20_000 }, () => {
  it('shows the loading text, then the coefficient range and the common settings', async () => {
    renderPage();
    expect(await screen.findByText('加载中，请稍后...')).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('region', { name: '等级系数区间' })).toBeInTheDocument();
    const common = within(screen.getByRole('region', { name: '等级通用设置' }));
    expect(box('系数上限')).toHaveValue('1.50');
    expect(common.getByRole('textbox', { name: /^每日答题上限/ })).toHaveValue('50');
    expect(common.getByRole('textbox', { name: /^升级提示语/ })).toHaveValue('恭喜您晋升新的能力等级，继续加油！');
    expect(common.getByRole('switch', { name: '是否开启等级' })).toBeChecked();
    expect(screen.getByText('尚未保存，当前为默认值')).toBeInTheDocument();
  });

  it('shows the shared messages under the fields and posts nothing', async () => {
    renderPage();
    await loaded();
    fireEvent.change(box('系数下限'), { target: { value: '0' } });
    fireEvent.change(box('每题得分'), { target: { value: '2.5' } });
    fireEvent.change(box('升级提示语'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('系数下限须大于0且不超过10，最多保留两位小数')).toBeInTheDocument();
    expect(screen.getByText('每题得分须为1到100之间的整数')).toBeInTheDocument();
    expect(screen.getByText('请输入升级提示语')).toBeInTheDocument();
    fireEvent.change(box('系数下限'), { target: { value: '1.60' } });
    fireEvent.change(box('每题得分'), { target: { value: '3' } });
    fireEvent.change(box('升级提示语'), { target: { value: '升级啦' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('系数上限不能小于系数下限')).toBeInTheDocument();
    await settle();
    expect(modulusSaves).toEqual([]);
    expect(commonSaves).toEqual([]);
  });

  it('saves both records and says 修改成功', async () => {
    renderPage();
    await loaded();
    fireEvent.change(box('系数下限'), { target: { value: '0.75' } });
    fireEvent.change(box('系数上限'), { target: { value: '2' } });
    fireEvent.change(box('连续答对奖励分'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: '是否开启等级' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('message')).toHaveTextContent('修改成功');
    expect(modulusSaves).toEqual([{ modulusMin: 0.75, modulusMax: 2 }]);
    expect(commonSaves).toEqual([{ dailyQuestionLimit: 50, scorePerQuestion: 2, streakCount: 5, streakBonus: 20, upgradeTip: '恭喜您晋升新的能力等级，继续加油！', levelEnabled: 0 }]);
    expect(box('系数上限')).toHaveValue('2.00');
    expect(screen.getByText(/^最近保存：2026-11-20/)).toBeInTheDocument();
  });

  it('shows a refusal on the message line and under its field, keeping what was typed', async () => {
    serve({ saveCommon: refused('升级提示语不能超过50个字符', { errors: { upgradeTip: '升级提示语不能超过50个字符' } }) });
    renderPage();
    await loaded();
    fireEvent.change(box('升级提示语'), { target: { value: '新的提示语' } });
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('message')).toHaveTextContent('升级提示语不能超过50个字符');
    await waitFor(() => expect(screen.getAllByText('升级提示语不能超过50个字符')).toHaveLength(2));
    expect(box('升级提示语')).toHaveValue('新的提示语');
  });

  it('goes back to the level list on 取消', async () => {
    renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ability/level'));
  });

  it('is read-only with 返回 only without the modify unit', async () => {
    logIn(['list', 'detail']);
    renderPage();
    await loaded();
    expect(await screen.findByText('您没有修改权限，仅可查看')).toBeInTheDocument();
    expect(box('系数下限')).toBeDisabled();
    expect(screen.getByRole('switch', { name: '是否开启等级' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
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
