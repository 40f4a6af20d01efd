/**
 * The role edit page: validation, saving a new role with exactly the chosen
 * leaves, the institution-review confirmation, editing with the removed-menus
 * confirmation and the version, and the warning before leaving unsaved changes.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callsTo, logInAs, pathOf, renderAt, serve, setUpConsole } from './harness';
import { EDIT_PATH, LIST_PATH, role, serveRoles } from './fixtures/roles';

setUpConsole({
  each: () => {
    logInAs({ 54: ALL_UNITS });
    serveRoles();
  },
});

const box = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const helperOf = (input: HTMLElement) => (document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '').replace(/\u200b/g, '').trim();
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
const dialog = () => screen.findByRole('dialog');

const openNew = async () => {
  const router = await renderAt([`${LIST_PATH}?pageNum=2`, EDIT_PATH]);
  await screen.findByLabelText('全选', { selector: 'input' });
  return router;
};

const EDITED = {
  ...role(7, { code: 'auditor', name: '审核员', remark: '审核', version: 5 }),
  permissions: [
    { menuId: 52, dataUnits: [] },
    { menuId: 20, dataUnits: ['detail', 'list'] },
    { menuId: 21, dataUnits: null },
    { menuId: 5, dataUnits: ALL_UNITS },
  ],
};

const openEdit = async () => {
  serve({ 'role/queryRoleInfo': () => ({ data: EDITED }) });
  const router = await renderAt([`${LIST_PATH}?pageNum=2`, `${EDIT_PATH}?id=7`]);
  await screen.findByDisplayValue('审核员');
  return router;
};

describe('new role', { timeout: 20_000 }, () => {
  it('says what is missing and posts nothing', async () => {
    await openNew();
    save();
    expect(await screen.findByText('请输入角色编码')).toBeInTheDocument();
    expect(helperOf(field(/角色名称/))).toBe('请输入角色名称');
    expect(screen.getByText('请至少选择一个菜单权限')).toBeInTheDocument();
    type(/角色编码/, 'bad-code');
    expect(helperOf(field(/角色编码/))).toBe('角色编码只能包含字母、数字和下划线');
    type(/角色编码/, 'good_code1');
    expect(helperOf(field(/角色编码/))).toBe('');
    expect(callsTo('role/checkRole')).toEqual([]);
    expect(callsTo('role/addRole')).toEqual([]);
  });

  it('posts code, name, remark and exactly the chosen leaves, then 创建成功 and the role list', async () => {
    const router = await openNew();
    type(/角色编码/, 'editor_2');
    type(/角色名称/, ' 编辑员 ');
    type(/备注/, '负责门户');
    fireEvent.click(screen.getByRole('button', { name: '展开门户管理' }));
    fireEvent.click(box('轮播图管理'));
    fireEvent.click(box('轮播图管理 删除'));
    fireEvent.click(box('公共图标 列表'));
    save();

    await waitFor(() => expect(bodiesOf('role/addRole')).toHaveLength(1));
    expect(callsTo('role/checkRole').map((call) => call.query)).toEqual([{ menuIds: '5,56' }]);
    expect(callsTo('role/modifyCheckRole')).toEqual([]);
    expect(bodiesOf('role/addRole')[0]).toEqual({
      code: 'editor_2',
      name: '编辑员',
      remark: '负责门户',
      permissions: [
        { menuId: 5, dataUnits: ['detail', 'list', 'add', 'modify', 'enable'] },
        { menuId: 56, dataUnits: ['list'] },
      ],
    });
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe(LIST_PATH));
    // The list opens with the saved search form (its page came from the earlier visit's store, none here).
    await screen.findByText('角色1');
  });

  it('asks before saving a role containing the institution-name review; cancelling posts nothing', async () => {
    serve({ 'role/checkRole': () => ({ data: { containsExamine: true, menus: ['机构名称同步审核'] } }) });
    const router = await openNew();
    type(/角色编码/, 'auditor_2');
    type(/角色名称/, '审核员二');
    fireEvent.click(screen.getByRole('button', { name: '展开审核管理' }));
    fireEvent.click(box('机构名称同步审核'));
    save();

    const confirm = await dialog();
    expect(confirm).toHaveTextContent('该角色包含机构名称审核权限，拥有该角色的用户将可以审核机构名称，确定保存吗？');
    expect(callsTo('role/checkRole').map((call) => call.query)).toEqual([{ menuIds: '21' }]);
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('role/addRole')).toEqual([]);
    expect(pathOf(router)).toBe(EDIT_PATH);

    save();
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('role/addRole')).toHaveLength(1));
    expect(bodiesOf('role/addRole')[0]).toMatchObject({ code: 'auditor_2', permissions: [{ menuId: 21, dataUnits: ALL_UNITS }] });
  });

  it('keeps the form and shows the refusal when the server refuses', async () => {
    serve({ 'role/addRole': () => ({ status: -1, statusText: '角色编码已存在' }) });
    const router = await openNew();
    type(/角色编码/, 'admin');
    type(/角色名称/, '管理员');
    fireEvent.click(box('公共图标'));
    save();
    expect(await screen.findByText('角色编码已存在')).toBeInTheDocument();
    expect(pathOf(router)).toBe(EDIT_PATH);
    expect(field(/角色名称/)).toHaveValue('管理员');
  });
});

describe('editing a role', { timeout: 20_000 }, () => {
  it('says a role the operator may not change cannot be changed, with no form to save', async () => {
    serve({ 'role/queryRoleInfo': () => ({ data: { ...EDITED, editable: false } }) });
    await renderAt([`${EDIT_PATH}?id=7`]);
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('不可修改（本人所属或超级管理员角色）');
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('shows the role with its permissions, the code fixed and the granted sections open', async () => {
    await openEdit();
    expect(bodiesOf('role/queryRoleInfo')).toEqual([{ id: 7 }]);
    expect(field(/角色编码/)).toHaveValue('auditor');
    expect(field(/角色编码/)).toBeDisabled();
    expect(field(/备注/)).toHaveValue('审核');
    expect(box('审核管理')).toBePartiallyChecked();
    expect(box('机构名称同步记录 列表')).toBeChecked();
    expect(box('机构名称同步记录 新增')).not.toBeChecked();
    expect(box('机构名称同步审核')).toBeChecked();
    expect(box('门户管理')).toBePartiallyChecked();
    expect(screen.queryByLabelText('系统用户')).not.toBeInTheDocument();
  });

  it('confirms the menus modifyCheckRole reports removed, sends the version, then 编辑成功 and one page back', async () => {
    serve({
      'role/modifyCheckRole': () => ({
        data: {
          removedMenus: [
            { menuId: 5, menuName: '轮播图管理' },
            { menuId: 20, menuName: '机构名称同步记录' },
          ],
        },
      }),
    });
    const router = await openEdit();
    fireEvent.click(box('轮播图管理'));
    fireEvent.click(box('机构名称同步记录'));
    type(/角色名称/, '审核员甲');
    save();

    const confirm = await dialog();
    expect(confirm).toHaveTextContent('本次修改将移除「轮播图管理、机构名称同步记录」权限，已分配该角色的用户将无法继续使用，确定保存吗？');
    const permissions = [{ menuId: 21, dataUnits: ALL_UNITS }];
    expect(bodiesOf('role/modifyCheckRole')).toEqual([{ id: 7, permissions }]);
    expect(callsTo('role/checkRole').map((call) => call.query)).toEqual([{ menuIds: '21' }]);
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('role/modifyRole')).toEqual([]);

    save();
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('role/modifyRole')).toEqual([{ id: 7, version: 5, name: '审核员甲', remark: '审核', permissions }]));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=2`));
  });

  it('saves without asking when nothing is removed', async () => {
    const router = await openEdit();
    fireEvent.click(box('机构名称同步记录 新增'));
    save();
    await waitFor(() => expect(bodiesOf('role/modifyRole')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf('role/modifyRole')[0]).toMatchObject({ id: 7, version: 5, name: '审核员' });
    await waitFor(() => expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=2`));
  });

  it('warns before leaving unsaved changes: 留下 stays, 离开 goes', async () => {
    const router = await openEdit();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    // Nothing changed: no question.
    await waitFor(() => expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=2`));

    await act(() => router.navigate(`${EDIT_PATH}?id=7`));
    await screen.findByDisplayValue('审核员');
    type(/角色名称/, '改过的名字');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('当前修改尚未保存，确定离开吗？');
    fireEvent.click(within(confirm).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathOf(router)).toBe(`${EDIT_PATH}?id=7`);
    expect(field(/角色名称/)).toHaveValue('改过的名字');

    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=2`));
  });
});
