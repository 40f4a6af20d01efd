/**
 * The reading calls: sync batches (queryOrgExamineSyncList), a batch's rows (queryMemOrgList), the name
 * changes (queryOrgExamineList), one change with its nodes and the unit's former names (queryInfo), and
 * the nodes alone (queryExamineList).
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { orgExamineNodes, orgExamines, orgSyncBatches, orgSyncRows } from './schema';
import { escapeLike, paging, readChoice, readId, wholeNumber } from '../../../server/http/validate';
import { parseDateOnly } from './dates';
import { ACTION_NAMES, LIMITS, RESULT, RESULT_NAMES, STATUS, STATUS_NAMES, refuse } from './model';
import { MESSAGES } from './messages';
import { formerNamesOf, unitColumns, unitTable } from './units';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A search text: trimmed, at most `max` characters; undefined when blank. */
const searchText = (body: Record<string, unknown>, field: string, label: string, max = LIMITS.name) => {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return undefined;
  if (typeof value !== 'string') return refuse(`${label}格式不正确`);
  if ([...value.trim()].length > max) refuse(`${label}不能超过${max}个字符`);
  return value.trim();
};

export const listBatches = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const start = parseDateOnly(body.startDate, '开始日期');
  const end = parseDateOnly(body.endDate, '结束日期');
  if (start && end && end < start) refuse('结束日期不能早于开始日期');
  const where = and(start ? gte(orgSyncBatches.syncedAt, start) : undefined, end ? lt(orgSyncBatches.syncedAt, new Date(end.getTime() + 86_400_000)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orgSyncBatches).where(where).orderBy(desc(orgSyncBatches.id)).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(orgSyncBatches).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, syncedAt: iso(row.syncedAt), total: row.added + row.renamed + row.removed + row.unchanged + row.failed })), total };
};

const RESULTS = Object.values(RESULT);

export const listBatchRows = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const batchId = body.batchId === undefined || body.batchId === null || body.batchId === '' ? null : (wholeNumber(body.batchId, 1) ?? refuse('同步批次编号必须是正整数'));
  const result = readChoice(body, 'result', RESULTS, MESSAGES.badSyncResult);
  const name = searchText(body, 'orgName', '机构名称');
  const [batch] = await db
    .select()
    .from(orgSyncBatches)
    .where(batchId === null ? undefined : eq(orgSyncBatches.id, batchId))
    .orderBy(desc(orgSyncBatches.id))
    .limit(1);
  if (!batch) return batchId === null ? { list: [], total: 0, batch: null } : refuse(MESSAGES.batchNotFound);
  const part = name ? `%${escapeLike(name)}%` : null;
  const where = and(eq(orgSyncRows.batchId, batch.id), result ? eq(orgSyncRows.result, result) : undefined, part ? or(ilike(orgSyncRows.oldName, part), ilike(orgSyncRows.newName, part)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: orgSyncRows, examineStatus: orgExamines.examineStatus, submittedById: orgExamines.submittedById, version: orgExamines.version })
      .from(orgSyncRows)
      .leftJoin(orgExamines, eq(orgExamines.id, orgSyncRows.examineId))
      .where(where)
      .orderBy(asc(orgSyncRows.result), asc(orgSyncRows.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: count() }).from(orgSyncRows).where(where),
  ]);
  return {
    list: rows.map(({ row, examineStatus, submittedById, version }) => ({
      ...row,
      resultName: RESULT_NAMES[row.result],
      examineStatus,
      examineStatusName: examineStatus === null ? null : STATUS_NAMES[examineStatus],
      examineVersion: version,
      submittedById,
    })),
    total,
    batch: { ...batch, syncedAt: iso(batch.syncedAt) },
  };
};

const STATUSES = Object.values(STATUS);

type ExamineRow = typeof orgExamines.$inferSelect;

export const examineDto = (row: ExamineRow) => ({
  ...row,
  examineStatusName: STATUS_NAMES[row.examineStatus],
  syncedAt: iso(row.syncedAt),
  examinedAt: iso(row.examinedAt),
  submittedAt: iso(row.submittedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const listExamines = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const status = readChoice(body, 'examineStatus', STATUSES, MESSAGES.badStatus);
  const name = searchText(body, 'orgName', '机构名称');
  const part = name ? `%${escapeLike(name)}%` : null;
  const conditions: SQL[] = [];
  if (status !== undefined) conditions.push(eq(orgExamines.examineStatus, status));
  if (part) conditions.push(or(ilike(orgExamines.orgName, part), ilike(orgExamines.newOrgName, part))!);
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(orgExamines).where(where).orderBy(desc(orgExamines.syncedAt), desc(orgExamines.id)).limit(pageSize).offset(offset),
    db.select({ total: count() }).from(orgExamines).where(where),
  ]);
  return { list: rows.map(examineDto), total };
};

export const examineNodes = async (db: Db, examineId: number) => {
  const rows = await db.select().from(orgExamineNodes).where(eq(orgExamineNodes.examineId, examineId)).orderBy(asc(orgExamineNodes.id));
  return rows.map((node) => ({
    id: node.id,
    action: node.action,
    actionName: ACTION_NAMES[node.action] ?? node.action,
    fromStatus: node.fromStatus,
    fromStatusName: node.fromStatus === null ? null : STATUS_NAMES[node.fromStatus],
    toStatus: node.toStatus,
    toStatusName: STATUS_NAMES[node.toStatus],
    actorName: node.actorName,
    actorLogin: node.actorLogin,
    comment: node.comment,
    notified: node.notified ?? [],
    at: node.at.toISOString(),
  }));
};

export const findExamine = async (db: Db, id: number) => {
  const [row] = await db.select().from(orgExamines).where(eq(orgExamines.id, id)).limit(1);
  return row ?? refuse(MESSAGES.notFound);
};

/** queryInfo: the change, its nodes, and the member unit's current and former names. */
export const examineDetail = async (db: Db, id: number) => {
  const row = await findExamine(db, id);
  const [unit] = row.memberUnitId ? await db.select({ name: unitColumns.unitName }).from(unitTable).where(eq(unitColumns.id, row.memberUnitId)).limit(1) : [];
  return {
    ...examineDto(row),
    nodes: await examineNodes(db, id),
    memberUnit: unit ? { id: row.memberUnitId, name: unit.name as string, formerNames: row.memberUnitId ? await formerNamesOf(db, row.memberUnitId) : [] } : null,
  };
};

/** queryExamineList: the nodes of change `id` (or `examineId`). */
export const readExamineId = (body: Record<string, unknown>) => readId(body, body.examineId !== undefined ? 'examineId' : 'id');
