/**
 * Set-up of the app-user page tests (menu 47): an msw web-center with the
 * user/* and appUser/icon/* calls of docs/app-users.md and the two data
 * dictionaries; the list, edit and authorize pages inside react-admin's
 * context (real dataProvider and authProvider) in a data router.
 */
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
import AppUserListPage from '../../src/pages/system/appUsers/AppUserListPage';
import AppUserEditPage from '../../src/pages/system/appUsers/AppUserEditPage';
import AppUserAuthorizePage from '../../src/pages/system/appUsers/AppUserAuthorizePage';

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';
export const LIST_PATH = '/system/usersManage';

export const USER_TYPES = [
  { code: '1', name: '会员单位从业人员' },
  { code: '2', name: '个人投资者' },
];
export const MEMBER_TYPES = [
  { code: '0', name: '普通用户' },
  { code: '1', name: '试用会员' },
  { code: '2', name: '正式会员' },
];

export const ICONS = [
  { id: 1, iconName: '资讯订阅', iconCode: 'news', iconUrl: '/icons/news.png', userCount: 3 },
  { id: 2, iconName: '会员专区', iconCode: 'member', iconUrl: null, userCount: 0 },
  { id: 3, iconName: '数据图表', iconCode: 'chart', iconUrl: null, userCount: 12 },
];

export const appUser = (index: number) => ({
  id: 200 + index,
  mobile: `1390000${String(index).padStart(4, '0')}`,
  realName: index === 1 ? '王建国' : `用户${index}`,
  memberUnit: index % 2 ? '东方汇通证券股份有限公司' : null,
  userType: index % 2 ? 1 : 2,
  loginEnabled: index === 2 ? 0 : 1,
  memberType: index === 1 ? 1 : index === 2 ? 2 : 0,
  memberStart: index === 1 ? '2020-01-01' : index === 2 ? '2026-01-01' : null,
  memberEnd: index === 1 ? '2020-01-31' : index === 2 ? '2099-12-31' : null,
  registeredAt: '2026-01-05T02:30:00.000Z',
  lastLoginAt: index === 3 ? null : '2026-11-20T02:30:00.000Z',
  version: 3,
});

export type AppUserRow = ReturnType<typeof appUser>;
export const APP_USERS = Array.from({ length: 23 }, (_unused, offset) => appUser(offset + 1));

export type Answer = { status: number; statusText: string; data?: unknown };
export const ok = (data: unknown = null): Answer => ({ status: 0, statusText: '', data });
/** An answer that arrives after `ms`, to see the loading state. */
export const later = (answer: Answer, ms = 300) => () => new Promise<Answer>((resolve) => setTimeout(() => resolve(answer), ms));
export const refusal = (statusText: string, data: unknown = null): Answer => ({ status: -1, statusText, data });

export const server = setupServer();

export interface Call {
  url: string;
  method: string;
  body: Record<string, unknown>;
}
export const recorder = { calls: [] as Call[] };
export const callsTo = (path: string) => recorder.calls.filter((call) => call.url === path).map((call) => call.body);

type Responder = (body: Record<string, unknown>) => Answer | Promise<Answer>;
const num = (value: unknown) => Number(value);

