/**
 * Figures over time (the trend chart and the table beside it): one row per
 * day, ISO week (from its Monday) or month of the range, read at the filter's
 * grain, periods without events included as zeros, the comparison period's
 * figures aligned by position (the n-th period beside the n-th). A period the
 * range covers only in part (the month so far of 近12个月, a week cut by the
 * range) is marked with the days it holds; its comparison holds the same part
 * of its own period (contract/periods.ts), so the change is like for like.
 */
import { sql } from 'drizzle-orm';
import { EVENT_TYPES, PARTIAL_PERIOD_NOTE } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { coveredPart, periodsOf } from '../../contract/periods';
import { rollupSource } from '../source';
import { queryRows } from '../../../../server/db/rows';
import { filterGrain, rollupWhere, totalOf } from './breakdown';
import { change, comparison, FIGURE_SUMS, figuresOf, type Figures } from './figures';
import type { DayRange, StatFilters } from './filters';

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

/** A partial period's mark: the days of it the range holds. */
const partOf = (period: string, { granularity, range }: StatFilters) => {
  const part = coveredPart(period, granularity, range);
  return part.partial ? { partial: true, coveredStart: part.start, coveredEnd: part.end } : {};
};

export const trend = async (db: Db, filters: StatFilters) => {
  const series = await seriesOf(db, filters, filters.range);
  const compared = filters.compare ? await seriesOf(db, filters, filters.compare) : null;
  const list = series.map(({ period, figures }, index) => ({
    period,
    ...partOf(period, filters),
    ...figures,
    ...(compared ? { comparePeriod: compared[index]?.period ?? null } : {}),
    ...comparison(figures, compared?.[index]?.figures),
  }));
  return { list, total: list.length };
};

/** The trend's rows for its export: a partial period says which of its days it holds. */
export async function* trendExportRows({ list }: { list: Array<Record<string, unknown>> }) {
  for (const row of list) yield { ...row, periodNote: row.partial ? `${PARTIAL_PERIOD_NOTE}：${String(row.coveredStart)} 至 ${String(row.coveredEnd)}` : null };
}

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
