/**
 * Issue 22 item 3: bringing one day's rollup up to date after `count` events
 * of that day (yesterday) came in. The events are ingested, then the rollup
 * step is timed; it is timed again RUNS − 1 times after marking the day dirty
 * once more (as a new event would), which recomputes the same day whole.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { addDays, beijingDay, dayStart, monthOf } from '../server/days';
import { ingestEvents, markDirty } from '../features/statistics/server/ingest';
import { refreshStatistics } from '../features/statistics/server/rollup';
import { queryRows } from '../server/db/rows';
import { RUNS, repeat, round, type Summary } from './stats';
import { eventsOfDay, type TrafficSource } from './statTraffic';

export interface DayRollup {
  day: string;
  /** The day's events in all (the history's and the added ones). */
  dayEvents: number;
  /** Whether the day's month is frozen (then only its late rows are recomputed; all the added events are late). */
  frozen: boolean;
  seconds: Summary;
}

export const measureDayRollup = async (db: Db, source: TrafficSource, count: number): Promise<DayRollup> => {
  const day = addDays(beijingDay(new Date()), -1);
  const events = eventsOfDay(source, day, count);
  for (let start = 0; start < events.length; start += 500) await ingestEvents(db, events.slice(start, start + 500));
  const seconds = await repeat(async (run) => {
    if (run > 0) await markDirty(db, [day]);
    const started = performance.now();
    await refreshStatistics(db);
    return round((performance.now() - started) / 1000, 2);
  }, RUNS);
  const [{ dayEvents }] = await queryRows<{ dayEvents: number }>(
    db,
    sql`SELECT count(*)::int AS "dayEvents" FROM stat_event WHERE occurred_at >= ${dayStart(day).toISOString()}::timestamptz AND occurred_at < ${dayStart(addDays(day, 1)).toISOString()}::timestamptz`,
  );
  const [month] = await queryRows<{ frozen: boolean }>(db, sql`SELECT frozen_at IS NOT NULL AS frozen FROM stat_month WHERE month = ${monthOf(day)}::date`);
  return { day, dayEvents, frozen: !!month?.frozen, seconds };
};
