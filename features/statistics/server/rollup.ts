/**
 * The rollup step: brings stat_daily up to date with the raw events, run
 * before every statistics read and on a timer (bin/serve.ts). Only dirty
 * days are read from stat_event: in steady state that is today, plus the
 * rare day a late or back-dated event touched.
 * - A dirty day is recomputed whole (delete and insert of its rows) in one
 *   transaction under the `rollup` lock, and its dirty mark removed only at
 *   the generation read under that lock (server/db/schema.ts, statDirtyDays).
 * - A month that ended more than the grace period ago (STAT_FREEZE_GRACE_DAYS,
 *   3 by default: phones send events a few minutes after midnight, or after a
 *   day offline, and those belong in the month's figures) is frozen once: its dirty days are brought up to
 *   date, then under the exclusive `freeze` lock (no ingestion in flight) the
 *   last ones are and the month is marked frozen. From then on ingestion marks
 *   the month's events late, and a recompute of its days touches only the late
 *   rows, so the frozen figures never change, even if old partitions are
 *   archived away. Its monthly rows (stat_monthly) are written then, once.
 * - A week that has ended is summed into stat_weekly, and summed again with
 *   any of its days that is recomputed (features/statistics/server/weekly.ts).
 */
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { statDaily, statDirtyDays, statMonths } from './schema';
import { addMonths, beijingDay, dayStart, addDays, monthOf } from '../../../server/days';
import { liftStatementTimeout } from '../../../server/db/statementTimeout';
import { lockExclusive } from './locks';
import { sumMonth } from './monthly';
import { sumEndedWeeks, sumWeeksOf } from './weekly';
import { ALL_INSTITUTIONS, ALL_PLATFORMS } from '../../../server/db/rows';

/** The grain of a rollup row from GROUPING(module_code, category1_id, category2_id, content_id). */
const GRAIN = sql`CASE GROUPING(module_code, category1_id, category2_id, content_id) WHEN 15 THEN 0 WHEN 7 THEN 1 WHEN 3 THEN 2 WHEN 1 THEN 3 ELSE 4 END`;

/** The keys of each grain, coarsest first. */
const LEVEL_KEYS = [[], ['module_code'], ['module_code', 'category1_id'], ['module_code', 'category1_id', 'category2_id'], ['module_code', 'category1_id', 'category2_id', 'content_id']];

/**
 * Every grain rolled up three times: over all institutions and platforms (what
 * most reads sum), over all institutions per platform, and per institution and
 * platform (the institution views).
 */
const GROUPING_SETS = sql.raw([[], ['platform'], ['platform', 'institution_id']].flatMap((outer) => LEVEL_KEYS.map((keys) => `(${[...outer, ...keys].join(', ')})`)).join(', '));

