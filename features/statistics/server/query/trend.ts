/**
 * Figures over time (the trend chart and the table beside it): one row per
 * day, ISO week (from its Monday) or month of the range, read at the filter's
 * grain, periods without events included as zeros, the comparison period's
 * figures aligned by position (the n-th period beside the n-th).
 */
import { sql } from 'drizzle-orm';
import { EVENT_TYPES } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { addDays, addMonths } from '../../../../server/days';
import { rollupSource } from '../source';
import { queryRows } from '../../../../server/db/rows';
import { filterGrain, rollupWhere, totalOf } from './breakdown';
import { change, comparison, FIGURE_SUMS, figuresOf, type Figures } from './figures';
import type { DayRange, Granularity, StatFilters } from './filters';

/** The first day of the period holding `day`. */
export const periodOf = (day: string, granularity: Granularity): string => {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

export const periodsOf = (range: DayRange, granularity: Granularity): string[] => {
  const periods: string[] = [];
  for (let period = periodOf(range.start, granularity); period <= range.end;) {
    periods.push(period);
    period = granularity === 'day' ? addDays(period, 1) : granularity === 'week' ? addDays(period, 7) : addMonths(period, 1);
  }
  return periods;
};

const seriesOf = async (db: Db, filters: StatFilters, range: DayRange): Promise<Array<{ period: string; figures: Figures }>> => {
  const unit = sql.raw(`'${filters.granularity}'`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT to_char(date_trunc(${unit}, stat_date::timestamp), 'YYYY-MM-DD') AS period, ${FIGURE_SUMS}
        FROM ${await rollupSource(db, range, { daysOnly: true })} WHERE ${rollupWhere(filters, filterGrain(filters))} GROUP BY 1`,
  );
  const byPeriod = new Map(rows.map((row) => [String(row.period), figuresOf(row)]));
  return periodsOf(range, filters.granularity).map((period) => ({ period, figures: byPeriod.get(period) ?? figuresOf(undefined) }));
};

export const trend = async (db: Db, filters: StatFilters) => {
  const series = await seriesOf(db, filters, filters.range);
  const compared = filters.compare ? await seriesOf(db, filters, filters.compare) : null;
  const list = series.map(({ period, figures }, index) => ({
    period,
    ...figures,
    ...(compared ? { comparePeriod: compared[index]?.period ?? null } : {}),
    ...comparison(figures, compared?.[index]?.figures),
  }));
  return { list, total: list.length };
};

/** Counts by event type (浏览, 点击, 分享, 下载, 搜索) of the range, with the comparison. */
export const eventTypeCounts = async (db: Db, filters: StatFilters) => {
  const current = await totalOf(db, filters, filters.range);
  const compared = filters.compare ? await totalOf(db, filters, filters.compare) : undefined;
  const keyOf = { view: 'pv', click: 'clicks', share: 'shares', download: 'downloads', search: 'searches' } as const;
  const list = EVENT_TYPES.map(({ code, name }) => {
    const count = current[keyOf[code]];
    const compareCount = compared?.[keyOf[code]];
    return { eventType: code, eventTypeName: name, count, ...(compared ? { compareCount, change: change(count, compareCount ?? 0) } : {}) };
  });
  return { list, total: list.length };
};
