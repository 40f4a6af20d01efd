/** Data units (docs/permissions.md): the server refuses every call outside the units a role holds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { roleMenus, roles } from '../../server/db/schema';

const NO_UNIT = '您没有该操作的权限';
const NO_MENU = '您没有该功能的访问权限';
const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

let server: TestServer;
let admin: string;
let newsTypeId: number;

const news = (name: string, token: string, body: Record<string, unknown> = {}) => call(server, 'POST', `business/news/${name}`, { token, body });

const validNews = () => ({ title: '数据权限测试新闻', newsTypeId, content: '<p>正文</p>', releaseTime: '2026-05-01T02:00:00.000Z' });

/** A user whose role holds `grants` (menu id → units, null for every unit); answers the login. */
const userWith = async (code: string, grants: Record<number, string[] | null>) => (await loginWithGrants(server, code, grants)).login;

const expectUnitRefusal = (answer: { httpStatus: number; status: number; statusText: string }) => {
  expect(answer.httpStatus).toBe(200);
  expect(answer.status).toBe(403);
  expect(answer.statusText).toBe(NO_UNIT);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  const types = await call(server, 'POST', 'business/newsType/queryList', { token: admin, body: { pageSize: 100 } });
  newsTypeId = types.data.list[0].id;
});

afterAll(async () => {
  await server?.close();
});

describe('a role with news (9) units list and add only', () => {
  let token: string;
  let loginAnswer: Awaited<ReturnType<typeof userWith>>;
  let existing: { id: number; version: number };

  beforeAll(async () => {
    loginAnswer = await userWith('news_lister', { 48: [], 9: ['list', 'add'] });
    token = loginAnswer.data.token;
    const list = await news('queryList', admin, { pageSize: 1 });
    existing = list.data.list[0];
  });

  it('carries the units in the login answer', () => {
    expect(loginAnswer.data.menuList).toEqual([{ menuId: 48, menuName: '资讯管理', dataUnits: [], children: [{ menuId: 9, menuName: '新闻管理', dataUnits: ['list', 'add'], children: [] }] }]);
  });

  it('lists and creates news', async () => {
    const list = await news('queryList', token);
    expect(list.status).toBe(0);
    expect(list.data.total).toBeGreaterThan(0);
    const created = await news('add', token, validNews());
    expect(created.status).toBe(0);
    expect(created.data.title).toBe('数据权限测试新闻');
  });

  it('refuses the detail, update, delete and the switch-only update', async () => {
    expectUnitRefusal(await news('queryDetails', token, { id: existing.id }));
    expectUnitRefusal(await news('updateDetails', token, { id: existing.id, version: existing.version, title: '改标题' }));
    expectUnitRefusal(await news('delete', token, { id: existing.id }));
    expectUnitRefusal(await news('updateDetails', token, { id: existing.id, version: existing.version, isTop: 1 }));
    const after = await news('queryDetails', admin, { id: existing.id });
    expect(after.data.version).toBe(existing.version);
  });

  it('still refuses menus it does not hold with the menu message', async () => {
    const answer = await call(server, 'POST', 'hu/queryList', { token, body: {} });
    expect(answer.status).toBe(403);
    expect(answer.statusText).toBe(NO_MENU);
  });
});

describe('the enable unit', () => {
  it('allows an update that only sets a switch flag, not other fields', async () => {
    const { data } = await userWith('news_switcher', { 9: ['list', 'enable'] });
    const [record] = (await news('queryList', admin, { pageSize: 1 })).data.list;
    const switched = await news('updateDetails', data.token, { id: record.id, version: record.version, isTop: record.isTop ? 0 : 1, titleLabel: 'ignored' });
    expect(switched.status).toBe(0);
    expectUnitRefusal(await news('updateDetails', data.token, { id: record.id, version: switched.data.version, isTop: 1, title: '改标题' }));
  });

  it('guards the declared switch call and max-order call', async () => {
    const { data } = await userWith('version_viewer', { 22: ['list', 'modify'] });
    const [version] = (await call(server, 'POST', 'hu/queryList', { token: admin, body: { pageSize: 1 } })).data.list;
    expectUnitRefusal(await call(server, 'POST', 'hu/modifyStatus', { token: data.token, body: { id: version.id, status: 0 } }));
    expectUnitRefusal(await call(server, 'POST', 'hu/add', { token: data.token, body: {} }));
  });
});

describe('rows without data units', () => {
  it('allow every unit of the menu (NULL data_units)', async () => {
    const { data } = await userWith('legacy_news', { 48: null, 9: null });
    expect(data.menuList[0].children[0].dataUnits).toEqual(ALL_UNITS);
    const created = await news('add', data.token, validNews());
    expect(created.status).toBe(0);
    const { id, version } = created.data;
    expect((await news('queryDetails', data.token, { id })).status).toBe(0);
    const updated = await news('updateDetails', data.token, { id, version, title: '改过的标题' });
    expect(updated.status).toBe(0);
    expect((await news('delete', data.token, { id })).status).toBe(0);
  });

  it('take effect on live sessions when the grant changes', async () => {
    const { data } = await userWith('shrinking', { 9: ['list', 'delete'] });
    expect((await news('queryList', data.token)).status).toBe(0);
    const [role] = await server.services.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'shrinking'));
    await server.services.db
      .update(roleMenus)
      .set({ dataUnits: ['delete'] })
      .where(eq(roleMenus.roleId, role.id));
    expectUnitRefusal(await news('queryList', data.token));
  });
});

describe('common/queryDataUnitDict', () => {
  it('answers the six units to role administrators only', async () => {
    const answer = await call(server, 'GET', 'common/queryDataUnitDict', { token: admin });
    expect(answer.data).toEqual([
      { code: 'detail', name: '详情' },
      { code: 'list', name: '列表' },
      { code: 'add', name: '新增' },
      { code: 'modify', name: '修改' },
      { code: 'delete', name: '删除' },
      { code: 'enable', name: '启用/停用' },
    ]);
    const editor = (await login(server, 'editor', 'Editor@2026')).data.token;
    expect((await call(server, 'GET', 'common/queryDataUnitDict', { token: editor })).status).toBe(403);
  });
});
