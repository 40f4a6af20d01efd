/**
 * Statistics storage (issue 22, docs/statistics.md): monthly partitions made
 * on demand with a DEFAULT partition, daily rollups brought up to date from the
 * dirty days, frozen months whose late events only count in the correction
 * rows, and concurrent batches that lose nothing.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statDaily, statDirtyDays, statMonths } from '../../features/statistics/server/schema';
import { addDays, addMonths, beijingDay, monthOf } from '../../server/days';
import { ingestEvents } from '../../features/statistics/server/ingest';
import { listPartitions, partitionName } from '../../features/statistics/server/partitions';
import { DEFAULT_FREEZE_GRACE_DAYS, refreshStatistics } from '../../features/statistics/server/rollup';
import { ALL_INSTITUTIONS, ALL_PLATFORMS, queryRows } from '../../server/db/rows';
import type { Db } from '../../server/db/client';
import { startTestServer, type TestServer } from './helpers';
import { newsView, noon } from '../../features/statistics/testing/events';

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.services.db;
});

afterAll(async () => {
  await server?.close();
});

// The test's own clock: mid-month, so the days a few back share its month, which no rollup here freezes.
const now = new Date('2026-06-17T04:00:00Z');
const today = beijingDay(now);
const refresh = () => refreshStatistics(db, now, DEFAULT_FREEZE_GRACE_DAYS);
const event = newsView;

/**
 * A day's rollup at one grain: the row over all institutions and platforms
 * (ALL_INSTITUTIONS), the per-platform rows of all institutions summed
 * (`perPlatform`), or one institution's per-platform rows summed.
 */
const rollupRow = async (day: string, grain: number, late = false, institutionId = ALL_INSTITUTIONS, perPlatform = false) => {
  const platform = institutionId === ALL_INSTITUTIONS && !perPlatform ? eq(statDaily.platform, ALL_PLATFORMS) : ne(statDaily.platform, ALL_PLATFORMS);
  const rows = await db
    .select({ pv: sql<number>`sum(pv)::int`, uv: sql<number>`sum(uv)::int` })
    .from(statDaily)
    .where(
      and(
        eq(statDaily.statDate, day),
        eq(statDaily.grain, grain),
        eq(statDaily.late, late),
        eq(statDaily.institutionId, institutionId),
        platform,
        grain > 0 ? eq(statDaily.moduleCode, 'news') : undefined,
      ),
    );
  return { pv: rows[0]?.pv ?? 0, uv: rows[0]?.uv ?? 0 };
};

