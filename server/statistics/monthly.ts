/**
 * Monthly rollups of frozen months (stat_monthly) and the source the pages
 * read: whole frozen months of a range from stat_monthly, the days around
 * them from stat_daily. A range of twelve months thus reads eleven months'
 * rows and the current month's days instead of 365 days of rows.
 */
import { and, asc, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statMonths } from '../db/schema';
import { addDays, addMonths } from './days';

/** The columns both tables give a page's query. */
const COLUMNS = sql.raw(
  'grain, module_code, category1_id, category2_id, content_id, platform, institution_id, category1_name, category2_name, content_title, institution_name, pv, uv, users, clicks, shares, downloads, searches, duration_ms',
);

/** Writes a month's monthly rows from its daily rows without `late` (in the freezing transaction). */
export const sumMonth = async (tx: Db, month: string) => {
  await tx.execute(sql`
    INSERT INTO stat_monthly SELECT ${month}::date, grain, module_code, category1_id, category2_id, content_id, platform, institution_id,
      max(category1_name), max(category2_name), max(content_title), max(institution_name),
      sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
    FROM stat_daily WHERE stat_date >= ${month}::date AND stat_date < ${addMonths(month, 1)}::date AND NOT late
    GROUP BY grain, module_code, category1_id, category2_id, content_id, platform, institution_id
    ON CONFLICT DO NOTHING`);
};

const daily = (start: string, end: string, late: boolean, withDay = false) =>
  sql`SELECT ${withDay ? sql`stat_date, ` : sql``}${COLUMNS} FROM stat_daily WHERE ${late ? sql`late` : sql`NOT late`} AND stat_date BETWEEN ${start}::date AND ${end}::date`;

/**
 * The rollup rows of `start`..`end` as a subquery named `r`: late rows (the
 * correction line) and `daysOnly` reads (a trend, which also gets the
 * `stat_date` column) from stat_daily alone; otherwise whole frozen months
 * from stat_monthly.
 */
export const rollupSource = async (db: Db, range: { start: string; end: string }, options: { late?: boolean; daysOnly?: boolean } = {}): Promise<SQL> => {
  const late = !!options.late;
  if (late || options.daysOnly) return sql`(${daily(range.start, range.end, late, options.daysOnly)}) AS r`;
  const frozen = await db
    .select({ month: statMonths.month })
    .from(statMonths)
    .where(and(isNotNull(statMonths.frozenAt), gte(statMonths.month, range.start), lte(statMonths.month, range.end)))
    .orderBy(asc(statMonths.month));
  const whole = frozen.map((row) => row.month).filter((month) => addDays(addMonths(month, 1), -1) <= range.end);
  if (!whole.length) return sql`(${daily(range.start, range.end, false)}) AS r`;
  // The days the whole months leave, read from stat_daily in as many pieces.
  const parts = [sql`SELECT ${COLUMNS} FROM stat_monthly WHERE month IN (${sql.join(whole.map((month) => sql`${month}::date`), sql`, `)})`];
  let cursor = range.start;
  for (const month of whole) {
    if (cursor < month) parts.push(daily(cursor, addDays(month, -1), false));
    cursor = addMonths(month, 1);
  }
  if (cursor <= range.end) parts.push(daily(cursor, range.end, false));
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS r`;
};
