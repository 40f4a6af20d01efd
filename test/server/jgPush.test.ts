/**
 * Pushes to the app's users (business/jgPush/jgPush): a push of a news item or
 * an announcement is recorded with who and when; the same item is refused
 * again within 10 minutes, an unknown item, a membership service (not an
 * announcement) and a caller without the menu's 'modify' unit are refused,
 * and a refusal records nothing. queryLastPush tells each item's last push.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { jgPushRecords } from '../../server/db/schema';

const PUSH = 'business/jgPush/jgPush';
const LAST = 'business/jgPush/queryLastPush';

let server: TestServer;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const records = () => server.services.db.select().from(jgPushRecords).orderBy(jgPushRecords.id);

const expectRefused = (answer: { status: number; statusText: string }, message: string) => {
  expect(answer.statusText).toBe(message);
  expect(answer.status).not.toBe(0);
};

/** A user whose role holds `menuId` with only `units`. */
const userWith = async (code: string, menuId: number, units: string[]) => (await loginWithGrants(server, code, { [menuId]: units })).token;

const firstRow = async (api: string, filter: Record<string, unknown> = {}) => (await post(`${api}/queryList`, { pageSize: 1, ...filter })).data.list[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
});

describe('business/jgPush/jgPush', () => {
  it('records a push of a news item with who, when and the stored title', async () => {
    const news = await firstRow('business/news');
    const before = Date.now();
    const answer = await post(PUSH, { module: 'news', id: news.id, title: '客户端送来的标题' }, editor);
    expect(answer).toMatchObject({ status: 0, statusText: '推送成功', data: { module: 'news', itemId: news.id, title: news.title, pushedBy: 'editor' } });
    const rows = await records();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ module: 'news', itemId: news.id, title: news.title, pushedBy: 'editor' });
    expect(rows[0].pushedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0].pushedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses the same item again within 10 minutes, naming the time of the push, and records nothing', async () => {
    const news = await firstRow('business/news');
    const [pushed] = await records();
    const time = new Date(pushed.pushedAt.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
    expectRefused(await post(PUSH, { module: 'news', id: news.id, title: news.title }), `该内容已于${time}推送，请勿重复推送`);
    expect(await records()).toHaveLength(1);
  });

  it('pushes it again once 10 minutes have passed', async () => {
    const news = await firstRow('business/news');
    await server.services.db
      .update(jgPushRecords)
      .set({ pushedAt: sql`now() - interval '11 minutes'` })
      .where(eq(jgPushRecords.itemId, news.id));
    expect((await post(PUSH, { module: 'news', id: news.id })).status).toBe(0);
    expect(await records()).toHaveLength(2);
  });

  it('pushes an announcement but refuses a membership service, an unknown item, a bad id or module', async () => {
    const announcement = await firstRow('business/membership', { serviceType: 1 });
    const service = await firstRow('business/membership', { serviceType: 2 });
    expect((await post(PUSH, { module: 'membership', id: announcement.id })).data).toMatchObject({ module: 'membership', title: announcement.title, pushedBy: 'admin' });
    const count = (await records()).length;
    expectRefused(await post(PUSH, { module: 'membership', id: service.id }), '该公告不支持推送');
    expectRefused(await post(PUSH, { module: 'news', id: 999_999 }), '该新闻不存在或已被删除，无法推送');
    expectRefused(await post(PUSH, { module: 'membership', id: 999_999 }), '该公告不存在或已被删除，无法推送');
    expectRefused(await post(PUSH, { module: 'news', id: 'abc' }), '记录编号必须是正整数');
    expectRefused(await post(PUSH, { module: 'policy', id: 1 }), '推送模块不正确');
    expect(await records()).toHaveLength(count);
  });

  it("needs the modify unit of the item's menu", async () => {
    const news = await firstRow('business/news');
    const announcement = await firstRow('business/membership', { serviceType: 1 });
    const reader = await userWith('news_reader', 9, ['list', 'detail']);
    const count = (await records()).length;
    expectRefused(await post(PUSH, { module: 'news', id: news.id }, reader), '您没有该操作的权限');
    // The editor holds news (menu 9) but not the announcements (menu 51).
    expectRefused(await post(PUSH, { module: 'membership', id: announcement.id }, editor), '您没有该操作的权限');
    const outsider = await userWith('chart_only', 65, ['list', 'modify']);
    expectRefused(await post(PUSH, { module: 'news', id: news.id }, outsider), '您没有该功能的访问权限');
    expect((await call(server, 'POST', PUSH, { body: { module: 'news', id: news.id } })).status).toBe(401);
    expect(await records()).toHaveLength(count);
  });
});

describe('business/jgPush/queryLastPush', () => {
  it('answers the last push of each listed item, nothing for the others', async () => {
    const list = (await post('business/news/queryList', { pageSize: 3 })).data.list as Array<{ id: number }>;
    const rows = (await records()).filter((row) => row.module === 'news');
    const last = rows.at(-1)!;
    const answer = await post(LAST, { module: 'news', ids: list.map((row) => row.id) }, editor);
    expect(answer.status).toBe(0);
    expect(answer.data).toEqual({ [last.itemId]: last.pushedAt.toISOString() });
  });

  it('refuses a bad id list and a caller without the list unit', async () => {
    expectRefused(await post(LAST, { module: 'news', ids: 'x' }), '记录编号列表不正确');
    expectRefused(await post(LAST, { module: 'news', ids: [0] }), '记录编号列表不正确');
    expectRefused(await post(LAST, { module: 'membership', ids: [1] }, editor), '您没有该操作的权限');
  });
});
