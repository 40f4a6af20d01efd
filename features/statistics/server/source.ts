/**
 * The rollup rows a page reads for a range of days, from the coarsest table
 * that holds them: whole frozen months from stat_monthly, whole summed weeks
 * from stat_weekly, the days left from stat_daily. A range of twelve months
 * thus reads eleven months' rows, a few weeks' and some days' instead of 365
 * days' rows; a range of thirty days some four weeks' and a few days'.
 */
import { and, asc, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { statMonths, statWeeks } from './schema';
import { addDays, addMonths } from '../../../server/days';

/** The columns every rollup table gives a page's query. */
const COLUMNS = sql.raw('grain, module_code, category1_id, category2_id, content_id, platform, institution_id, pv, uv, users, clicks, shares, downloads, searches, duration_ms');

export interface RangeCover {
  months: string[];
  weeks: string[];
  /** Spans of days, each `[first, last]`. */
  days: Array<[string, string]>;
}

/**
 * How `start`..`end` is read: the frozen months it holds whole, then in the
 * days around them the summed weeks it holds whole, then the days left.
 */
export const coverRange = (start: string, end: string, frozenMonths: string[], summedWeeks: string[]): RangeCover => {
  const cover: RangeCover = { months: [], weeks: [], days: [] };
  const weeks = new Set(summedWeeks);
  const coverDays = (first: string, last: string) => {
    let cursor = first;
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (!weeks.has(day) || addDays(day, 6) > last) continue;
      if (cursor < day) cover.days.push([cursor, addDays(day, -1)]);
      cover.weeks.push(day);
      day = addDays(day, 6);
      cursor = addDays(day, 1);
    }
    if (cursor <= last) cover.days.push([cursor, last]);
  };
  let cursor = start;
  for (const month of [...frozenMonths].sort()) {
    if (month < start || addDays(addMonths(month, 1), -1) > end) continue;
    if (cursor < month) coverDays(cursor, addDays(month, -1));
    cover.months.push(month);
    cursor = addMonths(month, 1);
  }
  if (cursor <= end) coverDays(cursor, end);
  return cover;
};

const daily = (start: string, end: string, late: boolean, withDay = false) =>
  sql`SELECT ${withDay ? sql`stat_date, ` : sql``}${COLUMNS} FROM stat_daily WHERE ${late ? sql`late` : sql`NOT late`} AND stat_date BETWEEN ${start}::date AND ${end}::date`;

const dateList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}::date`),
    sql`, `,
  );

/**
 * The rollup rows of `start`..`end` as a subquery named `r`: late rows (the
 * correction line) and `daysOnly` reads (a trend, which also gets the
 * `stat_date` column) from stat_daily alone; otherwise as `coverRange` says.
 */
export const rollupSource = async (db: Db, range: { start: string; end: string }, options: { late?: boolean; daysOnly?: boolean } = {}): Promise<SQL> => {
  const late = !!options.late;
  if (late || options.daysOnly) return sql`(${daily(range.start, range.end, late, options.daysOnly)}) AS r`;
  const frozen = await db
    .select({ month: statMonths.month })
    .from(statMonths)
    .where(and(isNotNull(statMonths.frozenAt), gte(statMonths.month, range.start), lte(statMonths.month, range.end)))
    .orderBy(asc(statMonths.month));
  const summed = await db
    .select({ week: statWeeks.week })
    .from(statWeeks)
    .where(and(gte(statWeeks.week, range.start), lte(statWeeks.week, range.end)));
  const cover = coverRange(
    range.start,
    range.end,
    frozen.map((row) => row.month),
    summed.map((row) => row.week),
  );
  const parts: SQL[] = [];
  if (cover.months.length) parts.push(sql`SELECT ${COLUMNS} FROM stat_monthly WHERE month IN (${dateList(cover.months)})`);
  if (cover.weeks.length) parts.push(sql`SELECT ${COLUMNS} FROM stat_weekly WHERE week IN (${dateList(cover.weeks)})`);
  for (const [first, last] of cover.days) parts.push(daily(first, last, false));
  if (!parts.length) return sql`(${daily(range.start, range.end, false)}) AS r`;
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS r`;
};
