/**
 * Weekly rollups (issue 22, docs/statistics.md "Storage"): how a range is read
 * (frozen months, summed weeks, the days left), an ended week summed once by
 * the rollup step and again with any of its days that is recomputed, never for
 * a late event alone, and the pages' figures read through the weekly rows.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statWeeks } from '../../features/statistics/server/schema';
import { addDays, addMonths, beijingDay, monthOf } from '../../server/days';
import { ingestEvents, type TrackedEvent } from '../../features/statistics/server/ingest';
import { refreshStatistics } from '../../features/statistics/server/rollup';
import { ALL_INSTITUTIONS, ALL_PLATFORMS, queryRows } from '../../server/db/rows';
import { coverRange, rollupSource } from '../../features/statistics/server/source';
import { sumWeek, weekEnded, weekOf } from '../../features/statistics/server/weekly';
import type { Db } from '../../server/db/client';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';
import { newsView, noon } from '../../features/statistics/testing/events';

describe('the weeks of a range', () => {
  it('names a week by its Monday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-27')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2020-01-01')).toBe('2019-12-30');
    expect(weekEnded('2026-11-16', '2026-11-23')).toBe(true);
    expect(weekEnded('2026-11-23', '2026-11-29')).toBe(false);
  });

  it('reads the summed weeks a range holds whole and the days around them', () => {
    const weeks = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
    expect(coverRange('2026-10-29', '2026-11-27', [], weeks)).toEqual({
      months: [],
      weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
      days: [
        ['2026-10-29', '2026-11-01'],
        ['2026-11-23', '2026-11-27'],
      ],
    });
    // A week not summed yet is read as days.
    expect(coverRange('2026-11-02', '2026-11-22', [], ['2026-11-02', '2026-11-16'])).toEqual({
      months: [],
      weeks: ['2026-11-02', '2026-11-16'],
      days: [['2026-11-09', '2026-11-15']],
    });
  });

  it('reads a frozen month the range holds whole from its month, and weeks only in the days around it', () => {
    expect(coverRange('2026-09-20', '2026-11-10', ['2026-09-01', '2026-10-01'], ['2026-09-21', '2026-09-28', '2026-10-05', '2026-11-02'])).toEqual({
      months: ['2026-10-01'],
      weeks: ['2026-09-21', '2026-11-02'],
      // 2026-09-28's week runs into October, which its month covers.
      days: [
        ['2026-09-20', '2026-09-20'],
        ['2026-09-28', '2026-09-30'],
        ['2026-11-01', '2026-11-01'],
        ['2026-11-09', '2026-11-10'],
      ],
    });
    expect(coverRange('2026-11-01', '2026-11-01', [], [])).toEqual({ months: [], weeks: [], days: [['2026-11-01', '2026-11-01']] });
  });
});

describe('weekly rollups in the database', () => {
  let server: TestServer;
  let db: Db;
  // A week in a month long past that stays open while the rollup step is told "now" is in that month.
  const clock = new TestClock('2026-06-17T06:00:00Z');
  const month = addMonths(monthOf(beijingDay(clock.now())), -8);
  const week = weekOf(addDays(month, 8));
  const inMonth = noon(addDays(week, 8));

  const event = (day: string, deviceId: string, overrides: Partial<TrackedEvent> = {}) => newsView(day, { deviceId, ...overrides });

  /** The module row of `week` in stat_weekly, or of its days in stat_daily. */
  const weekly = async () =>
    (
      await queryRows<{ pv: number; uv: number }>(
        db,
        sql`SELECT pv, uv FROM stat_weekly WHERE week = ${week}::date AND grain = 1 AND module_code = 'news' AND institution_id = ${ALL_INSTITUTIONS} AND platform = ${ALL_PLATFORMS}`,
      )
    )[0];
  const daily = async () =>
    (
      await queryRows<{ pv: number; uv: number }>(
        db,
        sql`SELECT sum(pv)::int AS pv, sum(uv)::int AS uv FROM stat_daily WHERE stat_date BETWEEN ${week}::date AND ${addDays(week, 6)}::date AND NOT late AND grain = 1 AND module_code = 'news' AND institution_id = ${ALL_INSTITUTIONS} AND platform = ${ALL_PLATFORMS}`,
      )
    )[0];
  const summedAt = async () => (await db.select().from(statWeeks).where(eq(statWeeks.week, week)))[0]?.summedAt;

  beforeAll(async () => {
    server = await startTestServer({ clock });
    db = server.services.db;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('sums an ended week once, from its days', async () => {
    await ingestEvents(db, [event(week, 'device-w1'), event(week, 'device-w2'), event(week, 'device-w1'), event(addDays(week, 2), 'device-w1'), event(addDays(week, 2), 'device-w3')]);
    // Before the week ends it is read as days.
    const early = await refreshStatistics(db, noon(addDays(week, 6)));
    expect(early.weeks).not.toContain(week);
    expect(await summedAt()).toBeUndefined();

    const { weeks } = await refreshStatistics(db, inMonth);
    expect(weeks).toContain(week);
    expect(await weekly()).toEqual({ pv: 5, uv: 4 });
    expect(await weekly()).toEqual(await daily());
    expect((await refreshStatistics(db, inMonth)).weeks).toEqual([]);
  });

  it('sums a week again with a back-dated day recomputed', async () => {
    const before = await summedAt();
    await ingestEvents(db, [event(addDays(week, 4), 'device-w4')]);
    await refreshStatistics(db, inMonth);
    expect(await weekly()).toEqual({ pv: 6, uv: 5 });
    expect(await weekly()).toEqual(await daily());
    expect((await summedAt())!.getTime()).toBeGreaterThan(before!.getTime());
  });

  it('gives the pages the week from its weekly rows', async () => {
    const range = { start: addDays(week, -2), end: addDays(week, 8) };
    const pvOf = async () =>
      (
        await queryRows<{ pv: number }>(
          db,
          sql`SELECT sum(pv)::int AS pv FROM ${await rollupSource(db, range)} WHERE grain = 1 AND module_code = 'news' AND institution_id = ${ALL_INSTITUTIONS} AND platform = ${ALL_PLATFORMS}`,
        )
      )[0].pv;
    expect(await pvOf()).toBe(6);
    // Read from stat_weekly: a change there shows (then the week is summed afresh from its days).
    await db.execute(sql`UPDATE stat_weekly SET pv = pv + 100 WHERE week = ${week}::date AND grain = 1 AND module_code = 'news'`);
    expect(await pvOf()).toBe(106);
    await db.transaction(async (tx) => sumWeek(tx as unknown as Db, week));
    expect(await pvOf()).toBe(6);
  });

  it('leaves the week as it was for a late event, which counts in the correction line', async () => {
    // The month ends: the rollup step at the real time freezes it.
    const { frozen } = await refreshStatistics(db);
    expect(frozen).toContain(month);
    const before = await summedAt();
    expect(await ingestEvents(db, [event(addDays(week, 1), 'device-late')])).toEqual({ accepted: 1, late: 1 });
    await refreshStatistics(db);
    expect(await weekly()).toEqual({ pv: 6, uv: 5 });
    expect((await summedAt())!.getTime()).toBe(before!.getTime());

    const admin = await loginToken(server, 'admin', 'Admin@2026');
    const answer = await call(server, 'POST', 'business/pagePointInfo/getModuleInfo', { token: admin, body: { startDate: week, endDate: addDays(week, 6) } });
    expect(answer.data.summary).toMatchObject({ pv: 6 });
    expect(answer.data.correction).toMatchObject({ pv: 1 });
  });
});
