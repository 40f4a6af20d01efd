/**
 * 新增-/编辑-系统用户 (/system/userManage/edit): the create form with the
 * encrypted initial password, the edit form from the list's row with its
 * version, a direct link, refusals, unsaved changes and data units.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { ALL_UNITS, bodiesOf, logInAs, quiet, refusal, renderAt, rsa, setUpConsole } from './harness';
import { EDIT, LIST, serveUsers, USERS, userRow } from './fixtures/users';

setUpConsole({
  each: () => {
    logInAs({ 2: ALL_UNITS });
    serveUsers();
  },
});

const PASSWORD = 'Init@2026';
const form = () => within(screen.getByTestId('user-form'));
const input = (label: RegExp) => form().getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const choose = async (label: RegExp, option: string) => {
  // The select shows once its dictionary is there.
  fireEvent.mouseDown(await form().findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const save = () => fireEvent.click(form().getByRole('button', { name: '保存' }));
const message = () => screen.findByTestId('message');

describe('new user', { timeout: 20_000 }, () => {
  it('asks for every field with the spec messages', async () => {
    await renderAt(EDIT);
    await screen.findByTestId('user-form');
    expect(screen.getAllByLabelText(/初始密码/)).toHaveLength(2);
    save();
    for (const text of ['请输入登录名', '请输入姓名', '请输入手机号', '请选择角色', '请输入初始密码', '请输入确认的初始密码']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    type(/手机号/, '12345678901');
    type(/^初始密码/, 'abcdefgh');
    type(/确认初始密码/, 'abcdefgi');
    save();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(await screen.findByText('密码8~20位，需包含大小写字母+数字+符号')).toBeInTheDocument();
    expect(await screen.findByText('您两次输入的初始密码不一致')).toBeInTheDocument();
    expect(bodiesOf('user/addCenterUser')).toEqual([]);
  });

  it('creates the user with the initial password as RSA(MD5), says 创建成功 and goes back', async () => {
    const router = await renderAt(EDIT);
    await screen.findByTestId('user-form');
    type(/登录名/, ' wangwu ');
    type(/姓名/, '王五');
    type(/手机号/, '13912345678');
    await choose(/角色/, '内容编辑');
    await choose(/岗位/, '专员');
    type(/^初始密码/, PASSWORD);
    type(/确认初始密码/, PASSWORD);
    save();

    await waitFor(() => expect(bodiesOf('user/addCenterUser')).toHaveLength(1));
    const [body] = bodiesOf('user/addCenterUser');
    expect(body).toMatchObject({ loginName: 'wangwu', cnName: '王五', phone: '13912345678', roleCode: 'editor', postCode: 'staff', rsaPublicKey: rsa.publicKey });
    expect(Object.keys(body).sort()).toEqual(['cnName', 'loginName', 'loginPwd', 'phone', 'plainPwd', 'postCode', 'roleCode', 'rsaPublicKey']);
    expect(rsa.decrypt(String(body.loginPwd))).toBe(md5(PASSWORD));
    // The password itself, for the server's check of the password rule.
    expect(rsa.decrypt(String(body.plainPwd))).toBe(PASSWORD);
    expect(await message()).toHaveTextContent('创建成功');
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(await screen.findByText('张三')).toBeInTheDocument();
  });

  it("keeps the form and shows the server's refusal", async () => {
    serveUsers({ 'user/addCenterUser': refusal('登录名已存在', { errors: { loginName: '登录名已存在' } }) });
    const router = await renderAt(EDIT);
    await screen.findByTestId('user-form');
    type(/登录名/, 'user1');
    type(/姓名/, '重复');
    type(/手机号/, '13912345678');
    await choose(/角色/, '超级管理员');
    await choose(/岗位/, '专员');
    type(/^初始密码/, PASSWORD);
    type(/确认初始密码/, PASSWORD);
    save();
    expect(await message()).toHaveTextContent('登录名已存在');
    expect(await form().findByText('登录名已存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(EDIT);
    expect(input(/姓名/)).toHaveValue('重复');
  });

  it('asks before leaving with unsaved changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = await renderAt(EDIT);
    await screen.findByTestId('user-form');
    type(/姓名/, '未保存');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('部分修改尚未保存，确定要放弃这些修改吗？'));
    expect(router.state.location.pathname).toBe(EDIT);
  });
});

describe('editing a user', { timeout: 20_000 }, () => {
  it('starts from the row of the list and saves with its version', async () => {
    const router = await renderAt(LIST);
    await screen.findByText('张三');
    fireEvent.click(within(screen.getByText('张三').closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    await screen.findByTestId('user-form');
    expect(router.state.location.search).toBe('?id=101');
    expect(input(/登录名/)).toHaveValue('user1');
    expect(input(/登录名/)).toHaveAttribute('readonly');
    expect(input(/姓名/)).toHaveValue('张三');
    expect(form().getByRole('combobox', { name: /角色/ })).toHaveTextContent('超级管理员');
    expect(form().getByRole('combobox', { name: /岗位/ })).toHaveTextContent('部门经理');
    expect(screen.queryAllByLabelText(/初始密码/)).toHaveLength(0);
    // No scan of the list: the record came from the list already shown.
    expect(bodiesOf('user/queryUserList')).toHaveLength(1);

    type(/姓名/, '张三丰');
    await choose(/岗位/, '专员');
    save();
    await waitFor(() => expect(bodiesOf('user/modifyCenterUser')).toHaveLength(1));
    expect(bodiesOf('user/modifyCenterUser')[0]).toEqual({ id: 101, version: 4, cnName: '张三丰', phone: '13800000001', roleCode: 'admin', postCode: 'staff' });
    expect(await message()).toHaveTextContent('编辑成功');
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    await waitFor(() =>
      expect(bodiesOf('user/queryUserList')).toEqual([
        { pageNum: 1, pageSize: 10 },
        { pageNum: 1, pageSize: 10 },
      ]),
    );
  });

  it('reads a reloaded page with one call, the list filtered by id, and saves at that version', async () => {
    serveUsers(
      {},
      USERS.map((row) => (row.id === 105 ? { ...row, cnName: '从服务器来的', version: 9 } : row)),
    );
    await renderAt(`${EDIT}?id=105`);
    await screen.findByTestId('user-form');
    expect(input(/姓名/)).toHaveValue('从服务器来的');
    expect(bodiesOf('user/queryUserList')).toEqual([{ pageNum: 1, pageSize: 1, id: 105 }]);
    save();
    await waitFor(() => expect(bodiesOf('user/modifyCenterUser')[0]).toMatchObject({ id: 105, version: 9 }));
  });

  it("keeps the role of the operator's own account read-only", async () => {
    // logInAs() makes the operator user 1.
    serveUsers({}, [...USERS, { ...userRow(1), id: 1, cnName: '我自己' }]);
    await renderAt(`${EDIT}?id=1`);
    await screen.findByTestId('user-form');
    expect(form().getByText('不能变更自己的角色')).toBeInTheDocument();
    fireEvent.mouseDown(form().getByLabelText(/角色/));
    await quiet();
    expect(screen.queryByRole('option', { name: '内容编辑' })).not.toBeInTheDocument();
  });

  it('offers only the roles the operator may give', async () => {
    serveUsers({}, undefined, [
      { code: 'admin', name: '超级管理员', assignable: false },
      { code: 'editor', name: '内容编辑', assignable: true },
    ]);
    await renderAt(EDIT);
    await screen.findByTestId('user-form');
    fireEvent.mouseDown(await form().findByRole('combobox', { name: /角色/ }));
    expect(await screen.findByRole('option', { name: '内容编辑' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '超级管理员' })).not.toBeInTheDocument();
  });

  it('finds the record of a direct link in the list, and says so when it is gone', async () => {
    await renderAt(`${EDIT}?id=115`);
    await screen.findByTestId('user-form');
    expect(input(/姓名/)).toHaveValue('用户15');
    expect(bodiesOf('user/queryUserList')).toEqual([{ pageNum: 1, pageSize: 1, id: 115 }]);
  });

  it('says so when the user does not exist', async () => {
    await renderAt(`${EDIT}?id=999`);
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('未找到该用户，可能已被删除');
  });

  it('shows a stale-version refusal and stays', async () => {
    serveUsers({ 'user/modifyCenterUser': refusal('该记录已被他人修改，请刷新后重试') });
    const router = await renderAt(`${EDIT}?id=101`, { state: { record: userRow(1) } });
    await screen.findByTestId('user-form');
    type(/手机号/, '13911112222');
    save();
    expect(await message()).toHaveTextContent('该记录已被他人修改，请刷新后重试');
    expect(router.state.location.pathname).toBe(EDIT);
  });
});

describe('edit page: data units', { timeout: 20_000 }, () => {
  it("without 'add' the new-user page says 您没有该操作的权限", async () => {
    logInAs({ 2: ['list', 'modify'] });
    await renderAt(EDIT);
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    expect(screen.queryByTestId('user-form')).toBeNull();
  });

  it("without 'modify' the edit page says 您没有该操作的权限", async () => {
    logInAs({ 2: ['list', 'add'] });
    await renderAt(`${EDIT}?id=101`, { state: { record: userRow(1) } });
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByTestId('user-form')).toBeNull();
  });
});
