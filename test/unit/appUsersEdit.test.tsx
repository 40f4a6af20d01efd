/**
 * 编辑-用户 (/system/usersManage/edit?id=N): the profile form from the list's
 * row with its version, a direct link, refusals, unsaved changes, the
 * membership panel (开通试用, 设置会员, 取消会员) and the data units.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ALL_UNITS, bodiesOf, calls, logInAs, quiet, refusal, renderAt, says, setUpConsole } from './harness';
import { APP_USERS, EDIT, LIST, appUser, serveAppUsers, stateOf } from './fixtures/appUsers';

setUpConsole({
  each: () => {
    logInAs({ 47: ALL_UNITS });
    serveAppUsers();
  },
});

const form = () => within(screen.getByTestId('app-user-form'));
const panel = () => within(screen.getByTestId('member-panel'));
const input = (label: RegExp) => form().getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const save = () => fireEvent.click(form().getByRole('button', { name: '保存' }));
const today = () => dayjs().format('YYYY-MM-DD');

/** Types part of a unit's name into 会员单位 and picks the unit the directory's list offers. */
const chooseUnit = async (typed: string, name: string) => {
  const field = input(/^会员单位$/);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 3000 }));
  await waitFor(() => expect(field).toHaveValue(name));
};

/** Picks today in a date picker of the membership panel. */
const pickToday = async (label: RegExp) => {
  const field = () => panel().getByLabelText(label) as HTMLInputElement;
  await waitFor(() => expect(field()).toBeEnabled());
  await userEvent.click(field());
  await userEvent.click(await screen.findByRole('button', { name: '今天' }));
  const dialog = screen.queryByRole('dialog');
  if (dialog) await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
  await waitFor(() => expect(field()).toHaveValue(today()));
};

