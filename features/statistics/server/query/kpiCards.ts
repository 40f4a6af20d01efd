/**
 * The KPI cards of KPINew (getUserCount): PV, UV, active app users and app
 * downloads of the range, each with the comparison period's value, the change
 * and its definition (口径); the correction line of late events beside them.
 */
import { and, gte, lte, eq, sql } from 'drizzle-orm';
import { CORRECTION_LABEL, FIGURE_DEFINITIONS } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { statAppDownloadDaily } from '../schema';
import { totalOf } from './breakdown';
import { change, isZero } from './figures';
import type { DayRange, StatFilters } from './filters';

const downloadCount = async (db: Db, filters: StatFilters, range: DayRange) => {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${statAppDownloadDaily.downloads}), 0)::int` })
    .from(statAppDownloadDaily)
    .where(and(gte(statAppDownloadDaily.statDate, range.start), lte(statAppDownloadDaily.statDate, range.end), filters.platform ? eq(statAppDownloadDaily.platform, filters.platform) : undefined));
  return Number(total);
};

export const kpiCards = async (db: Db, filters: StatFilters) => {
  const current = await totalOf(db, filters, filters.range);
  const compared = filters.compare ? await totalOf(db, filters, filters.compare) : null;
  const late = await totalOf(db, filters, filters.range, true);
  const values = {
    pv: [current.pv, compared?.pv],
    uv: [current.uv, compared?.uv],
    activeUsers: [current.activeUsers, compared?.activeUsers],
    appDownloads: [await downloadCount(db, filters, filters.range), filters.compare ? await downloadCount(db, filters, filters.compare) : undefined],
  } as const;
  const labels = { pv: '浏览量(PV)', uv: '访客数(UV)', activeUsers: '活跃用户', appDownloads: 'APP下载量' } as const;
  const list = (Object.keys(values) as Array<keyof typeof values>).map((key) => {
    const [value, compareValue] = values[key];
    return { key, label: labels[key], value, definition: FIGURE_DEFINITIONS[key], ...(compareValue === undefined ? {} : { compareValue, change: change(value, compareValue) }) };
  });
  return {
    list,
    total: list.length,
    range: filters.range,
    compare: filters.compare ?? null,
    correction: isZero(late) ? null : { label: CORRECTION_LABEL, pv: late.pv, uv: late.uv, activeUsers: late.activeUsers },
  };
};