/** The Beijing day of an event, whatever the session's time zone. */
const EVENT_DAY = sql`((occurred_at AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/**
 * Recomputes the rollup rows of `days` (all in one month; only their late rows
 * when the month is frozen) from the raw events, in one statement.
 */
const recomputeDays = async (tx: Db, days: string[], lateOnly: boolean) => {
  const sorted = [...days].sort();
  const from = dayStart(sorted[0]).toISOString();
  const to = dayStart(addDays(sorted[sorted.length - 1], 1)).toISOString();
  const dayList = sql.join(
    sorted.map((day) => sql`${day}::date`),
    sql`, `,
  );
  await tx.delete(statDaily).where(and(inArray(statDaily.statDate, sorted), lateOnly ? eq(statDaily.late, true) : undefined));
  await tx.execute(sql`
    INSERT INTO stat_daily (stat_date, late, grain, module_code, category1_id, category2_id, content_id, platform, institution_id,
      pv, uv, users, clicks, shares, downloads, searches, duration_ms)
    SELECT ${EVENT_DAY}, late, ${GRAIN},
      coalesce(module_code, ''), coalesce(category1_id, 0), coalesce(category2_id, 0), coalesce(content_id, 0),
      CASE WHEN GROUPING(platform) = 0 THEN platform ELSE ${ALL_PLATFORMS} END,
      CASE WHEN GROUPING(institution_id) = 0 THEN institution_id ELSE ${ALL_INSTITUTIONS} END,
      count(*) FILTER (WHERE event_type = 'view'),
      count(DISTINCT device_id) FILTER (WHERE event_type = 'view'),
      count(DISTINCT app_user_id) FILTER (WHERE app_user_id > 0),
      count(*) FILTER (WHERE event_type = 'click'),
      count(*) FILTER (WHERE event_type = 'share'),
      count(*) FILTER (WHERE event_type = 'download'),
      count(*) FILTER (WHERE event_type = 'search'),
      coalesce(sum(duration_ms) FILTER (WHERE event_type = 'view'), 0)
    FROM stat_event
    WHERE occurred_at >= ${from}::timestamptz AND occurred_at < ${to}::timestamptz AND ${EVENT_DAY} IN (${dayList}) AND ${lateOnly ? sql`late` : sql`true`}
    GROUP BY ${EVENT_DAY}, late, GROUPING SETS (${GROUPING_SETS})`);
};

const isFrozen = async (tx: Db, month: string) => {
  const [row] = await tx.select({ frozenAt: statMonths.frozenAt }).from(statMonths).where(eq(statMonths.month, month));
  return !!row?.frozenAt;
};

/**
 * Recomputes those of `days` (one month's) still dirty, and sums again the
 * ended weeks they belong to (unless only late rows changed); `tx` is a
 * transaction holding the `rollup` lock.
 */
const rollDays = async (tx: Db, month: string, days: string[], today: string) => {
  if (!days.length) return;
  const dirty = await tx.select().from(statDirtyDays).where(inArray(statDirtyDays.statDate, days));
  if (!dirty.length) return;
  const frozen = await isFrozen(tx, month);
  await recomputeDays(
    tx,
    dirty.map((row) => row.statDate),
    frozen,
  );
  if (!frozen)
    await sumWeeksOf(
      tx,
      dirty.map((row) => row.statDate),
      today,
    );
  for (const row of dirty) await tx.delete(statDirtyDays).where(and(eq(statDirtyDays.statDate, row.statDate), eq(statDirtyDays.generation, row.generation)));
};

const dirtyDays = async (db: Db, month?: string): Promise<string[]> => {
  const rows = await db
    .select({ day: statDirtyDays.statDate })
    .from(statDirtyDays)
    .where(month ? and(gte(statDirtyDays.statDate, month), lt(statDirtyDays.statDate, addMonths(month, 1))) : undefined)
    .orderBy(asc(statDirtyDays.statDate));
  return rows.map((row) => row.day);
};

/** The dirty days by month, oldest first. */
const byMonth = (days: string[]) => {
  const months = new Map<string, string[]>();
  for (const day of days) months.set(monthOf(day), [...(months.get(monthOf(day)) ?? []), day]);
  return months;
};

/** Recomputes the dirty days (of `month` only, when given), one month per transaction; `today` is Beijing's. */
export const rollDirtyDays = async (db: Db, today: string, month?: string): Promise<number> => {
  const days = await dirtyDays(db, month);
  for (const [dayMonth, monthDays] of byMonth(days)) {
    await db.transaction(async (tx) => {
      await lockExclusive(tx as unknown as Db, 'rollup');
      await liftStatementTimeout(tx as unknown as Db);
      await rollDays(tx as unknown as Db, dayMonth, monthDays, today);
    });
  }
  return days.length;
};

/** Days after a month's end before it is frozen (STAT_FREEZE_GRACE_DAYS). */
export const DEFAULT_FREEZE_GRACE_DAYS = 3;

/** The first month not yet frozen on `today`: the month of the day `graceDays` before it. */
export const firstOpenMonth = (today: string, graceDays: number) => monthOf(addDays(today, -graceDays));

/** Freezes every month with events that ended more than `graceDays` before `now` (see the file's comment). */
export const freezeClosedMonths = async (db: Db, now: Date, graceDays = DEFAULT_FREEZE_GRACE_DAYS): Promise<string[]> => {
  const today = beijingDay(now);
  const current = firstOpenMonth(today, graceDays);
  const open = await db
    .select({ month: statMonths.month })
    .from(statMonths)
    .where(and(isNull(statMonths.frozenAt), lt(statMonths.month, current)))
    .orderBy(asc(statMonths.month));
  for (const { month } of open) {
    // Most of the work outside the exclusive lock, so ingestion waits only for the last days.
    await rollDirtyDays(db, today, month);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockExclusive(tx, 'freeze');
      await lockExclusive(tx, 'rollup');
      await liftStatementTimeout(tx);
      await rollDays(tx, month, await dirtyDays(tx, month), today);
      await sumMonth(tx, month);
      await tx
        .update(statMonths)
        .set({ frozenAt: sql`now()` })
        .where(and(eq(statMonths.month, month), isNull(statMonths.frozenAt)));
    });
  }
  return open.map((row) => row.month);
};

/** The rollup step: every dirty day recomputed, every ended month frozen, every ended week summed. */
export const refreshStatistics = async (db: Db, now = new Date(), graceDays = DEFAULT_FREEZE_GRACE_DAYS) => {
  const today = beijingDay(now);
  const rolled = await rollDirtyDays(db, today);
  const frozen = await freezeClosedMonths(db, now, graceDays);
  const weeks = await sumEndedWeeks(db, today);
  return { rolled, frozen, weeks };
};
