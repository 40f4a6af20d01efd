/**
 * Set-up of the system-user page tests: an msw web-center with the user
 * calls, the dictionaries and a real RSA key; the list and edit pages inside
 * react-admin's context (real dataProvider and authProvider) in a data router.
 */
import { generateKeyPairSync } from 'node:crypto';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { setUserState, type MenuItem } from '../../authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import UserListPage from '../../src/pages/system/users/UserListPage';
import UserEditPage from '../../src/pages/system/users/UserEditPage';
import { createKeys } from '../../server/auth/rsa';
import { useConsoleServer } from './consoleServer';

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
export const PUBLIC_KEY = pair.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
export const keys = createKeys(pair.privateKey, pair.publicKey);

export const ROLES = [
  { code: 'admin', name: '超级管理员' },
  { code: 'editor', name: '内容编辑' },
];
export const POSTS = [
  { code: 'manager', name: '部门经理' },
  { code: 'staff', name: '专员' },
];

export const userRow = (index: number) => ({
  id: 100 + index,
  loginName: `user${index}`,
  cnName: index === 1 ? '张三' : `用户${index}`,
  phone: `138000000${String(index).padStart(2, '0')}`,
  roleCode: index % 2 ? 'admin' : 'editor',
  roleName: index % 2 ? '超级管理员' : '内容编辑',
  postCode: index % 2 ? 'manager' : 'staff',
  postName: index % 2 ? '部门经理' : '专员',
  status: index === 2 ? 0 : 1,
  mustChangePassword: false,
  lastLoginAt: index === 3 ? null : '2026-11-20T02:30:00.000Z',
  version: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
});

export const USERS = Array.from({ length: 23 }, (_unused, offset) => userRow(offset + 1));

export type Answer = { status: number; statusText: string; data?: unknown };
export const ok = (data: unknown = null): Answer => ({ status: 0, statusText: '', data });

export const server = setupServer();

export const recorder = {
  calls: [] as Array<{ url: string; body: Record<string, unknown> }>,
  gets: [] as string[],
};

export const callsTo = (path: string) => recorder.calls.filter((call) => call.url === path).map((call) => call.body);

/** The list, the dictionaries, the key, and the user calls answering `answers[path]` (default success). */
export const serveUsers = (answers: Record<string, Answer> = {}, rows = USERS, roles: unknown[] = ROLES) => {
  recorder.calls = [];
  recorder.gets = [];
  const dict = (path: string, data: unknown) =>
    http.get(`${API}${path}`, () => {
      recorder.gets.push(path);
      return HttpResponse.json(ok(data));
    });
  server.use(
    dict('common/queryRoleDict', roles),
    dict('common/queryPostDict', POSTS),
    dict('fastdfs/rsa/getPublicKey', PUBLIC_KEY),
    http.post(`${API}user/:call`, async ({ request, params }) => {
      const path = `user/${String(params.call)}`;
      const body = (await request.json()) as Record<string, unknown>;
      recorder.calls.push({ url: path, body });
      if (answers[path]) return HttpResponse.json(answers[path]);
      if (path !== 'user/queryUserList') return HttpResponse.json(ok(path === 'user/deleteUser' ? null : { ...body, id: body.id ?? 999 }));
      const matches = rows.filter(
        (row) => (!body.cnName || row.cnName.includes(String(body.cnName))) && (!body.roleCode || row.roleCode === body.roleCode),
      );
      const pageNum = Number(body.pageNum ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return HttpResponse.json(ok({ list: matches.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matches.length }));
    }),
  );
};

export const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

/** A logged-in user whose menu 2 grants `units` (undefined: a node without dataUnits). */
export const logIn = (units?: string[] | null) => {
  const node: MenuItem = { menuId: 2, menuName: '系统用户', ...(units !== undefined ? { dataUnits: units } : {}) };
  setUserState({ token: 'token-1', menuList: [{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [node] }], userInfo: { id: 1, cnName: '管理员' } });
};

/** The msw web-center and the console's configuration around every test of a file; `loggedIn: false` leaves the log-in to each test. */
export const useUsersHarness = ({ loggedIn = true } = {}) =>
  useConsoleServer(server, () => {
    if (loggedIn) logIn(ALL_UNITS);
    serveUsers();
  });

/** The list and edit pages at `entry`, in one react-admin context (real providers); answers the router. */
export const renderUsers = (entry = '/system/userManage', state?: unknown) => {
  const [pathname, search = ''] = entry.split('?');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Routes>
              <Route path="/system/userManage" element={<UserListPage />} />
              <Route path="/system/userManage/edit" element={<UserEditPage />} />
              <Route path="*" element={<div>other page</div>} />
            </Routes>
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

export const searchOf = (router: ReturnType<typeof renderUsers>) => new URLSearchParams(router.state.location.search);