describe('the profile form', { timeout: 20_000 }, () => {
  it('starts from the row of the list, saves with its version and returns to the page it came from', async () => {
    const router = await renderAt('/system/usersManage?pageNum=2');
    await screen.findByText('用户11');
    fireEvent.click(within(screen.getByText('用户11').closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    await screen.findByTestId('app-user-form');
    expect(router.state.location.search).toBe('?id=211');
    expect(input(/手机号/)).toHaveValue('13900000011');
    expect(input(/手机号/)).toHaveAttribute('readonly');
    expect(input(/姓名/)).toHaveValue('用户11');
    await waitFor(() => expect(input(/^会员单位$/)).toHaveValue('东方汇通证券股份有限公司'));
    expect(form().getByRole('combobox', { name: /用户类型/ })).toHaveTextContent('会员单位从业人员');
    expect(panel().getByTestId('member-type')).toHaveTextContent('普通用户');
    expect(panel().getByTestId('member-period')).toHaveTextContent('—');
    // No scan of the list: the record came from the list already shown.
    expect(bodiesOf('user/userManagerList')).toHaveLength(1);

    type(/姓名/, ' 用户十一 ');
    await chooseUnit('北辰', '北辰证券有限责任公司');
    fireEvent.mouseDown(form().getByRole('combobox', { name: /用户类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '个人投资者' }));
    save();
    // The unit goes by its id: the server keeps no name with the user.
    await waitFor(() => expect(bodiesOf('user/userManagerUpdete')).toEqual([{ id: 211, version: 3, realName: '用户十一', memberUnitId: 8, userType: 2 }]));
    await says('编辑成功');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/usersManage'));
    expect(router.state.location.search).toBe('?pageNum=2');
    // The list shows its cached page at once and the saved row when its reload answers.
    expect(await screen.findByText('用户十一', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for 姓名 and keeps it to 20 characters', async () => {
    await renderAt(`${EDIT}?id=201`, { state: stateOf(1) });
    await screen.findByTestId('app-user-form');
    type(/姓名/, '');
    save();
    expect(await form().findByText('请输入姓名')).toBeInTheDocument();
    type(/姓名/, '名'.repeat(21));
    save();
    expect(await form().findAllByText('最多20个字符')).toHaveLength(1);
    expect(bodiesOf('user/userManagerUpdete')).toEqual([]);
  });

  it('asks staff for a unit from the directory, telling the earlier typed name that matched none', async () => {
    await renderAt(`${EDIT}?id=204`, { state: stateOf(4) });
    await screen.findByTestId('app-user-form');
    expect(input(/^会员单位$/)).toHaveValue('');
    expect(form().getByText('原填写的单位“某某证券营业部”未在会员单位名录中找到，请选择所属会员单位')).toBeInTheDocument();
    fireEvent.mouseDown(form().getByRole('combobox', { name: /用户类型/ }));
    fireEvent.click(await screen.findByRole('option', { name: '会员单位从业人员' }));
    save();
    expect(await form().findByText('会员单位从业人员须选择所属会员单位')).toBeInTheDocument();
    expect(bodiesOf('user/userManagerUpdete')).toEqual([]);
    await chooseUnit('华润', '华润嘉盛基金管理有限公司');
    save();
    await waitFor(() => expect(bodiesOf('user/userManagerUpdete')).toEqual([{ id: 204, version: 3, realName: '用户4', memberUnitId: 9, userType: 1 }]));
    await says('编辑成功');
  });

  it("shows the server's conflict message and keeps the form", async () => {
    serveAppUsers({ 'user/userManagerUpdete': refusal('该记录已被他人修改，请刷新后重试', { conflict: true }) });
    const router = await renderAt(`${EDIT}?id=201`, { state: stateOf(1) });
    await screen.findByTestId('app-user-form');
    type(/姓名/, '王建国二');
    save();
    await says('该记录已被他人修改，请刷新后重试');
    expect(router.state.location.pathname).toBe(EDIT);
    expect(input(/姓名/)).toHaveValue('王建国二');
  });

  it('reads a reloaded page or a direct link with one call, the list filtered by id', async () => {
    await renderAt(`${EDIT}?id=215`);
    await screen.findByTestId('app-user-form');
    expect(input(/姓名/)).toHaveValue('用户15');
    expect(bodiesOf('user/userManagerList')).toEqual([{ pageNum: 1, pageSize: 1, id: 215 }]);
  });

  it('says so when the user does not exist', async () => {
    await renderAt(`${EDIT}?id=999`);
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('未找到该用户，可能已被删除');
  });

  it('asks before leaving with unsaved changes; 返回列表 goes back to the page of the list', async () => {
    const router = await renderAt(`${EDIT}?id=201`, { state: { record: appUser(1), from: `${LIST}?pageNum=3` } });
    await screen.findByTestId('app-user-form');
    type(/姓名/, '未保存');
    fireEvent.click(form().getByRole('button', { name: '返回列表' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('当前修改尚未保存，确定离开吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(EDIT);

    fireEvent.click(form().getByRole('button', { name: '返回列表' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/usersManage'));
    expect(router.state.location.search).toBe('?pageNum=3');
  });
});

describe('会员信息', { timeout: 30_000 }, () => {
  it('shows the current type and an ended period as 已过期', async () => {
    await renderAt(`${EDIT}?id=201`, { state: stateOf(1) });
    await screen.findByTestId('member-panel');
    expect(panel().getByTestId('member-type')).toHaveTextContent('试用会员');
    expect(panel().getByTestId('member-period')).toHaveTextContent('2020-01-01 ~ 2020-01-31');
    expect(panel().getByText('已过期')).toBeInTheDocument();
  });

  it('开通试用: the default length from getTryDate, 1–365 days, then the new period and version', async () => {
    await renderAt(`${EDIT}?id=203`, { state: stateOf(3) });
    await screen.findByTestId('member-panel');
    const days = panel().getByLabelText('试用天数');
    await waitFor(() => expect(days).toHaveValue('30'));
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(panel().getByRole('button', { name: '开通试用' }));
    expect(await panel().findByText('试用天数须在1到365之间')).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '366' } });
    expect(panel().getByText('试用天数须在1到365之间')).toBeInTheDocument();
    expect(bodiesOf('user/addTryDate')).toEqual([]);

    fireEvent.change(days, { target: { value: '15' } });
    fireEvent.click(panel().getByRole('button', { name: '开通试用' }));
    await waitFor(() => expect(bodiesOf('user/addTryDate')).toEqual([{ id: '203', days: '15' }]));
    await says('操作成功');
    await waitFor(() => expect(panel().getByTestId('member-type')).toHaveTextContent('试用会员'));
    expect(panel().getByTestId('member-period')).toHaveTextContent('2026-12-01 ~ 2026-12-31');

    // The profile goes with the version the trial answered.
    save();
    await waitFor(() => expect(bodiesOf('user/userManagerUpdete')[0]).toMatchObject({ id: 203, version: 4 }));
  });

  it('a formal member needs no trial', async () => {
    await renderAt(`${EDIT}?id=202`, { state: stateOf(2) });
    await screen.findByTestId('member-panel');
    expect(panel().getByText('正式会员无需开通试用')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: '开通试用' })).toBeDisabled();
  });

  it('设置会员: asks for the type and both dates, then sends them with the version', async () => {
    await renderAt(`${EDIT}?id=203`, { state: stateOf(3) });
    await screen.findByTestId('member-panel');
    expect(panel().getByLabelText(/开始日期/)).toHaveAttribute('placeholder', '选择日期');
    expect(panel().getByLabelText(/结束日期/)).toHaveAttribute('placeholder', '选择日期');
    fireEvent.click(panel().getByRole('button', { name: '设置会员' }));
    for (const text of ['请选择会员类型', '请选择开始日期', '请选择结束日期']) expect(await panel().findByText(text)).toBeInTheDocument();

    fireEvent.mouseDown(panel().getByRole('combobox', { name: /会员类型/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['试用会员', '正式会员']);
    fireEvent.click(screen.getByRole('option', { name: '正式会员' }));
    await pickToday(/开始日期/);
    await pickToday(/结束日期/);
    fireEvent.click(panel().getByRole('button', { name: '设置会员' }));
    await waitFor(() => expect(bodiesOf('user/updateMemberDate')).toEqual([{ id: 203, version: 3, memberType: 2, memberStart: today(), memberEnd: today() }]));
    await says('操作成功');
    await waitFor(() => expect(panel().getByTestId('member-type')).toHaveTextContent('正式会员'));
    expect(panel().getByTestId('member-period')).toHaveTextContent(`${today()} ~ ${today()}`);
  });

  it('设置会员: the start may not be after the end', async () => {
    const rows = APP_USERS.map((row) => (row.id === 201 ? { ...row, memberStart: '2099-01-01', memberEnd: '2099-12-31' } : row));
    serveAppUsers({}, rows);
    await renderAt(`${EDIT}?id=201`, { state: { record: rows[0] } });
    await screen.findByTestId('member-panel');
    expect(panel().getByLabelText(/开始日期/)).toHaveValue('2099-01-01');
    await pickToday(/结束日期/);
    fireEvent.click(panel().getByRole('button', { name: '设置会员' }));
    expect(await panel().findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(bodiesOf('user/updateMemberDate')).toEqual([]);
  });

  it('取消会员 after a confirmation: back to 普通用户', async () => {
    await renderAt(`${EDIT}?id=202`, { state: stateOf(2) });
    await screen.findByTestId('member-panel');
    fireEvent.click(panel().getByRole('button', { name: '取消会员' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定取消用户「用户2」的会员吗？取消后该用户变为普通用户。');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('user/DeleteMemberDate')).toEqual([]);

    fireEvent.click(panel().getByRole('button', { name: '取消会员' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('user/DeleteMemberDate')).toEqual([{ id: 202, version: 3 }]));
    await says('操作成功');
    await waitFor(() => expect(panel().getByTestId('member-type')).toHaveTextContent('普通用户'));
    expect(panel().getByTestId('member-period')).toHaveTextContent('—');
    expect(panel().queryByRole('button', { name: '取消会员' })).toBeNull();
  });
});

describe('edit page: data units', { timeout: 20_000 }, () => {
  it("with 'detail' alone the page is read-only", async () => {
    logInAs({ 47: ['list', 'detail'] });
    await renderAt(`${EDIT}?id=202`, { state: stateOf(2) });
    await screen.findByTestId('app-user-form');
    expect(screen.getByText('您只有查看权限，不能修改')).toBeInTheDocument();
    expect(input(/姓名/)).toHaveAttribute('readonly');
    expect(form().queryByRole('button', { name: '保存' })).toBeNull();
    expect(form().getByRole('button', { name: '返回列表' })).toBeInTheDocument();
    expect(panel().getByTestId('member-type')).toHaveTextContent('正式会员');
    for (const name of ['开通试用', '设置会员', '取消会员']) expect(panel().queryByRole('button', { name })).toBeNull();
    await quiet();
    expect(calls().map((call) => call.path)).not.toContain('user/getTryDate');
  });

  it("without 'modify' or 'detail' the page says 您没有该操作的权限", async () => {
    logInAs({ 47: ['list', 'enable'] });
    await renderAt(`${EDIT}?id=201`, { state: stateOf(1) });
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByTestId('app-user-form')).toBeNull();
  });
});
