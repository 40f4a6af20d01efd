/** The operation log (docs/operation-log.md): what the writes record, and system/operationLog/* for menu 79. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { call, login, passwordBody, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

/** The test's time: 00:30 on 16 March 2026 in Beijing. */
const clock = new TestClock('2026-03-15T16:30:00Z');
import { operationLog, roleMenus, roles } from '../../server/db/schema';

let server: TestServer;
let admin: string;
let editor: string;
let newsTypeId: number;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });

/** The log rows of one call path, newest first. */
const rowsOf = (path: string) => server.services.db.select().from(operationLog).where(eq(operationLog.path, path)).orderBy(desc(operationLog.id));

const news = (title: string) => ({ title, newsTypeId, content: '<p>正文</p>', releaseTime: '2026-11-20 09:00', source: '协会' });

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  editor = (await login(server, 'editor', 'Editor@2026')).data.token;
  newsTypeId = (await post('business/newsType/queryList', { pageSize: 1 })).data.list[0].id;
});

afterAll(async () => {
  await server?.close();
});

describe('the writes of a declared resource', () => {
  it('logs a create with the stored record as after, an update with before and after, a delete with before', async () => {
    const created = await post('business/news/add', news('操作日志测试新闻'));
    expect(created.status).toBe(0);
    const { id, version } = created.data;
    const [add] = await rowsOf('business/news/add');
    expect(add).toMatchObject({
      action: 'create',
      menuId: 9,
      recordId: String(id),
      operatorLoginName: 'admin',
      operatorCnName: expect.any(String),
      before: null,
      summary: '新闻管理：操作日志测试新闻',
    });
    expect(add.after).toMatchObject({ id, title: '操作日志测试新闻', source: '协会', version: 0 });

    expect((await post('business/news/updateDetails', { id, version, title: '改过的标题' })).status).toBe(0);
    const updates = await rowsOf('business/news/updateDetails');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ action: 'update', recordId: String(id), before: { title: '操作日志测试新闻', version: 0 }, after: { title: '改过的标题', version: 1 } });

    expect((await post('business/news/delete', { id })).status).toBe(0);
    const deletes = await rowsOf('business/news/delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ action: 'delete', recordId: String(id), before: { id, title: '改过的标题' }, after: null });
    // The declared calls log themselves only: the central hook adds nothing.
    expect(await rowsOf('business/news/add')).toHaveLength(1);
  });

  it('leaves no row for a refused update (stale version, bad field) or a read', async () => {
    const { id } = (await post('business/news/add', news('版本冲突测试'))).data;
    const before = (await rowsOf('business/news/updateDetails')).length;
    expect((await post('business/news/updateDetails', { id, version: 7, title: '不会保存' })).data).toEqual({ conflict: true });
    expect((await post('business/news/updateDetails', { id, version: 0, title: '' })).status).toBe(-1);
    expect((await post('business/news/delete', { id: 99_999_999 })).statusText).toBe('记录不存在或已被删除');
    expect(await rowsOf('business/news/updateDetails')).toHaveLength(before);
    expect(await rowsOf('business/news/delete')).toHaveLength(1);
    expect((await post('business/news/queryList', {})).status).toBe(0);
    expect((await post('business/news/queryDetails', { id })).status).toBe(0);
    expect(await rowsOf('business/news/queryList')).toHaveLength(0);
    expect(await rowsOf('business/news/queryDetails')).toHaveLength(0);
  });
});

describe('the bespoke calls (the central hook)', () => {
  it('logs a user added with its body as after, without any password field', async () => {
    const body = { loginName: 'audit_user', cnName: '审计用户', phone: '13912345670', roleCode: 'editor', postCode: 'business_specialist', ...(await passwordBody(server, 'loginPwd', 'Start@2026')) };
    const added = await post('user/addCenterUser', body);
    expect(added.statusText).toBe('操作成功');
    const rows = await rowsOf('user/addCenterUser');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', menuId: 2, recordId: String(added.data.id), before: null, after: { loginName: 'audit_user', cnName: '审计用户' }, summary: '审计用户' });
    // Field names only: the logged public key is random base64, which may spell "pwd" by chance.
    const after = rows[0].after as Record<string, unknown>;
    expect(Object.keys(after).filter((key) => /pwd|password|hash/i.test(key))).toEqual([]);
    expect(Object.values(after)).not.toContain((body as Record<string, unknown>).loginPwd);
    expect(Object.values(after)).not.toContain(body.plainPwd);
  });

  it('logs a body holding NUL or a lone surrogate in a key it ignores, with that text made storable', async () => {
    // The demo chart's save: its body is logged as sent.
    const { version } = (await post('business/associationProductChart/queryAssociationProductChartDetail', {})).data;
    const saved = await post('business/associationProductChart/updateAssociationProductChart', { version, title: '图谱', extra: 'a\u0000b', note: 'x\udbf7' });
    expect(saved.status).toBe(0);
    const [row] = await rowsOf('business/associationProductChart/updateAssociationProductChart');
    expect(row.after).toMatchObject({ title: '图谱', extra: 'ab', note: 'x\ufffd' });
  });

  it('logs a role switched as an update, and nothing for a refused one', async () => {
    const roles = (await post('role/queryRoleList', { pageSize: 100 })).data.list as { id: number; code: string }[];
    const editorRole = roles.find((role) => role.code === 'editor')!;
    const adminRole = roles.find((role) => role.code === 'admin')!;
    expect((await post('role/switchStatus', { id: adminRole.id, status: 0 })).status).toBe(-1);
    expect(await rowsOf('role/switchStatus')).toHaveLength(0);
    expect((await post('role/switchStatus', { id: editorRole.id, status: 1 })).status).toBe(0);
    const rows = await rowsOf('role/switchStatus');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', menuId: 54, recordId: String(editorRole.id), after: { id: editorRole.id, status: 1 } });
  });
});

