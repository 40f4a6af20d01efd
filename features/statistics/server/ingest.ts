/**
 * The one way events enter the statistics: the tracking call and the demo
 * traffic both come through `ingestEvents`. One transaction per batch: it
 * checks the batch's content and category ids against the server's records
 * (catalogIds.ts), then under the shared `freeze` lock reads which of the
 * batch's months are frozen (their events are kept but marked late, so the
 * month's figures never change), makes missing monthly partitions, writes the
 * events, records their months and marks their days dirty for the rollup step.
 * Either the whole batch is in, with its dirty marks, or nothing is.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { statDirtyDays, statMonths } from './schema';
import { resolveCatalogIds } from './catalogIds';
import { beijingDay, monthOf } from '../../../server/days';
import type { StatEventRow } from './eventTable';
import { lockShared } from './locks';
import { ensurePartitions } from './partitions';

/**
 * A validated event (features/statistics/server/eventInput.ts reads one from a request). Its content and category
 * ids are checked at ingestion; `appUserId` and `institutionId` are the caller's to vouch for: the tracking
 * call sets them from the app session and the server's records, never from the request.
 */
export interface TrackedEvent {
  occurredAt: Date;
  eventType: string;
  moduleCode: string;
  pageType: string;
  category1Id?: number;
  category2Id?: number;
  contentId?: number;
  appUserId?: number;
  institutionId?: number;
  deviceId: string;
  platform: string;
  appVersion?: string;
  durationMs?: number;
  keyword?: string;
}

/** Rows per INSERT. */
const INSERT_CHUNK = 2000;

/** The inserted columns and their SQL types, in the order of `rowOf`'s JSON keys. */
const COLUMNS: Array<[keyof StatEventRow, string, string]> = [
  ['occurredAt', 'occurred_at', 'timestamptz'],
  ['late', 'late', 'boolean'],
  ['eventType', 'event_type', 'text'],
  ['moduleCode', 'module_code', 'text'],
  ['pageType', 'page_type', 'text'],
  ['category1Id', 'category1_id', 'integer'],
  ['category2Id', 'category2_id', 'integer'],
  ['contentId', 'content_id', 'integer'],
  ['appUserId', 'app_user_id', 'integer'],
  ['institutionId', 'institution_id', 'integer'],
  ['deviceId', 'device_id', 'text'],
  ['platform', 'platform', 'text'],
  ['appVersion', 'app_version', 'text'],
  ['durationMs', 'duration_ms', 'integer'],
  ['keyword', 'keyword', 'text'],
];
const COLUMN_LIST = sql.raw(COLUMNS.map(([, column]) => column).join(', '));
const JSON_KEYS = sql.raw(COLUMNS.map(([key]) => `"${key}"`).join(', '));
const RECORD_TYPE = sql.raw(COLUMNS.map(([key, , type]) => `"${key}" ${type}`).join(', '));

/**
 * Inserts rows sent as one JSON parameter: parsing one document is several
 * times faster than binding some forty thousand parameters, on PGlite above all.
 */
const insertRows = async (tx: Db, rows: StatEventRow[]) => {
  await tx.execute(sql`INSERT INTO stat_event (${COLUMN_LIST}) SELECT ${JSON_KEYS} FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${RECORD_TYPE})`);
};

const rowOf = (event: TrackedEvent, late: boolean): StatEventRow => ({
  occurredAt: event.occurredAt,
  late,
  eventType: event.eventType,
  moduleCode: event.moduleCode,
  pageType: event.pageType,
  category1Id: event.category1Id ?? 0,
  category2Id: event.category2Id ?? 0,
  contentId: event.contentId ?? 0,
  appUserId: event.appUserId ?? 0,
  institutionId: event.institutionId ?? 0,
  deviceId: event.deviceId,
  platform: event.platform,
  appVersion: event.appVersion ?? null,
  durationMs: event.durationMs ?? null,
  keyword: event.keyword ?? null,
});

/** Marks days dirty with a new generation each (in day order, so two batches never wait on each other crosswise). */
export const markDirty = async (tx: Db, days: Iterable<string>) => {
  const sorted = [...new Set(days)].sort();
  if (!sorted.length) return;
  await tx
    .insert(statDirtyDays)
    .values(sorted.map((statDate) => ({ statDate })))
    .onConflictDoUpdate({ target: statDirtyDays.statDate, set: { generation: sql`excluded.generation` } });
};

export interface IngestResult {
  accepted: number;
  /** Events of frozen months: kept, counted only in the correction line. */
  late: number;
}

/** Writes one batch of validated events in one transaction (see the file's comment). */
export const ingestEvents = async (db: Db, events: readonly TrackedEvent[]): Promise<IngestResult> => {
  if (!events.length) return { accepted: 0, late: 0 };
  const days = new Set(events.map((event) => beijingDay(event.occurredAt)));
  const months = [...new Set([...days].map(monthOf))].sort();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const resolved = await resolveCatalogIds(tx, events);
    await lockShared(tx, 'freeze');
    const known = await tx.select({ month: statMonths.month, frozenAt: statMonths.frozenAt }).from(statMonths).where(inArray(statMonths.month, months));
    const frozenMonths = new Set(known.filter((row) => row.frozenAt !== null).map((row) => row.month));
    await ensurePartitions(tx, months);
    const rows = resolved.map((event) => rowOf(event, frozenMonths.has(monthOf(beijingDay(event.occurredAt)))));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insertRows(tx, rows.slice(start, start + INSERT_CHUNK));
    const knownMonths = new Set(known.map((row) => row.month));
    const newMonths = months.filter((month) => !knownMonths.has(month));
    if (newMonths.length)
      await tx
        .insert(statMonths)
        .values(newMonths.map((month) => ({ month })))
        .onConflictDoNothing();
    await markDirty(tx, days);
    return { accepted: rows.length, late: rows.filter((row) => row.late).length };
  });
};
