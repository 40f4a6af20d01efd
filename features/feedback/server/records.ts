/**
 * The feedback rows (res_idea_feedback, declared in resources/interaction/ideaFeedback.ts) as the calls
 * answer them: the list with its search (the declared search fields, the derived status, the reference
 * number and the submission date range), the detail with its recorded steps, and the row lock the
 * steps take. docs/opinion-feedback.md.
 */
import { and, asc, count, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import ideaFeedback from '../../../resources/interaction/ideaFeedback';
import type { FeedbackStatus } from '../contract/workflow';
import type { FeedbackStep } from '../contract/calls';
import type { Db } from '../../../server/db/client';
import { feedbackSteps } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { unitNamesById } from '../../../server/modules/memberUnits';
import { escapeLike, hasInvalidText, invalidCharacters, paging, readChoice } from '../../../server/http/validate';
import { tableOf } from '../../../server/resources/columns';
import { toRecord, type ApiRecord } from '../../../server/resources/codec';
import { listOrder, listWhere } from '../../../server/resources/list';
import { selectRecords } from '../../../server/resources/queries';

export const FEEDBACK = ideaFeedback;
export const FEEDBACK_SET = [ideaFeedback] as const;
export const feedbackTable = () => tableOf(ideaFeedback);

export const FEEDBACK_MESSAGES = {
  notFound: '反馈不存在或已被删除',
  badStatus: '状态的取值无效',
  badDate: (label: string) => `${label}格式不正确，应为YYYY-MM-DD`,
  dateOrder: '开始日期不能晚于结束日期',
} as const;

export { FEEDBACK_STATUS } from '../contract/workflow';
export const STATUS_NAMES = ['待处理', '待下发', '已下发'] as const;

export const statusOf = (record: { dealWithStatus?: unknown; issuedStatus?: unknown }): FeedbackStatus => (record.issuedStatus === 1 ? 2 : record.dealWithStatus === 1 ? 1 : 0);

/** A record with its derived status and the status's name. */
export const withStatus = (record: ApiRecord): ApiRecord => {
  const status = statusOf(record as { dealWithStatus?: unknown; issuedStatus?: unknown });
  return { ...record, status, statusName: STATUS_NAMES[status] };
};

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant at which a Beijing calendar day (YYYY-MM-DD) begins; refused when not a real date. */
export const beijingDayStart = (value: unknown, label: string): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) throw new ApiError(FEEDBACK_MESSAGES.badDate(label));
  const [year, month, day] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new ApiError(FEEDBACK_MESSAGES.badDate(label));
  return new Date(utc - BEIJING_OFFSET_MS);
};

const DAY_MS = 86_400_000;

/**
 * The list's conditions: the declared search fields (title and submitter contain, handling and issued
 * status), `status` (0/1/2 as statusOf), `feedbackNo` (contains) and the submission days
 * `submittedStart`..`submittedEnd` (Beijing dates, both included).
 */
export const feedbackWhere = (body: Record<string, unknown>): SQL | undefined => {
  const { columns } = feedbackTable();
  const conditions: Array<SQL | undefined> = [listWhere(ideaFeedback, body)];
  const status = readChoice(body, 'status', [0, 1, 2] as const, FEEDBACK_MESSAGES.badStatus);
  if (status === 0) conditions.push(eq(columns.dealWithStatus, 0));
  if (status === 1) conditions.push(and(eq(columns.dealWithStatus, 1), eq(columns.issuedStatus, 0)));
  if (status === 2) conditions.push(eq(columns.issuedStatus, 1));
  const number = body.feedbackNo;
  if (number !== undefined && number !== null && number !== '') {
    if (typeof number !== 'string' || [...number].length > 32) throw new ApiError('反馈编号格式不正确');
    if (hasInvalidText(number)) throw invalidCharacters('反馈编号');
    if (number.trim()) conditions.push(ilike(columns.feedbackNo, `%${escapeLike(number.trim())}%`));
  }
  const start = beijingDayStart(body.submittedStart, '开始日期');
  const end = beijingDayStart(body.submittedEnd, '结束日期');
  if (start && end && start > end) throw new ApiError(FEEDBACK_MESSAGES.dateOrder);
  if (start) conditions.push(gte(columns.submittedAt, start));
  if (end) conditions.push(lt(columns.submittedAt, new Date(end.getTime() + DAY_MS)));
  const present = conditions.filter((condition): condition is SQL => !!condition);
  return present.length ? and(...present) : undefined;
};

