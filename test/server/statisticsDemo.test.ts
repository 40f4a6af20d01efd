/**
 * The demo traffic (docs/statistics.md): generated through the ingestion
 * path, about the declared modules' real content, with a weekday rhythm,
 * several platforms and institutions, rolled up and frozen, with a few late
 * events in last month's correction line; seeded once per database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceByName } from '../../resources';
import { tableOf } from '../../server/resources/columns';
import { seedDemoTraffic, type DemoTrafficResult } from '../../features/statistics/server/demo/seedTraffic';
import { queryRows } from '../../server/db/rows';
import { call, loginToken, startTestServer, type TestServer } from './helpers';

let server: TestServer;
let result: DemoTrafficResult | null;

beforeAll(async () => {
  server = await startTestServer();
  result = await seedDemoTraffic(server.services.db, { days: 70, baseSessions: 4 });
});

afterAll(async () => {
  await server?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.db, query);

describe('demo traffic', () => {
  it('goes through ingestion: every generated event is stored, and last month has late events', async () => {
    expect(result!.events).toBeGreaterThan(1000);
    const [stored] = await rows<{ n: number; late: number }>(sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE late)::int AS late FROM stat_event`);
    expect(stored.n).toBe(result!.events + result!.late);
    expect(stored.late).toBe(result!.late);
    expect(result!.late).toBeGreaterThan(0);
    expect(result!.downloads).toBeGreaterThan(0);
    expect(result!.disclosureQueries).toBeGreaterThan(0);
  });

  it('names real news items only, which the pages show by their titles', async () => {
    const news = resourceByName('news')!;
    const { table, columns } = tableOf(news);
    const titles = new Map((await server.services.db.select({ id: columns.id, title: columns.title }).from(table)).map((row) => [row.id as number, row.title as string]));
    const seen = await rows<{ content_id: number }>(sql`SELECT DISTINCT content_id FROM stat_event WHERE module_code = 'news' AND content_id <> 0`);
    expect(seen.length).toBeGreaterThan(5);
    for (const row of seen) expect(titles.has(row.content_id)).toBe(true);
    const admin = await loginToken(server, 'admin', 'Admin@2026');
    const detail = await call(server, 'POST', 'business/pagePointInfo/getDetailInfo', { token: admin, body: { moduleCode: 'news', pageSize: 100 } });
    const items = detail.data.list.filter((row: { contentId: number }) => row.contentId > 0);
    expect(items.length).toBeGreaterThan(5);
    for (const row of items) expect(row.contentTitle).toBe(titles.get(row.contentId));
  });

  it("counts an event under an institution only when it has a signed-in user, and then under that user's own", async () => {
    // The user's own institution is the member unit they are linked to by id (docs/app-users.md).
    const [counted] = await rows<{ mismatched: number; staff: number }>(sql`
      SELECT count(*) FILTER (WHERE (e.app_user_id = 0 AND e.institution_id <> 0) OR (e.app_user_id <> 0 AND (u.id IS NULL OR u.login_enabled <> 1 OR e.institution_id <> coalesce(u.member_unit_id, 0))))::int AS mismatched,
        count(*) FILTER (WHERE e.institution_id > 0)::int AS staff
      FROM stat_event e LEFT JOIN sys_app_user u ON u.id = e.app_user_id`);
    expect(counted.staff).toBeGreaterThan(100);
    expect(counted.mismatched).toBe(0);
  });

  it('has a weekday rhythm, several platforms and institutions, and a few popular items', async () => {
    const [rhythm] = await rows<{ weekday: number; weekend: number }>(sql`
      SELECT avg(pv) FILTER (WHERE extract(isodow FROM stat_date) < 6)::float AS weekday, avg(pv) FILTER (WHERE extract(isodow FROM stat_date) >= 6)::float AS weekend
      FROM (SELECT stat_date, sum(pv) AS pv FROM stat_daily WHERE grain = 0 AND institution_id = -1 AND platform = '' AND NOT late GROUP BY stat_date) AS days`);
    expect(rhythm.weekday).toBeGreaterThan(rhythm.weekend * 1.5);
    const platforms = await rows<{ platform: string }>(sql`SELECT DISTINCT platform FROM stat_event`);
    expect(platforms.map((row) => row.platform).sort()).toEqual(['android', 'h5', 'ios', 'web']);
    const [{ institutions }] = await rows<{ institutions: number }>(sql`SELECT count(DISTINCT institution_id)::int AS institutions FROM stat_event WHERE institution_id > 0`);
    expect(institutions).toBeGreaterThan(2);
    const top = await rows<{ pv: number }>(
      sql`SELECT sum(pv)::int AS pv FROM stat_daily WHERE grain = 4 AND institution_id = -1 AND platform = '' AND module_code = 'news' GROUP BY content_id ORDER BY pv DESC`,
    );
    expect(top[0].pv).toBeGreaterThan(top[Math.floor(top.length / 2)].pv * 3);
  });

  it('is rolled up: the rollups agree with the raw events, and no day is left dirty', async () => {
    const [raw] = await rows<{ pv: number }>(sql`SELECT count(*)::int AS pv FROM stat_event WHERE event_type = 'view' AND NOT late`);
    const [rolled] = await rows<{ pv: number }>(sql`SELECT sum(pv)::int AS pv FROM stat_daily WHERE grain = 0 AND institution_id = -1 AND platform = '' AND NOT late`);
    expect(rolled.pv).toBe(raw.pv);
    expect(await rows(sql`SELECT * FROM stat_dirty_day`)).toEqual([]);
    const [frozen] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stat_month WHERE frozen_at IS NOT NULL`);
    expect(frozen.n).toBeGreaterThanOrEqual(2);
  });

  it('is seeded once per database', async () => {
    expect(await seedDemoTraffic(server.services.db, { days: 3 })).toBeNull();
  });
});
