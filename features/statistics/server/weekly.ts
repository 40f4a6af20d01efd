/**
 * Weekly rollups of ended weeks (stat_weekly, marked in stat_week), so that a
 * range of days reads four weeks' rows and a few days' instead of thirty days'
 * (docs/statistics.md, "Storage"). A week is Monday to Sunday in Beijing days
 * and is summed from stat_daily's rows without `late`:
 * - once it has ended, by the rollup step (`sumEndedWeeks`);
 * - again in the transaction that recomputes any of its days (a back-dated
 *   event), so its row always equals its days'. Late-only recomputes (a frozen
 *   month's correction line) change no row it sums.
 * Both run under the `rollup` lock, like every write to stat_daily.
 */
import { eq, gte, min, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { statDaily, statWeekly, statWeeks } from './schema';
import { addDays, daysBetween } from '../../../server/days';
import { liftStatementTimeout } from '../../../server/db/statementTimeout';
import { lockExclusive } from './locks';

/** 2024-01-01 was a Monday. */
const A_MONDAY = '2024-01-01';

/** The Monday of the week of `day`. */
export const weekOf = (day: string): string => addDays(day, -(((daysBetween(A_MONDAY, day) % 7) + 7) % 7));

/** Whether the week starting `week` has ended before `today`. */
export const weekEnded = (week: string, today: string) => addDays(week, 6) < today;

/** Writes a week's rows afresh from its days and marks it summed. */
export const sumWeek = async (tx: Db, week: string) => {
  await tx.delete(statWeekly).where(eq(statWeekly.week, week));
  await tx.execute(sql`
    INSERT INTO stat_weekly SELECT ${week}::date, grain, module_code, category1_id, category2_id, content_id, platform, institution_id,
      sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
    FROM stat_daily WHERE stat_date BETWEEN ${week}::date AND ${addDays(week, 6)}::date AND NOT late
    GROUP BY grain, module_code, category1_id, category2_id, content_id, platform, institution_id`);
  await tx
    .insert(statWeeks)
    .values({ week, summedAt: sql`now()` })
    .onConflictDoUpdate({ target: statWeeks.week, set: { summedAt: sql`now()` } });
};

/** Sums again the ended weeks of `days` (just recomputed; `tx` holds the `rollup` lock). */
export const sumWeeksOf = async (tx: Db, days: string[], today: string) => {
  const weeks = [...new Set(days.map(weekOf))].filter((week) => weekEnded(week, today)).sort();
  for (const week of weeks) await sumWeek(tx, week);
};

/**
 * The ended weeks not summed yet, from the week of the first day with rollups
 * to last week (some fifty marks a year to read: the first day is the primary
 * key's first column).
 */
const weeksToSum = async (db: Db, today: string): Promise<string[]> => {
  const [{ first }] = await db.select({ first: min(statDaily.statDate) }).from(statDaily);
  if (!first) return [];
  const from = weekOf(first);
  const marked = new Set((await db.select({ week: statWeeks.week }).from(statWeeks).where(gte(statWeeks.week, from))).map((row) => row.week));
  const weeks: string[] = [];
  for (let week = from; weekEnded(week, today); week = addDays(week, 7)) if (!marked.has(week)) weeks.push(week);
  return weeks;
};

/**
 * Sums every ended week not summed yet. Checked without the lock first, so the
 * usual read (nothing to sum) takes no lock; each week in its own transaction.
 */
export const sumEndedWeeks = async (db: Db, today: string): Promise<string[]> => {
  if (!(await weeksToSum(db, today)).length) return [];
  const summed: string[] = [];
  for (;;) {
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockExclusive(tx, 'rollup');
      await liftStatementTimeout(tx);
      // Another process may have summed it meanwhile.
      const [week] = await weeksToSum(tx, today);
      if (!week) return true;
      await sumWeek(tx, week);
      summed.push(week);
      return false;
    });
    if (done) return summed;
  }
};
