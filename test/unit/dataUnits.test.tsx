/**
 * Data units (docs/permissions.md): authProvider.canAccess per action over a
 * menu tree carrying dataUnits, and the generic pages hiding what the user's
 * units do not allow (新增, 编辑, 删除, read-only switches, the edit form).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { authProvider } from '../../authProvider';
import { setUserState, type MenuItem } from '../../authProvider/session';
import { ACTION_UNITS, canAccessIn } from '../../authProvider/permissions';
import { closeMessage } from '../../dataProvider/messages';
import '../../src/crud/registry';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import { ResourceDeclarationContext } from '../../src/crud/ResourceContext';
import ResourceListPage from '../../src/crud/list/ResourceListPage';
import ResourceEditPage from '../../src/crud/form/ResourceEditPage';
import { makeDataProvider, newsDeclaration } from './crudListFixtures';
import { fakeDataProvider } from './crudFormHarness';

const ALL = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

/** Information (48) > news (9) with `units`; system (1) > users (2) without dataUnits; association (23) with null. */
const tree = (units: string[] | null | undefined): MenuItem[] => [
  {
    menuId: 48,
    dataUnits: [],
    children: [
      { menuId: 9, ...(units !== undefined ? { dataUnits: units } : {}) },
      { menuId: 23, dataUnits: null },
    ],
  },
  { menuId: 1, children: [{ menuId: 2 }] },
];

const logIn = (units: string[] | null | undefined) => setUserState({ token: 't', menuList: tree(units) });

const can = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

beforeEach(() => closeMessage());
afterEach(() => closeMessage());

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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const inAdmin = (element: ReactElement, dataProvider: unknown, entry: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <ResourceDeclarationContext.Provider value={newsDeclaration}>{element}</ResourceDeclarationContext.Provider>
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('the generic news list (menu 9)', { timeout: 20_000 }, () => {
  it("with only 'list': no 新增, 编辑 or 删除, and read-only switches", async () => {
    logIn(['list']);
    inAdmin(<ResourceListPage />, makeDataProvider(), '/information/newsManage');
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    await settle();
    expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分类管理' })).toBeInTheDocument();
  });

  it('with every unit: 新增, 编辑, 删除 and live switches', async () => {
    logIn(ALL);
    inAdmin(<ResourceListPage />, makeDataProvider(), '/information/newsManage');
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeEnabled());
    expect(row.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it("with 'list' and 'enable': switches only", async () => {
    logIn(['list', 'enable']);
    inAdmin(<ResourceListPage />, makeDataProvider(), '/information/newsManage');
    const row = within((await screen.findByText('新闻标题1')).closest('tr') as HTMLElement);
    await waitFor(() => expect(row.getByRole('switch', { name: '置顶 新闻标题1' })).toBeEnabled());
    expect(row.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});

describe('the generic edit page', { timeout: 20_000 }, () => {
  it("without 'modify' shows 您没有该操作的权限 instead of the form", async () => {
    logIn(['list', 'add']);
    const dataProvider = fakeDataProvider({ id: 5, version: 1, title: '新闻' });
    inAdmin(<ResourceEditPage />, dataProvider, '/information/newsEdit?id=5');
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
    await settle();
    expect(screen.queryByTestId('detail-form')).toBeNull();
    expect(dataProvider.getOne).not.toHaveBeenCalled();
  });

  it("without 'add' the create page says so too", async () => {
    logIn(['list', 'modify']);
    inAdmin(<ResourceEditPage />, fakeDataProvider(), '/information/newsEdit');
    expect(await screen.findByText('您没有该操作的权限')).toBeInTheDocument();
  });

  it("with 'add' the create form shows", async () => {
    logIn(['list', 'add']);
    inAdmin(<ResourceEditPage />, fakeDataProvider(), '/information/newsEdit');
    expect(await screen.findByTestId('detail-form')).toBeInTheDocument();
    expect(screen.queryByText('您没有该操作的权限')).toBeNull();
  });
});
