/**
 * Shared set-up of the role page tests: an msw server recording the role and
 * dictionary calls, small dictionaries, and both role pages inside
 * react-admin's context (real dataProvider, i18n, message line) in a memory
 * data router.
 */
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AdminContext, type AuthProvider, type Store, memoryStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../src/i18n';
import { theme } from '../../src/theme';
import { MessageHost } from '../../src/layout/MessageHost';
import RoleListPage from '../../src/pages/system/roles/RoleListPage';
import RoleEditPage from '../../src/pages/system/roles/RoleEditPage';
import { ROLE_RESOURCE } from '../../resources/bespoke';

// The pages re-render a few hundred checkboxes: allow slow (loaded) machines more than the default second.
configure({ asyncUtilTimeout: 4000 });

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';
export const LIST_PATH = '/system/roleManaget';
export const EDIT_PATH = '/system/roleManaget/edit';

export const UNITS = [
  { code: 'detail', name: '详情' },
  { code: 'list', name: '列表' },
  { code: 'add', name: '新增' },
  { code: 'modify', name: '修改' },
  { code: 'delete', name: '删除' },
  { code: 'enable', name: '启用/停用' },
];
export const ALL_UNITS = UNITS.map((unit) => unit.code);
export const UNIT_NAMES = UNITS.map((unit) => unit.name);

const leaf = (menuId: number, menuName: string) => ({ menuId, menuName, dataUnits: ALL_UNITS, children: [] });

export const MENU_DICT = [
  { menuId: 4, menuName: '门户管理', dataUnits: [], children: [leaf(5, '轮播图管理'), leaf(6, '开屏图片')] },
  { menuId: 52, menuName: '审核管理', dataUnits: [], children: [leaf(20, '机构名称同步记录'), leaf(21, '机构名称同步审核')] },
  { menuId: 1, menuName: '系统管理', dataUnits: [], children: [leaf(2, '系统用户'), leaf(54, '角色权限')] },
  { menuId: 56, menuName: '公共图标', dataUnits: ALL_UNITS, children: [] },
];

export const role = (index: number, extra: Record<string, unknown> = {}) => ({
  id: index,
  code: `role_${index}`,
  name: `角色${index}`,
  status: index % 2,
  remark: index === 1 ? null : `备注${index}`,
  version: 3,
  createdAt: '2026-03-01T02:30:00.000Z',
  updatedAt: '2026-03-01T02:30:00.000Z',
  userCount: index,
  ...extra,
});

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  query: Record<string, string>;
}

export const calls: Call[] = [];
export const callsTo = (path: string) => calls.filter((call) => call.path === path);
export const bodiesOf = (path: string) => callsTo(path).map((call) => call.body);

export type Answer = { status?: number; statusText?: string; data?: unknown };
type Responder = (call: Call) => Answer | Promise<Answer>;

/** Answers of the current test by call path (e.g. 'role/addRole'); the defaults below otherwise. */
export const answers = new Map<string, Responder>();

const TOTAL = 12;
const defaults: Record<string, Responder> = {
  'common/queryMenuDict': () => ({ data: MENU_DICT }),
  'common/queryDataUnitDict': () => ({ data: UNITS }),
  'role/queryRoleList': ({ body }) => {
    const pageNum = Number(body?.pageNum ?? 1);
    const all = Array.from({ length: TOTAL }, (_unused, index) => role(index + 1));
    const matching = body?.roleName ? all.filter((row) => row.name.includes(String(body.roleName))) : all;
    return { data: { list: matching.slice((pageNum - 1) * 10, pageNum * 10), total: matching.length } };
  },
  'role/checkRole': () => ({ data: { containsExamine: false, menus: [] } }),
  'role/modifyCheckRole': () => ({ data: { removedMenus: [] } }),
  'role/addRole': ({ body }) => ({ data: { ...body, id: 99, version: 1, status: 1 } }),
  'role/modifyRole': ({ body }) => ({ data: body }),
  'role/delRole': () => ({ data: null }),
  'role/switchStatus': () => ({ data: null }),
};

const respond = async (request: Request, method: string) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\//, '');
  const body = method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null;
  const call: Call = { method, path, body, query: Object.fromEntries(url.searchParams) };
  calls.push(call);
  const responder = answers.get(path) ?? defaults[path];
  if (!responder) return HttpResponse.json({ status: -1, statusText: `unexpected ${path}`, data: null });
  const answer = await responder(call);
  return HttpResponse.json({ status: 0, statusText: '', data: null, ...answer });
};

export const server = setupServer(
  http.get(`${API}*`, ({ request }) => respond(request, 'GET')),
  http.post(`${API}*`, ({ request }) => respond(request, 'POST')),
);

export const resetCalls = () => {
  calls.length = 0;
  answers.clear();
};

/** An authProvider whose canAccess refuses the given actions on menu 54. */
export const authProviderRefusing = (refused: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ resource, action }) => !(resource === ROLE_RESOURCE && refused.includes(action)),
});

export interface RenderOptions {
  entries?: string[];
  authProvider?: AuthProvider;
  store?: Store;
}

/** Both role pages under one AdminContext; answers the router. */
export const renderRoles = ({ entries = [LIST_PATH], authProvider, store = memoryStore() }: RenderOptions = {}) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
            <Outlet />
            <MessageHost />
          </AdminContext>
        ),
        children: [
          { path: LIST_PATH, element: <RoleListPage /> },
          { path: EDIT_PATH, element: <RoleEditPage /> },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

export const pathOf = (router: ReturnType<typeof renderRoles>) => `${router.state.location.pathname}${router.state.location.search}`;
