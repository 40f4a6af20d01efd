/**
 * What the server keeps instead of re-reading: the trigger-kept row counts that
 * answer an unfiltered list's total (server/resources/rowCounts.ts), and the
 * role grants cached per session against a trigger-kept counter
 * (server/auth/grantsCache.ts). Both must follow writes made by any code,
 * including raw SQL, rolled-back transactions and TRUNCATE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: string;

const newsTotal = async (body: Record<string, unknown> = {}) => {
  const answer = await call(server, 'POST', 'business/news/queryList', { token: admin, body: { pageNum: 1, pageSize: 10, ...body } });
  expect(answer.status).toBe(0);
  return answer.data.total as number;
};

const countedRows = async () => {
  const result = (await server.services.db.execute(sql`SELECT count(*)::int AS n FROM res_news`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0].n;
};

const insertNews = (title: string) => sql`
  INSERT INTO res_news (title, news_type_id, content, release_time, is_top, order_seq)
  SELECT ${title}, id, '<p>x</p>', now(), 0, 1 FROM res_news_type ORDER BY id LIMIT 1`;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
});

afterAll(async () => {
  await server?.close();
});

describe('an unfiltered list total', () => {
  it('equals count(*) after inserts made by raw SQL', async () => {
    await server.services.db.execute(insertNews('计数一'));
    await server.services.db.execute(insertNews('计数二'));
    expect(await newsTotal()).toBe(await countedRows());
  });

  it('is unchanged by an insert whose transaction rolls back', async () => {
    const before = await newsTotal();
    await expect(
      server.services.db.transaction(async (tx) => {
        await tx.execute(insertNews('回滚的新闻'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await newsTotal()).toBe(before);
    expect(await newsTotal()).toBe(await countedRows());
  });

  it('drops by the rows a delete removes', async () => {
    const before = await newsTotal();
    await server.services.db.execute(sql`DELETE FROM res_news WHERE title IN ('计数一', '计数二')`);
    expect(await newsTotal()).toBe(before - 2);
  });

  it('agrees with a filtered count, and answers a page past the end', async () => {
    const total = await newsTotal();
    expect(await newsTotal({ title: '' })).toBe(total);
    const beyond = await call(server, 'POST', 'business/news/queryList', { token: admin, body: { pageNum: 9999, pageSize: 10 } });
    expect(beyond.data).toMatchObject({ list: [], total });
  });

  it('is 0 after TRUNCATE', async () => {
    await server.services.db.execute(sql`TRUNCATE res_news`);
    expect(await newsTotal()).toBe(0);
    await server.services.db.execute(insertNews('清空后的新闻'));
    expect(await newsTotal()).toBe(1);
  });
});

describe('the role grants of a live session', () => {
  it('follow a grant removed by raw SQL on the very next call', async () => {
    const token = (await login(server, 'editor', 'Editor@2026')).data.token;
    expect((await call(server, 'POST', 'business/news/queryList', { token, body: {} })).status).toBe(0);
    await server.services.db.execute(sql`
      DELETE FROM sys_role_menu WHERE menu_id = 9 AND role_id = (SELECT role.id FROM sys_role role JOIN sys_user u ON u.role_code = role.code WHERE u.login_name = 'editor')`);
    const refused = await call(server, 'POST', 'business/news/queryList', { token, body: {} });
    expect(refused.status).toBe(403);
  });

  it('follow a role disabled by raw SQL, and come back when it is enabled again', async () => {
    const token = (await login(server, 'admin', 'Admin@2026')).data.token;
    await server.services.db.execute(sql`UPDATE sys_role SET status = 0 WHERE code = 'admin'`);
    expect((await call(server, 'POST', 'business/newsType/queryList', { token, body: {} })).status).toBe(403);
    await server.services.db.execute(sql`UPDATE sys_role SET status = 1 WHERE code = 'admin'`);
    expect((await call(server, 'POST', 'business/newsType/queryList', { token, body: {} })).status).toBe(0);
  });

  it('are not bumped by a rolled-back grant change', async () => {
    const token = (await login(server, 'admin', 'Admin@2026')).data.token;
    await expect(
      server.services.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE sys_role SET status = 0 WHERE code = 'admin'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await call(server, 'POST', 'business/newsType/queryList', { token, body: {} })).status).toBe(0);
  });
});
