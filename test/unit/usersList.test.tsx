/**
 * 系统用户 list (/system/userManage): rows, search by 姓名 and 角色, the search
 * form kept in the persisted user state, the status switch, delete with
 * confirmation, the reset-password dialog, data units and the dictionaries.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { getUserState, setUserState } from '../../dataProvider/session';
import { ALL_UNITS, bodiesOf, callsTo, logInAs, quiet, refusal, renderAt, rsa, searchOf, setUpConsole } from './harness';
import { LIST, serveUsers, USERS } from './fixtures/users';

setUpConsole({
  each: () => {
    logInAs({ 2: ALL_UNITS });
    serveUsers();
  },
});

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
const lastList = () => bodiesOf('user/queryUserList').at(-1);
const message = () => screen.findByTestId('message');

/** The search's 角色 is a native select: its options are in the page once the dictionary is in. */
const chooseRole = async (name: string) => {
  const select = screen.getByRole('combobox', { name: '角色' });
  const option = (await within(select).findByRole('option', { name })) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
};

describe('user list', { timeout: 20_000 }, () => {
  it('shows the rows with the columns and the pagination', async () => {
    await renderAt(LIST);
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['登录名', '姓名', '手机号', '角色', '岗位', '状态', '最后登录', '操作']);
    expect(rows()).toHaveLength(10);
    const row = rowOf('张三');
    for (const text of ['user1', '13800000001', '超级管理员', '部门经理']) expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByRole('switch', { name: '张三的状态' })).toBeChecked();
    expect(rowOf('用户2').getByRole('switch')).not.toBeChecked();
    expect(rowOf('用户3').getByText('-')).toBeInTheDocument();
    for (const name of ['编辑', '重置密码', '删除']) expect(row.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByText('共 23 条记录')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(bodiesOf('user/queryUserList')).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('searches by 姓名 and 角色 and keeps the search form in the user state', async () => {
    const router = await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: ' 张三 ' } });
    await chooseRole('超级管理员');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 10, cnName: '张三', roleCode: 'admin' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(searchOf(router).get('pageNum')).toBe('1');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').searchForm).toEqual({ cnName: '张三', roleCode: 'admin', pageNum: 1, pageSize: 10 }));

    // 重置 shows the unfiltered first page again (the console's query client may take it from its cache).
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('共 23 条记录')).toBeInTheDocument();
    await waitFor(() => expect(getUserState().searchForm).toEqual({ cnName: '', roleCode: '', pageNum: 1, pageSize: 10 }));
  });

  it('restores the saved search form and page when coming back', async () => {
    setUserState({ searchForm: { cnName: '用户', roleCode: 'editor', pageNum: 2, pageSize: 10 } });
    const router = await renderAt(LIST);
    await waitFor(() => expect(bodiesOf('user/queryUserList')[0]).toEqual({ pageNum: 2, pageSize: 10, cnName: '用户', roleCode: 'editor' }));
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('用户');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '角色' })).toHaveDisplayValue('内容编辑'));
    await waitFor(() => expect(searchOf(router).get('pageNum')).toBe('2'));
  });

  it('keeps a saved role that is no longer in the dictionary, shown as its code, until the operator picks another', async () => {
    setUserState({ searchForm: { cnName: '', roleCode: 'retired', pageNum: 1, pageSize: 10 } });
    await renderAt(LIST);
    await waitFor(() => expect(bodiesOf('user/queryUserList')[0]).toMatchObject({ roleCode: 'retired' }));
    const select = screen.getByRole('combobox', { name: '角色' });
    await within(select).findByRole('option', { name: '内容编辑' });
    expect(select).toHaveDisplayValue('retired');
    await chooseRole('全部');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastList()).not.toHaveProperty('roleCode'));
  });

  it('saves the page it moves to, and a pageNum in the URL wins over the saved one', async () => {
    const router = await renderAt('/system/userManage?pageNum=3');
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 3, pageSize: 10 }));
    await screen.findByText('用户21');
    await waitFor(() => expect(getUserState().searchForm.pageNum).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: /page 2/ }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 2, pageSize: 10 }));
    await waitFor(() => expect(getUserState().searchForm.pageNum).toBe(2));
    expect(searchOf(router).get('pageNum')).toBe('2');
  });

  it('switches the status, then reloads with the saved search form', async () => {
    setUserState({ searchForm: { cnName: '用户', roleCode: '', pageNum: 1, pageSize: 10 } });
    await renderAt(LIST);
    await screen.findByText('用户2');
    const before = bodiesOf('user/queryUserList').length;
    fireEvent.click(rowOf('用户2').getByRole('switch'));
    await waitFor(() => expect(bodiesOf('user/switchStatus')).toEqual([{ id: 102, status: 1 }]));
    expect(await message()).toHaveTextContent('操作成功');
    await waitFor(() => expect(bodiesOf('user/queryUserList').length).toBe(before + 1));
    expect(lastList()).toEqual({ pageNum: 1, pageSize: 10, cnName: '用户' });
  });

  it('shows the refusal of a switch', async () => {
    serveUsers({ 'user/switchStatus': refusal('不能停用当前登录用户') });
    await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.click(rowOf('张三').getByRole('switch'));
    expect(await message()).toHaveTextContent('不能停用当前登录用户');
    expect(rowOf('张三').getByRole('switch')).toBeChecked();
  });

  it('deletes after confirmation and reloads; cancelling deletes nothing', async () => {
    await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.click(rowOf('张三').getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除用户「张三」吗？删除后不可恢复。');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf('user/deleteUser')).toEqual([]);

    const before = bodiesOf('user/queryUserList').length;
    fireEvent.click(rowOf('张三').getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('user/deleteUser')).toEqual([{ id: 101 }]));
    expect(await message()).toHaveTextContent('删除成功');
    await waitFor(() => expect(bodiesOf('user/queryUserList').length).toBe(before + 1));
  });

  it('resets a password: the spec messages, then the encrypted request', async () => {
    await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.click(rowOf('张三').getByRole('button', { name: '重置密码' }));
    const dialog = await screen.findByTestId('reset-password-dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    submit();
    expect(await within(dialog).findByText('请输入初始密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入确认的初始密码')).toBeInTheDocument();
    type('初始密码', 'abc12345');
    type('确认初始密码', 'abc12345');
    submit();
    expect(await within(dialog).findAllByText('密码8~20位，需包含大小写字母+数字+符号')).toHaveLength(2);
    type('初始密码', 'Reset@2026');
    type('确认初始密码', 'Reset@2027');
    submit();
    expect(await within(dialog).findByText('您两次输入的初始密码不一致')).toBeInTheDocument();
    expect(bodiesOf('user/resetCenterUserPwd')).toEqual([]);

    type('确认初始密码', 'Reset@2026');
    submit();
    await waitFor(() => expect(bodiesOf('user/resetCenterUserPwd')).toHaveLength(1));
    const [body] = bodiesOf('user/resetCenterUserPwd');
    expect(body).toMatchObject({ id: 101, rsaPublicKey: rsa.publicKey });
    expect(body.loginPwd).not.toBe('Reset@2026');
    expect(rsa.decrypt(String(body.loginPwd))).toBe(md5('Reset@2026'));
    expect(rsa.decrypt(String(body.plainPwd))).toBe('Reset@2026');
    expect(await message()).toHaveTextContent('重置成功，该用户下次登录需修改密码');
    await waitFor(() => expect(screen.queryByTestId('reset-password-dialog')).not.toBeInTheDocument());
  });

  it('keeps the reset dialog open on a refusal', async () => {
    serveUsers({ 'user/resetCenterUserPwd': refusal('该用户不存在') });
    await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.click(rowOf('张三').getByRole('button', { name: '重置密码' }));
    const dialog = await screen.findByTestId('reset-password-dialog');
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'Reset@2026' } });
    fireEvent.change(within(dialog).getByLabelText('确认初始密码'), { target: { value: 'Reset@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await message()).toHaveTextContent('该用户不存在');
    expect(screen.getByTestId('reset-password-dialog')).toBeInTheDocument();
  });
});