const defaults = (rows: AppUserRow[]): Record<string, Responder> => {
  const row = (id: unknown) => rows.find((candidate) => candidate.id === num(id)) ?? rows[0];
  const bump = (body: Record<string, unknown>, patch: Record<string, unknown>) => {
    const target = row(body.id);
    Object.assign(target, patch, { version: num(body.version ?? target.version) + 1 });
    return ok({ ...target });
  };
  return {
    'common/queryDataDict?type=appUserType': () => ok(USER_TYPES),
    'common/queryDataDict?type=memberType': () => ok(MEMBER_TYPES),
    'user/userManagerList': (body) => {
      const matches = rows.filter(
        (candidate) =>
          (!body.realName || candidate.realName.includes(String(body.realName))) &&
          (!body.mobile || candidate.mobile.includes(String(body.mobile))) &&
          (body.userType === undefined || candidate.userType === num(body.userType)) &&
          (body.memberType === undefined || candidate.memberType === num(body.memberType)) &&
          (body.loginEnabled === undefined || candidate.loginEnabled === num(body.loginEnabled)),
      );
      const pageNum = num(body.pageNum ?? 1);
      const pageSize = num(body.pageSize ?? 10);
      return ok({ list: matches.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matches.length });
    },
    'user/userManagerUpdete': (body) => {
      const { id: _id, version: _version, ...patch } = body;
      return bump(body, patch);
    },
    'user/getTryDate': () => ok({ tryDays: 30 }),
    'user/addTryDate': (query) => bump({ id: query.id }, { memberType: 1, memberStart: '2026-12-01', memberEnd: '2026-12-31' }),
    'user/updateMemberDate': (body) => bump(body, { memberType: num(body.memberType), memberStart: body.memberStart, memberEnd: body.memberEnd }),
    'user/DeleteMemberDate': (body) => bump(body, { memberType: 0, memberStart: null, memberEnd: null }),
    'appUser/icon/getIcons': () => ok(ICONS),
    'appUser/icon/getUserIcon': (query) => ok({ userId: num(query.userId), iconIds: [1] }),
    'appUser/icon/addUserIcon': (body) => ok(body),
    'appUser/icon/someUserIcon': (body) => ok({ users: (body.userIds as unknown[]).length, icons: (body.iconIds as unknown[]).length, granted: 5 }),
    'appUser/icon/addAllUserIcon': (body) => ok({ users: 23, icons: (body.iconIds as unknown[]).length, granted: 40 }),
    'appUser/icon/importExcle': () =>
      ok({
        total: 3,
        imported: 1,
        failed: 2,
        rows: [
          { row: 2, mobile: '13900000001', realName: '王建国', ok: true },
          { row: 3, mobile: '13999999999', realName: '', ok: false, message: '没有该手机号的APP用户' },
          { row: 4, mobile: '12345', realName: '某人', ok: false, message: '手机号格式不正确' },
        ],
      }),
  };
};

/** Every call of the pages: `answers[path]` (a fixed answer or a responder) wins over the default behaviour. */
export const serveAppUsers = (answers: Record<string, Answer | Responder> = {}, initialRows = APP_USERS) => {
  recorder.calls = [];
  // Updates are kept, as the server would: a reload shows them.
  const rows = initialRows.map((row) => ({ ...row }));
  const behaviour = defaults(rows);
  const respond = async (path: string, method: string, body: Record<string, unknown>) => {
    recorder.calls.push({ url: path, method, body });
    const answer = answers[path] ?? behaviour[path];
    if (!answer) return HttpResponse.json(refusal(`unexpected call ${path}`));
    return HttpResponse.json(typeof answer === 'function' ? await answer(body) : answer);
  };
  const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());
  const readBody = async (request: Request): Promise<Record<string, unknown>> => {
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      const file = form.get('file');
      // The File of the request is undici's, not jsdom's: no instanceof here.
      const named = file && typeof file === 'object' ? (file as { name?: string; size?: number }) : null;
      return { fileName: named?.name ?? null, fileSize: named?.size ?? null, iconIds: form.get('iconIds') };
    }
    return (await request.json()) as Record<string, unknown>;
  };
  server.use(
    http.get(`${API}common/queryDataDict`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      return respond(`common/queryDataDict?type=${type}`, 'GET', {});
    }),
    http.get(`${API}user/:call`, ({ request, params }) => respond(`user/${String(params.call)}`, 'GET', query(request))),
    http.post(`${API}user/:call`, async ({ request, params }) => respond(`user/${String(params.call)}`, 'POST', await readBody(request))),
    http.get(`${API}appUser/icon/:call`, ({ request, params }) => respond(`appUser/icon/${String(params.call)}`, 'GET', query(request))),
    http.post(`${API}appUser/icon/:call`, async ({ request, params }) => respond(`appUser/icon/${String(params.call)}`, 'POST', await readBody(request))),
  );
};

export const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

/** A logged-in user whose menu 47 grants `units` (undefined: a node without dataUnits). */
export const logIn = (units?: string[] | null) => {
  const node: MenuItem = { menuId: 47, menuName: '用户管理', ...(units !== undefined ? { dataUnits: units } : {}) };
  setUserState({ token: 'token-1', menuList: [{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [node] }], userInfo: { id: 1, cnName: '管理员' } });
};

/** The three pages at `entry`, in one react-admin context (real providers); answers the router. */
export const renderAppUsers = (entry = LIST_PATH, state?: unknown) => {
  const [pathname, search = ''] = entry.split('?');
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Routes>
              <Route path={LIST_PATH} element={<AppUserListPage />} />
              <Route path={`${LIST_PATH}/edit`} element={<AppUserEditPage />} />
              <Route path={`${LIST_PATH}/authorize`} element={<AppUserAuthorizePage />} />
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

export const searchOf = (router: ReturnType<typeof renderAppUsers>) => new URLSearchParams(router.state.location.search);
