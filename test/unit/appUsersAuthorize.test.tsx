/**
 * APP访问授权 (/system/usersManage/authorize?id=N): the user at the top, the
 * icons checked from the user's grants, 全选, 保存 with the whole set, the
 * unsaved-changes warning, the loading, empty and failed states, and the data units.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, later, logInAs, ok, quiet, refusal, renderAt, says, setUpConsole } from './harness';
import { AUTHORIZE, LIST, serveAppUsers, stateOf } from './fixtures/appUsers';

setUpConsole({
  each: () => {
    logInAs({ 47: ALL_UNITS });
    serveAppUsers();
  },
});

const page = () => within(screen.getByTestId('app-user-authorize-page'));
const box = (name: string) => page().getByRole('checkbox', { name }) as HTMLInputElement;

describe('the authorize page', { timeout: 20_000 }, () => {
  it("opens from the list's 授权, shows the user and the icons checked from the grants, and saves the whole set", async () => {
    const router = await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(within(screen.getByText('王建国').closest('tr') as HTMLElement).getByRole('button', { name: '授权' }));
    await screen.findByTestId('authorize-form');
    expect(router.state.location.pathname).toBe(AUTHORIZE);
    expect(router.state.location.search).toBe('?id=201');
    expect(page().getByTestId('authorize-user')).toHaveTextContent('用户：王建国（13900000001）');
    expect(bodiesOf('appUser/icon/getUserIcon')).toEqual([{ userId: '201' }]);
    expect(box('资讯订阅')).toBeChecked();
    expect(box('会员专区')).not.toBeChecked();
    expect(box('数据图表')).not.toBeChecked();
    const picture = page().getByRole('checkbox', { name: '资讯订阅' }).closest('label')?.querySelector('img');
    expect(picture).toHaveAttribute('src', '/icons/news.png');
    expect(box('全选')).toHaveAttribute('data-indeterminate', 'true');

    fireEvent.click(box('资讯订阅'));
    fireEvent.click(box('数据图表'));
    fireEvent.click(page().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf('appUser/icon/addUserIcon')).toEqual([{ userId: 201, iconIds: [3] }]));
    await says('操作成功');
    expect(router.state.location.pathname).toBe(AUTHORIZE);
    expect(box('数据图表')).toBeChecked();

    // Saved: leaving asks nothing, and goes back to the list's page.
    fireEvent.click(page().getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/usersManage'));
    expect(screen.queryByText('当前修改尚未保存，确定离开吗？')).toBeNull();
  });

  it('全选 takes every icon and gives them all back; an empty set withdraws every grant', async () => {
    await renderAt(`${AUTHORIZE}?id=204`, { state: stateOf(4) });
    await screen.findByTestId('authorize-form');
    fireEvent.click(box('全选'));
    for (const name of ['资讯订阅', '会员专区', '数据图表']) expect(box(name)).toBeChecked();
    expect(box('全选')).toBeChecked();
    fireEvent.click(box('全选'));
    for (const name of ['资讯订阅', '会员专区', '数据图表']) expect(box(name)).not.toBeChecked();
    fireEvent.click(page().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf('appUser/icon/addUserIcon')).toEqual([{ userId: 204, iconIds: [] }]));
    await says('操作成功');
  });

  it('asks before leaving with unsaved changes', async () => {
    const router = await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1, '/system/usersManage?pageNum=2') });
    await screen.findByTestId('authorize-form');
    fireEvent.click(box('会员专区'));
    fireEvent.click(page().getByRole('button', { name: '返回列表' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('当前修改尚未保存，确定离开吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '留下' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(AUTHORIZE);
    expect(box('会员专区')).toBeChecked();

    fireEvent.click(page().getByRole('button', { name: '返回列表' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/usersManage'));
    expect(router.state.location.search).toBe('?pageNum=2');
    expect(bodiesOf('appUser/icon/addUserIcon')).toEqual([]);
  });

  it('keeps the choice when the save is refused', async () => {
    serveAppUsers({ 'appUser/icon/addUserIcon': refusal('图标不存在或已停用') });
    await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1) });
    await screen.findByTestId('authorize-form');
    fireEvent.click(box('会员专区'));
    fireEvent.click(page().getByRole('button', { name: '保存' }));
    await says('图标不存在或已停用');
    expect(box('会员专区')).toBeChecked();
    expect(box('资讯订阅')).toBeChecked();
  });

  it('says 加载中，请稍后... while the grants load, and finds the user of a direct link', async () => {
    serveAppUsers({ 'appUser/icon/getUserIcon': later(ok({ userId: 207, iconIds: [2, 3] })) });
    await renderAt(`${AUTHORIZE}?id=207`);
    // The user is looked up, then the grants load: the loading text may be drawn anew between the two.
    await waitFor(() => expect(page().getByText('加载中，请稍后...')).toBeInTheDocument());
    await screen.findByTestId('authorize-form');
    expect(page().getByTestId('authorize-user')).toHaveTextContent('用户：用户7（13900000007）');
    expect(bodiesOf('user/userManagerList')).toEqual([{ pageNum: 1, pageSize: 1, id: 207 }]);
    expect(box('会员专区')).toBeChecked();
    expect(box('数据图表')).toBeChecked();
    expect(box('全选')).not.toBeChecked();
  });

  it('says 暂无可授权的图标 when no icon is offered', async () => {
    serveAppUsers({ 'appUser/icon/getIcons': ok([]), 'appUser/icon/getUserIcon': ok({ userId: 201, iconIds: [] }) });
    await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1) });
    expect(await page().findByText('暂无可授权的图标')).toBeInTheDocument();
    expect(page().queryByRole('button', { name: '保存' })).toBeNull();
    expect(page().getByRole('button', { name: '返回列表' })).toBeInTheDocument();
  });

  it("shows a failed load with the server's reason and 重试", async () => {
    serveAppUsers({ 'appUser/icon/getUserIcon': refusal('用户不存在或已被删除') });
    await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1) });
    expect(await page().findByRole('alert')).toHaveTextContent('授权信息加载失败：用户不存在或已被删除');
    serveAppUsers();
    fireEvent.click(page().getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('authorize-form')).toBeInTheDocument();
    expect(box('资讯订阅')).toBeChecked();
  });

  it('says so when the user does not exist', async () => {
    await renderAt(`${AUTHORIZE}?id=999`);
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('未找到该用户，可能已被删除');
  });
});

describe('authorize page: data units', { timeout: 20_000 }, () => {
  it("with 'detail' alone the grants are shown read-only", async () => {
    logInAs({ 47: ['list', 'detail'] });
    await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1) });
    await screen.findByTestId('authorize-form');
    expect(page().getByText('您只有查看权限，不能修改授权')).toBeInTheDocument();
    expect(box('资讯订阅')).toBeChecked();
    expect(box('资讯订阅')).toBeDisabled();
    expect(box('全选')).toBeDisabled();
    expect(page().queryByRole('button', { name: '保存' })).toBeNull();
  });

  it("without 'modify' or 'detail' the page says 您没有该操作的权限", async () => {
    logInAs({ 47: ['list'] });
    await renderAt(`${AUTHORIZE}?id=201`, { state: stateOf(1) });
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByTestId('authorize-form')).toBeNull();
    expect(bodiesOf('appUser/icon/getUserIcon')).toEqual([]);
  });
});