describe('user list: data units of menu 2', { timeout: 20_000 }, () => {
  it("with only 'list': no 新增, 编辑, 重置密码 or 删除, and read-only switches", async () => {
    logInAs({ 2: ['list'] });
    await renderAt(LIST);
    await screen.findByText('张三');
    await quiet();
    await waitFor(() => expect(rowOf('张三').getByRole('switch')).toBeDisabled());
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    for (const name of ['编辑', '重置密码', '删除']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("'enable' and 'delete' without 'add' or 'modify'", async () => {
    logInAs({ 2: ['list', 'enable', 'delete'] });
    await renderAt(LIST);
    await screen.findByText('张三');
    await waitFor(() => expect(rowOf('张三').getByRole('button', { name: '删除' })).toBeInTheDocument());
    expect(rowOf('张三').getByRole('switch')).toBeEnabled();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });

  it('shows an account whose role holds more than the caller without its actions, its switch read-only', async () => {
    serveUsers(
      {},
      USERS.map((row, index) => ({ ...row, manageable: index !== 0 })),
    );
    await renderAt(LIST);
    await screen.findByText('张三');
    await waitFor(() => expect(rowOf('用户2').getByRole('button', { name: '编辑' })).toBeInTheDocument());
    expect(rowOf('张三').getByText('不可修改（权限超出您的角色）')).toBeInTheDocument();
    for (const name of ['编辑', '重置密码', '删除']) expect(rowOf('张三').queryByRole('button', { name })).not.toBeInTheDocument();
    expect(rowOf('张三').getByRole('switch')).toBeDisabled();
    expect(rowOf('用户2').getByRole('switch')).toBeEnabled();
  });

  it('a menu node without dataUnits allows everything', async () => {
    logInAs({ 2: undefined });
    await renderAt(LIST);
    await screen.findByText('张三');
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(rowOf('张三').getByRole('switch')).toBeEnabled();
  });
});

describe('dictionaries', { timeout: 20_000 }, () => {
  it('are fetched once for the search form, the table and the edit page, and the roles kept in the common state', async () => {
    await renderAt(LIST);
    await screen.findByText('张三');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('common') ?? '{}').roleDict).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByTestId('user-form')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /角色/ }));
    expect(await screen.findByRole('option', { name: '内容编辑' })).toBeInTheDocument();
    expect(callsTo('common/queryRoleDict')).toHaveLength(1);
    expect(callsTo('common/queryPostDict')).toHaveLength(1);
  });
});