/**
 * The records with their member unit's current name (issue 34): `memberUnit` is the name of the unit the
 * feedback is linked to by `memberUnitId` now, `memberUnitAsSent` the name stored when it was sent (a row
 * sent before the link, or whose unit is gone, keeps that name in both).
 */
const withCurrentUnits = async (db: Db, records: ApiRecord[]): Promise<ApiRecord[]> => {
  const names = await unitNamesById(
    db,
    records.map((record) => record.memberUnitId as number | null),
  );
  return records.map((record) => ({ ...record, memberUnit: names.get(record.memberUnitId as number) ?? record.memberUnit ?? null, memberUnitAsSent: record.memberUnit ?? null }));
};

/** One page of the list, newest first by default (the declared sort), with the total of matches. */
export const listFeedback = async (db: Db, body: Record<string, unknown>): Promise<{ list: ApiRecord[]; total: number }> => {
  const { pageSize, offset } = paging(body);
  const where = feedbackWhere(body);
  const rows = await selectRecords(db, ideaFeedback, FEEDBACK_SET)
    .where(where)
    .orderBy(...listOrder(ideaFeedback, body))
    .limit(pageSize)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(feedbackTable().table).where(where);
  return {
    list: await withCurrentUnits(
      db,
      rows.map((row) => withStatus(toRecord(ideaFeedback, row as Record<string, unknown>))),
    ),
    total,
  };
};

/** Every row the list's search selects (exports), in the list's order, at most `max`. */
export const selectedFeedback = async (db: Db, body: Record<string, unknown>, max: number): Promise<{ rows: ApiRecord[]; total: number }> => {
  const where = feedbackWhere(body);
  const [{ total }] = await db.select({ total: count() }).from(feedbackTable().table).where(where);
  if (total > max) return { rows: [], total };
  const rows = await selectRecords(db, ideaFeedback, FEEDBACK_SET)
    .where(where)
    .orderBy(...listOrder(ideaFeedback, body));
  return {
    rows: await withCurrentUnits(
      db,
      rows.map((row) => withStatus(toRecord(ideaFeedback, row as Record<string, unknown>))),
    ),
    total,
  };
};

export type { FeedbackStep };

const STEP_NAMES: Record<string, string> = { deal: '处理', issue: '下发' };

/** The recorded steps of a feedback, oldest first. */
export const stepsOf = async (db: Db, feedbackId: number): Promise<FeedbackStep[]> => {
  const rows = await db.select().from(feedbackSteps).where(eq(feedbackSteps.feedbackId, feedbackId)).orderBy(asc(feedbackSteps.actedAt), asc(feedbackSteps.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as FeedbackStep['kind'],
    kindName: STEP_NAMES[row.kind] ?? row.kind,
    result: row.result,
    actorName: row.actorName,
    actedAt: row.actedAt.toISOString(),
  }));
};

export type FeedbackDetail = ApiRecord & { steps: FeedbackStep[] };

/** The record, or the refusal 反馈不存在或已被删除. */
export const findFeedback = async (db: Db, id: number): Promise<ApiRecord> => {
  const [row] = await selectRecords(db, ideaFeedback, FEEDBACK_SET).where(eq(feedbackTable().columns.id, id)).limit(1);
  if (!row) throw new ApiError(FEEDBACK_MESSAGES.notFound);
  const [record] = await withCurrentUnits(db, [withStatus(toRecord(ideaFeedback, row as Record<string, unknown>))]);
  return record;
};

/** The detail: the record with its status and its steps (the history). */
export const feedbackDetail = async (db: Db, id: number): Promise<FeedbackDetail> => ({ ...(await findFeedback(db, id)), steps: await stepsOf(db, id) });

/** The row under a lock held to the end of the transaction: steps of one feedback happen one after another. */
export const lockFeedback = async (tx: Db, id: number) => {
  const { table, columns } = feedbackTable();
  const [row] = await tx
    .select({ id: columns.id, version: columns.version, dealWithStatus: columns.dealWithStatus, issuedStatus: columns.issuedStatus })
    .from(table)
    .where(eq(columns.id, id))
    .for('update');
  if (!row) throw new ApiError(FEEDBACK_MESSAGES.notFound);
  return row as { id: number; version: number; dealWithStatus: number; issuedStatus: number };
};
