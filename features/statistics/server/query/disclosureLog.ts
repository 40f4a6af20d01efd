/**
 * The disclosure query log (infoLog, infornation/publishLog): who queried
 * which institution's disclosures, when and from which platform, newest first,
 * searchable by institution, user and platform within a date range.
 */
import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { PLATFORMS } from '../../contract/definitions';
import type { Db } from '../../../../server/db/client';
import { statDisclosureQueries } from '../schema';
import { escapeLike } from '../../../../server/http/validate';
import { ApiError } from '../../../../server/http/envelope';
import { beijingDateTime, EXPORT_MESSAGES } from '../../../../server/resources/export';
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

/** Rows an export may hold (a sheet past this is no longer something a person reads). */
export const MAX_LOG_EXPORT = 200_000;
/** Rows an export reads at a time, so its memory stays flat however many it sends. */
const EXPORT_PAGE = 2_000;

export const disclosureLog = async (db: Db, filters: StatFilters, log: LogFilters, page?: { offset: number; pageSize: number }) => {
  const where = whereOf(filters, log);
  const [{ total }] = await db.select({ total: count() }).from(statDisclosureQueries).where(where);
  if (!page && total > MAX_LOG_EXPORT) throw new ApiError(EXPORT_MESSAGES.tooMany(MAX_LOG_EXPORT));
  const query = db.select().from(statDisclosureQueries).where(where).orderBy(desc(statDisclosureQueries.occurredAt), desc(statDisclosureQueries.id));
  const rows = page ? await query.limit(page.pageSize).offset(page.offset) : await query;
  return { list: rows.map(logRow), total };
};

type LogRecord = typeof statDisclosureQueries.$inferSelect;

const logRow = (row: LogRecord) => ({
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
});

/**
 * The export's rows, newest first like the list, read EXPORT_PAGE at a time
 * after the last row sent (keyset on time and id, so no row is skipped or sent
 * twice) while the sheet streams them out.
 */
export const disclosureLogRows = async (db: Db, filters: StatFilters, log: LogFilters): Promise<AsyncIterable<Record<string, unknown>>> => {
  const where = whereOf(filters, log);
  // Refused before the answer begins, so the refusal reaches the operator as a message.
  const [{ total }] = await db.select({ total: count() }).from(statDisclosureQueries).where(where);
  if (total > MAX_LOG_EXPORT) throw new ApiError(EXPORT_MESSAGES.tooMany(MAX_LOG_EXPORT));
  return logPages(db, where);
};

async function* logPages(db: Db, where: SQL | undefined): AsyncGenerator<Record<string, unknown>> {
  // The cursor is the time as PostgreSQL writes it: a JavaScript Date would drop its microseconds.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ row: statDisclosureQueries, at: sql<string>`${statDisclosureQueries.occurredAt}::text` })
      .from(statDisclosureQueries)
      .where(and(where, after ? sql`(${statDisclosureQueries.occurredAt}, ${statDisclosureQueries.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(statDisclosureQueries.occurredAt), desc(statDisclosureQueries.id))
      .limit(EXPORT_PAGE);
    for (const { row } of rows) yield logRow(row);
    if (rows.length < EXPORT_PAGE) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, id: last.row.id };
  }
}
