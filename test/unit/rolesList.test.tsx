/**
 * 角色权限 list (/system/roleManaget): table, search by 角色名称 kept for the
 * session, pagination in the URL, the status switch, delete with confirmation
 * and the server's refusal, and buttons hidden by the data units.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { ALL_UNITS, bodiesOf, logInAs, pathOf, renderAt, serve, setUpConsole } from './harness';
import { LIST_PATH, role, serveRoles } from './fixtures/roles';

setUpConsole({
  each: () => {
    logInAs({ 54: ALL_UNITS });
    serveRoles();
  },
});

const listBodies = () => bodiesOf('role/queryRoleList');
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const search = (value: string) => {
  fireEvent.change(screen.getByLabelText('角色名称'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
};

describe('role list', { timeout: 20_000 }, () => {
  it('shows the roles of the page with headers, times and the pagination', async () => {
    await renderAt(`${LIST_PATH}?pageNum=1`);
    expect(await screen.findByText('角色1')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['角色编码', '角色名称', '用户数', '状态', '备注', '创建时间', '操作']);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const row = within(rowOf('角色2'));
    expect(row.getByText('role_2')).toBeInTheDocument();
    expect(row.getByText('备注2')).toBeInTheDocument();
    expect(row.getByText(dayjs('2026-03-01T02:30:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    expect(row.getByRole('switch', { name: '角色2的状态' })).not.toBeChecked();
    expect(within(rowOf('角色1')).getByRole('switch', { name: '角色1的状态' })).toBeChecked();
    expect(within(rowOf('角色1')).getByText('-')).toBeInTheDocument();
    expect(screen.getByText('共 12 条记录')).toBeInTheDocument();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(listBodies()).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('asks for the page in the URL and writes a page change to pageNum', async () => {
    const router = await renderAt(`${LIST_PATH}?pageNum=2`);
    expect(await screen.findByText('角色11')).toBeInTheDocument();
    expect(listBodies()[0]).toEqual({ pageNum: 2, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: /page 1/ }));
    expect(await screen.findByText('角色1')).toBeInTheDocument();
    expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=1`);
  });

  it('searches by roleName from page 1 and keeps the search form when coming back', async () => {
    const router = await renderAt(`${LIST_PATH}?pageNum=2`);
    await screen.findByText('角色11');
    search('角色1');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ pageNum: 1, pageSize: 10, roleName: '角色1' }));
    expect(await screen.findByText('共 4 条记录')).toBeInTheDocument();
    // The search is in the address beside the page, so a copied link shows the same list.
    expect(pathOf(router)).toBe(`${LIST_PATH}?pageNum=1&roleName=${encodeURIComponent('角色1')}`);

    // To the edit page and back through the menu link (no pageNum): the search form is restored.
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByLabelText(/角色编码/)).toBeInTheDocument();
    await act(() => router.navigate(LIST_PATH));
    expect(await screen.findByText('共 4 条记录')).toBeInTheDocument();
    expect(screen.getByLabelText('角色名称')).toHaveValue('角色1');
    expect(listBodies().at(-1)).toEqual({ pageNum: 1, pageSize: 10, roleName: '角色1' });
  });

  it('hides the pagination when nothing matches', async () => {
    serve({ 'role/queryRoleList': () => ({ data: { list: [], total: 0 } }) });
    await renderAt(LIST_PATH);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByText(/条记录/)).not.toBeInTheDocument();
  });

  it('switches a status, then reloads with the saved search', async () => {
    await renderAt(LIST_PATH);
    await screen.findByText('角色1');
    search('角色2');
    await screen.findByText('共 1 条记录');
    const before = listBodies().length;
    fireEvent.click(screen.getByRole('switch', { name: '角色2的状态' }));
    await waitFor(() => expect(bodiesOf('role/switchStatus')).toEqual([{ id: 2, status: 1 }]));
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(listBodies().length).toBe(before + 1));
    expect(listBodies().at(-1)).toEqual({ pageNum: 1, pageSize: 10, roleName: '角色2' });
  });

  it('deletes after confirmation and reloads', async () => {
    await renderAt(LIST_PATH);
    await screen.findByText('角色3');
    const before = listBodies().length;
    fireEvent.click(within(rowOf('角色3')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除角色「角色3」吗？删除后不可恢复。');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('role/delRole')).toEqual([{ id: 3 }]));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(listBodies().length).toBe(before + 1));
  });

  it('cancelling the confirmation deletes nothing; a refusal is shown and nothing reloads', async () => {
    serve({ 'role/delRole': () => ({ status: -1, statusText: '该角色下还有 2 个用户，无法删除' }) });
    await renderAt(LIST_PATH);
    await screen.findByText('角色2');
    fireEvent.click(within(rowOf('角色2')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf('role/delRole')).toEqual([]);

    const before = listBodies().length;
    fireEvent.click(within(rowOf('角色2')).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色下还有 2 个用户，无法删除')).toBeInTheDocument();
    expect(bodiesOf('role/delRole')).toEqual([{ id: 2 }]);
    expect(listBodies().length).toBe(before);
  });

  it('opens the edit page with the id', async () => {
    const router = await renderAt(LIST_PATH);
    await screen.findByText('角色4');
    fireEvent.click(within(rowOf('角色4')).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(pathOf(router)).toBe('/system/roleManaget/edit?id=4'));
  });

  it('hides what the data units do not allow', async () => {
    logInAs({ 54: ['detail', 'list', 'modify'] });
    await renderAt(LIST_PATH);
    await screen.findByText('角色1');
    await waitFor(() => expect(within(rowOf('角色1')).getByRole('button', { name: '编辑' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(rowOf('角色1')).getByRole('switch', { name: '角色1的状态' })).toBeDisabled();
  });

  it("shows a role the caller may not change (its own, the administrator's) without its actions, its switch read-only", async () => {
    serve({ 'role/queryRoleList': () => ({ data: { list: [role(1, { editable: false }), role(2, { editable: true })], total: 2 } }) });
    await renderAt(LIST_PATH);
    await screen.findByText('角色1');
    await waitFor(() => expect(within(rowOf('角色2')).getByRole('button', { name: '编辑' })).toBeInTheDocument());
    expect(within(rowOf('角色1')).getByText('不可修改（本人所属或超级管理员角色）')).toBeInTheDocument();
    expect(within(rowOf('角色1')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(rowOf('角色1')).getByRole('switch', { name: '角色1的状态' })).toBeDisabled();
  });

  it('leaves out 操作 when neither 编辑 nor 删除 is allowed', async () => {
    logInAs({ 54: ['detail', 'list', 'add', 'enable'] });
    await renderAt(LIST_PATH);
    await screen.findByText('角色1');
    await waitFor(() => expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument());
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['角色编码', '角色名称', '用户数', '状态', '备注', '创建时间']);
    expect(within(rowOf('角色1')).getByRole('switch', { name: '角色1的状态' })).toBeEnabled();
  });
});