const countEvents = async (where = sql`true`) => {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stat_event WHERE ${where}`);
  return row.n;
};

describe('statistics storage', () => {
  it('makes the month partition on demand and counts PV and UV (distinct devices) per day and grain', async () => {
    const day = addDays(today, -1);
    await ingestEvents(db, [event(day), event(day), event(day, { deviceId: 'device-0002' }), event(day, { eventType: 'click' })]);
    expect(await listPartitions(db)).toContain(partitionName(monthOf(day)));
    expect(await db.select().from(statDirtyDays).where(eq(statDirtyDays.statDate, day))).toHaveLength(1);
    await refresh();
    expect(await db.select().from(statDirtyDays)).toHaveLength(0);
    for (const grain of [0, 1, 2, 3, 4]) expect(await rollupRow(day, grain)).toEqual({ pv: 3, uv: 2 });
    for (const grain of [0, 1, 2, 3, 4]) expect(await rollupRow(day, grain, false, ALL_INSTITUTIONS, true)).toEqual({ pv: 3, uv: 2 });
    // The same events without a member institution: institution 0's rows say the same.
    for (const grain of [0, 1, 2, 3, 4]) expect(await rollupRow(day, grain, false, 0)).toEqual({ pv: 3, uv: 2 });
  });

  it('rolls up over all platforms and per platform: a device seen on two counts once over all, once on each', async () => {
    const day = addDays(today, -5);
    await ingestEvents(db, [event(day), event(day, { platform: 'android' }), event(day, { platform: 'android', deviceId: 'device-0010' })]);
    await refresh();
    for (const grain of [0, 4]) {
      expect(await rollupRow(day, grain)).toEqual({ pv: 3, uv: 2 });
      expect(await rollupRow(day, grain, false, ALL_INSTITUTIONS, true)).toEqual({ pv: 3, uv: 3 });
    }
  });

  it('rolls up once over all institutions and once per institution: a device seen under two counts once in all', async () => {
    const day = addDays(today, -3);
    const first = { institutionId: 21 };
    const second = { institutionId: 22 };
    await ingestEvents(db, [event(day, first), event(day, first), event(day, second), event(day, { ...second, deviceId: 'device-0009' })]);
    await refresh();
    for (const grain of [0, 4]) {
      expect(await rollupRow(day, grain)).toEqual({ pv: 4, uv: 2 });
      expect(await rollupRow(day, grain, false, 21)).toEqual({ pv: 2, uv: 1 });
      expect(await rollupRow(day, grain, false, 22)).toEqual({ pv: 2, uv: 2 });
    }
  });

  it('moves rows the DEFAULT partition took into a month partition made later', async () => {
    const month = addMonths(monthOf(today), -6);
    const day = addDays(month, 3);
    expect(await listPartitions(db)).not.toContain(partitionName(month));
    await db.execute(
      sql`INSERT INTO stat_event (occurred_at, event_type, module_code, page_type, device_id, platform) VALUES (${noon(day).toISOString()}::timestamptz, 'view', 'news', 'list', 'device-direct', 'web')`,
    );
    expect(await countEvents(sql`tableoid = 'stat_event_default'::regclass`)).toBe(1);
    await ingestEvents(db, [event(day)]);
    expect(await countEvents(sql`tableoid = 'stat_event_default'::regclass`)).toBe(0);
    expect(await countEvents(sql`tableoid = ${partitionName(month)}::regclass`)).toBe(2);
  });

  it('freezes an ended month: a late event is kept, marked late and counted only in the correction rows', async () => {
    const month = addMonths(monthOf(today), -2);
    const day = addDays(month, 9);
    await ingestEvents(db, [event(day), event(day, { deviceId: 'device-0003' })]);
    const { frozen } = await refresh();
    expect(frozen).toContain(month);
    const [row] = await db.select().from(statMonths).where(eq(statMonths.month, month));
    expect(row.frozenAt).not.toBeNull();
    const before = await rollupRow(day, 1);
    expect(before).toEqual({ pv: 2, uv: 2 });
    const [monthly] = await queryRows<{ pv: number; uv: number }>(
      db,
      sql`SELECT sum(pv)::int AS pv, sum(uv)::int AS uv FROM stat_monthly WHERE month = ${month}::date AND grain = 1 AND institution_id = ${ALL_INSTITUTIONS} AND platform = ${ALL_PLATFORMS}`,
    );
    expect(monthly).toEqual({ pv: 2, uv: 2 });

    const result = await ingestEvents(db, [event(day, { deviceId: 'device-late' })]);
    expect(result).toEqual({ accepted: 1, late: 1 });
    await refresh();
    expect(await rollupRow(day, 1)).toEqual(before);
    expect(await rollupRow(day, 1, true)).toEqual({ pv: 1, uv: 1 });
    expect(await countEvents(sql`late`)).toBe(1);
  });

  it('loses no event when batches are ingested at the same time, all making the same new partition', async () => {
    const day = addDays(addMonths(monthOf(today), -4), 5);
    expect(await listPartitions(db)).not.toContain(partitionName(monthOf(day)));
    const before = await countEvents();
    const batch = (prefix: string) => Array.from({ length: 400 }, (_, index) => event(day, { deviceId: `${prefix}-${index % 50}`, contentId: (index % 9) + 1 }));
    const results = await Promise.all([ingestEvents(db, batch('a')), ingestEvents(db, batch('b')), ingestEvents(db, batch('c'))]);
    expect(results.map((result) => result.accepted)).toEqual([400, 400, 400]);
    expect(await countEvents()).toBe(before + 1200);
    await refresh();
    expect((await rollupRow(day, 1)).pv).toBe(1200);
    expect((await rollupRow(day, 1)).uv).toBe(150);
  });

  it('keeps an ended month open through the grace period, so events sent just after midnight count in it', async () => {
    const month = addMonths(monthOf(today), -9);
    const lastDay = addDays(addMonths(month, 1), -1);
    const nextMonth = addMonths(month, 1);
    await ingestEvents(db, [event(lastDay, { deviceId: 'device-g1' })]);
    // The last day of grace: the month is still open and a straggler counts in its figures.
    const inGrace = noon(addDays(nextMonth, DEFAULT_FREEZE_GRACE_DAYS - 1));
    expect((await refreshStatistics(db, inGrace, DEFAULT_FREEZE_GRACE_DAYS)).frozen).not.toContain(month);
    expect(await ingestEvents(db, [event(lastDay, { deviceId: 'device-g2' })])).toEqual({ accepted: 1, late: 0 });
    // The day after the grace period the month freezes with both events; a later one is a correction.
    const afterGrace = noon(addDays(nextMonth, DEFAULT_FREEZE_GRACE_DAYS));
    expect((await refreshStatistics(db, afterGrace, DEFAULT_FREEZE_GRACE_DAYS)).frozen).toContain(month);
    expect(await rollupRow(lastDay, 1)).toEqual({ pv: 2, uv: 2 });
    expect(await ingestEvents(db, [event(lastDay, { deviceId: 'device-g3' })])).toEqual({ accepted: 1, late: 1 });
    await refreshStatistics(db, afterGrace, DEFAULT_FREEZE_GRACE_DAYS);
    expect(await rollupRow(lastDay, 1)).toEqual({ pv: 2, uv: 2 });
    expect(await rollupRow(lastDay, 1, true)).toEqual({ pv: 1, uv: 1 });
  });

  it('freezes at the first rollup after the month with no grace period (STAT_FREEZE_GRACE_DAYS=0)', async () => {
    const month = addMonths(monthOf(today), -11);
    const nextMonth = addMonths(month, 1);
    await ingestEvents(db, [event(addDays(month, 20), { deviceId: 'device-z1' })]);
    expect((await refreshStatistics(db, noon(addDays(month, 27)), 0)).frozen).not.toContain(month);
    expect((await refreshStatistics(db, noon(nextMonth), 0)).frozen).toContain(month);
  });
});