describe('login and logout', () => {
  it('logs a successful login and a logout with the user and the address, not a failed login', async () => {
    const failed = await login(server, 'editor', 'Wrong@2026', {}, '10.1.2.3');
    expect(failed.status).toBe(-1);
    const answer = await login(server, 'editor', 'Editor@2026', {}, '10.1.2.4');
    const [entry] = await rowsOf('user/login');
    expect(entry).toMatchObject({ action: 'login', operatorId: answer.data.id, operatorLoginName: 'editor', ip: '10.1.2.4' });
    expect((await rowsOf('user/login')).filter((row) => row.ip === '10.1.2.3')).toHaveLength(0);
    expect((await call(server, 'GET', 'user/logout', { token: answer.data.token })).status).toBe(0);
    const [logout] = await rowsOf('user/logout');
    expect(logout).toMatchObject({ action: 'logout', operatorId: answer.data.id, operatorLoginName: 'editor' });
  });
});

describe('system/operationLog/queryList and queryById', () => {
  beforeAll(async () => {
    // At least twelve entries, whichever tests ran before.
    for (let index = 0; index < 12; index += 1) await login(server, 'admin', 'Admin@2026');
  });

  it('refuses a user without menu 79', async () => {
    const answer = await post('system/operationLog/queryList', {}, editor);
    expect(answer.status).toBe(403);
    expect((await post('system/operationLog/queryById', { id: 1 }, editor)).status).toBe(403);
  });

  it('lists newest first, ten by default, with the total and the menu name', async () => {
    const answer = await post('system/operationLog/queryList', {});
    expect(answer.status).toBe(0);
    const { list, total } = answer.data;
    expect(list).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    const ids = list.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const news = (await post('system/operationLog/queryList', { menuId: 9, action: 'delete' })).data.list;
    expect(news[0]).toMatchObject({ menuId: 9, menuName: '新闻管理', action: 'delete', path: 'business/news/delete' });
    expect(news[0]).not.toHaveProperty('before');
    const page2 = (await post('system/operationLog/queryList', { pageNum: 2, pageSize: 3 })).data.list.map((row: { id: number }) => row.id);
    expect(page2).toEqual(ids.slice(3, 6));
  });

  it('filters by operator (login or Chinese name, a part), action and date range', async () => {
    const byLogin = (await post('system/operationLog/queryList', { operator: 'EDIT', pageSize: 100 })).data;
    expect(byLogin.total).toBeGreaterThan(0);
    expect(byLogin.list.every((row: { operatorLoginName: string }) => row.operatorLoginName === 'editor')).toBe(true);
    const logins = (await post('system/operationLog/queryList', { action: 'login', pageSize: 100 })).data.list;
    expect(logins.length).toBeGreaterThanOrEqual(3);
    expect(logins.every((row: { action: string }) => row.action === 'login')).toBe(true);
    // The test's day in Beijing (00:30 there, still the day before in UTC): every row of this test is on it.
    const today = '2026-03-16';
    const all = (await post('system/operationLog/queryList', {})).data.total;
    expect((await post('system/operationLog/queryList', { startTime: today, endTime: today })).data.total).toBe(all);
    expect((await post('system/operationLog/queryList', { startTime: '2020-01-01', endTime: '2020-12-31' })).data).toEqual({ list: [], total: 0 });
    expect((await post('system/operationLog/queryList', { action: 'drop' })).statusText).toBe('动作不正确');
    expect((await post('system/operationLog/queryList', { startTime: '2026-02-30' })).statusText).toBe('开始日期格式不正确，应为 YYYY-MM-DD');
  });

  it('answers one entry with before and after', async () => {
    const [row] = await rowsOf('business/news/updateDetails');
    const answer = await post('system/operationLog/queryById', { id: row.id });
    expect(answer.data).toMatchObject({ id: row.id, action: 'update', menuName: '新闻管理', before: { title: '操作日志测试新闻' }, after: { title: '改过的标题' } });
    expect((await post('system/operationLog/queryById', { id: 99_999_999 })).statusText).toBe('日志不存在');
  });
});

describe('migration 0010 on an existing database', () => {
  it('grants menu 79 with every data unit to the admin role that lacks it', async () => {
    const { db } = server.services;
    const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
    const grantOf79 = and(eq(roleMenus.roleId, admin.id), eq(roleMenus.menuId, 79));
    await db.delete(roleMenus).where(grantOf79);
    const migration = readFileSync(new URL('../../server/db/migrations/0010_operation_log.sql', import.meta.url), 'utf8');
    const grant = migration.split('--> statement-breakpoint').at(-1)!;
    await db.execute(sql.raw(grant));
    await db.execute(sql.raw(grant)); // a second run changes nothing
    expect(await db.select({ dataUnits: roleMenus.dataUnits }).from(roleMenus).where(grantOf79)).toEqual([{ dataUnits: ['detail', 'list', 'add', 'modify', 'delete', 'enable'] }]);
  });
});
