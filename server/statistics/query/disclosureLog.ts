/**
 * The disclosure query log (infoLog, infornation/publishLog): who queried
 * which institution's disclosures, when and from which platform, newest first,
 * searchable by institution, user and platform within a date range.
 */
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { PLATFORMS } from '../../../resources/statistics/definitions';
import type { Db } from '../../db/client';
import { statDisclosureQueries } from '../../db/schema';
import { escapeLike } from '../../http/validate';
import { ApiError } from '../../http/envelope';
import { beijingDateTime, EXPORT_MESSAGES } from '../../resources/export';
import { searchText, type StatFilters } from './filters';

export interface LogFilters {
  institutionName?: string;
  userName?: string;
}

export const readLogFilters = (body: Record<string, unknown>): LogFilters => {
  const text = (value: unknown, label: string) => {
    const found = searchText(value, label);
    return found ? escapeLike(found) : undefined;
  };
  return { institutionName: text(body.institutionName, '机构名称'), userName: text(body.userName, '查询人') };
};

const whereOf = (filters: StatFilters, log: LogFilters): SQL | undefined =>
  and(
    gte(statDisclosureQueries.statDate, filters.range.start),
    lte(statDisclosureQueries.statDate, filters.range.end),
    filters.platform ? eq(statDisclosureQueries.platform, filters.platform) : undefined,
    filters.institutionId ? eq(statDisclosureQueries.institutionId, filters.institutionId) : undefined,
    log.institutionName ? ilike(statDisclosureQueries.institutionName, `%${log.institutionName}%`) : undefined,
    log.userName ? ilike(statDisclosureQueries.userName, `%${log.userName}%`) : undefined,
  );

/** Rows an export may hold: its rows are in memory while the workbook streams. */
export const MAX_LOG_EXPORT = 200_000;

export const disclosureLog = async (db: Db, filters: StatFilters, log: LogFilters, page?: { offset: number; pageSize: number }) => {
  const where = whereOf(filters, log);
  const [{ total }] = await db.select({ total: count() }).from(statDisclosureQueries).where(where);
  if (!page && total > MAX_LOG_EXPORT) throw new ApiError(EXPORT_MESSAGES.tooMany(MAX_LOG_EXPORT));
  const query = db.select().from(statDisclosureQueries).where(where).orderBy(desc(statDisclosureQueries.occurredAt), desc(statDisclosureQueries.id));
  const rows = page ? await query.limit(page.pageSize).offset(page.offset) : await query;
  const list = rows.map((row) => ({
    id: row.id,
    occurredAt: beijingDateTime(row.occurredAt),
    appUserId: row.appUserId,
    userName: row.userName ?? '游客',
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    disclosureTitle: row.disclosureTitle,
    keyword: row.keyword,
    platform: row.platform,
    platformName: PLATFORMS.find((item) => item.code === row.platform)?.name ?? row.platform,
  }));
  return { list, total };
};
