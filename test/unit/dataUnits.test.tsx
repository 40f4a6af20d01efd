/**
 * Data units (docs/permissions.md): authProvider.canAccess per action over a
 * menu tree carrying dataUnits, and the generic pages hiding what the user's
 * units do not allow (新增, 编辑, 删除, read-only switches, the edit form).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authProvider } from '../../authProvider';
import { ACTION_UNITS, canAccessIn } from '../../authProvider/permissions';
import { ALL_UNITS as ALL, bodiesOf, callOf, logInAs, quiet, renderAt, setUpConsole } from './harness';
import { EDIT, LIST, serveNews } from './fixtures/news';

setUpConsole({ each: () => void serveNews() });

/** Information (48) > news (9) with `units` and association (23) with null; system (1) > users (2) without dataUnits. */
const logIn = (units: string[] | null | undefined) => logInAs({ 9: units, 23: null, 2: undefined });

const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

describe('authProvider.canAccess with data units', () => {
  it('maps each action to its unit', async () => {
    expect(ACTION_UNITS).toEqual({ list: 'list', show: 'detail', create: 'add', edit: 'modify', delete: 'delete', enable: 'enable' });
    for (const [action, unit] of Object.entries(ACTION_UNITS)) {
      logIn([unit]);
      for (const other of Object.keys(ACTION_UNITS)) {
        await expect(can('9', other), `${unit} -> ${other}`).resolves.toBe(other === action);
      }
    }
  });

  it('allows every action with every unit, and other actions whenever the menu is granted', async () => {
    logIn(ALL);
    for (const action of Object.keys(ACTION_UNITS)) await expect(can('9', action)).resolves.toBe(true);
    logIn([]);
    await expect(can('9', 'export')).resolves.toBe(true);
    await expect(can('9', 'list')).resolves.toBe(false);
  });

  it('a node without dataUnits (or with null) allows every unit', async () => {
    logIn(undefined);
    for (const action of Object.keys(ACTION_UNITS)) {
      await expect(can('9', action)).resolves.toBe(true);
      await expect(can('2', action)).resolves.toBe(true);
      await expect(can('23', action)).resolves.toBe(true);
    }
  });

  it('a menu absent from the tree allows nothing; a name follows its listed menu', async () => {
    logIn(['list', 'modify']);
    await expect(can('10', 'list')).resolves.toBe(false);
    await expect(can('10', 'export')).resolves.toBe(false);
    // newsType is under menu 9, as news is (resources/catalog.ts)
    await expect(can('newsType', 'edit')).resolves.toBe(true);
    await expect(can('newsType', 'delete')).resolves.toBe(false);
    await expect(can('news', 'list')).resolves.toBe(true);
    await expect(can('news', 'create')).resolves.toBe(false);
    await expect(can('dataUnitsUnregistered', 'delete')).resolves.toBe(true);
  });

  it('menu ids sent as strings still match', () => {
    const menus = [{ menuId: '9' as unknown as number, dataUnits: ['list'] }];
    expect(canAccessIn(menus, 9, 'list')).toBe(true);
    expect(canAccessIn(menus, 9, 'edit')).toBe(false);
  });
});

describe('the generic news list (menu 9)', { timeout: 20_000 }, () => {
  it("with only 'list': no 新增, 编辑 or 删除, and read-only switches", async () => {
    logIn(['list']);
    await renderAt(LIST);
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    await quiet();
    expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分类管理' })).toBeInTheDocument();
  });

  it('with every unit: 新增, 编辑, 删除 and live switches', async () => {
    logIn(ALL);
    await renderAt(LIST);
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeEnabled());
    expect(row.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it("with 'list' and 'enable': switches only", async () => {
    logIn(['list', 'enable']);
    await renderAt(LIST);
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    await waitFor(() => expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeEnabled());
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});

describe('the generic edit page', { timeout: 20_000 }, () => {
  it("without 'modify' shows 您没有该操作的权限 instead of the form", async () => {
    logIn(['list', 'add']);
    await renderAt(`${EDIT}?id=5`);
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByTestId('detail-form')).toBeNull();
    expect(bodiesOf(callOf('news', 'detail'))).toEqual([]);
  });

  it("without 'add' the create page says so too", async () => {
    logIn(['list', 'modify']);
    await renderAt(EDIT);
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
  });

  it("with 'add' the create form shows", async () => {
    logIn(['list', 'add']);
    await renderAt(EDIT);
    expect(await screen.findByTestId('detail-form')).toBeInTheDocument();
    expect(screen.queryByText('您没有该操作的权限')).toBeNull();
  });
});
