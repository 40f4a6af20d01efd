/**
 * The reading calls of the qualification query (docs/qualification.md): the register searched by name,
 * certificate number and institution (qua/queryQuaList, ours), the import records (qua/queryExcelRecord)
 * and the history of changes (qua/queryHistoryRecord) of one person, one import or a search, each with
 * its export (exports.ts) reading the same rows. ID numbers leave the server masked, always.
 */
import { and, count, desc, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { quaCertificates, quaHistory, quaImportBatches } from './schema';
import { fail } from '../../../server/http/envelope';
import { escapeLike, optionalString, paging, wholeNumber } from '../../../server/http/validate';
import { beijingDateTime } from '../../../server/resources/export';
import { BATCH, expiryCutoff, maskIdCard, type CertValues } from './model';
import { QUA_MESSAGES } from './messages';

const like = (text: string) => `%${escapeLike(text.trim())}%`;

const certificateWhere = (body: Record<string, unknown>) => {
  const name = optionalString(body, 'name', '姓名', 50);
  const certNo = optionalString(body, 'certNo', '证书编号', 32);
  const institution = optionalString(body, 'institution', '任职机构', 100);
  const where = and(
    name ? ilike(quaCertificates.name, like(name)) : undefined,
    certNo ? ilike(quaCertificates.certNo, like(certNo.toUpperCase())) : undefined,
    institution ? ilike(quaCertificates.institution, like(institution)) : undefined,
  );
  return where;
};

/** The register's rows of a search, as the query and its export show them (ID numbers masked). */
const certificateRow = (row: typeof quaCertificates.$inferSelect) => ({
  id: row.id,
  name: row.name,
  idCard: maskIdCard(row.idCard),
  certNo: row.certNo,
  category: row.category,
  institution: row.institution,
  obtainedOn: row.obtainedOn ?? '',
  batchId: row.batchId,
  updatedAt: beijingDateTime(row.updatedAt),
});

export const listCertificates = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const where = certificateWhere(body);
  const [{ total }] = await db.select({ total: count() }).from(quaCertificates).where(where);
  const rows = await db.select().from(quaCertificates).where(where).orderBy(desc(quaCertificates.updatedAt), desc(quaCertificates.id)).limit(pageSize).offset(offset);
  return { total, list: rows.map(certificateRow) };
};

/** Most rows an export holds: the largest import. */
export const MAX_EXPORT_ROWS = 50_000;

/** The rows of a search for its export, in the list's order. */
export const exportCertificates = async (db: Db, body: Record<string, unknown>) => {
  const rows = await db.select().from(quaCertificates).where(certificateWhere(body)).orderBy(desc(quaCertificates.updatedAt), desc(quaCertificates.id)).limit(MAX_EXPORT_ROWS);
  return rows.map(certificateRow);
};

/** A batch's status as the operator sees it: a dry run left waiting past DRY_RUN_HOURS is 已失效 (`now`: the clock's). */
const shownStatus = (now: SQL) =>
  sql<number>`CASE WHEN ${quaImportBatches.status} = ${BATCH.checked} AND ${quaImportBatches.checkedAt} < ${expiryCutoff(now)} THEN ${BATCH.stale} ELSE ${quaImportBatches.status} END`;

const batchWhere = (body: Record<string, unknown>, now: SQL) => {
  const fileName = optionalString(body, 'fileName', '文件名称', 255);
  const status = body.status === undefined || body.status === '' ? null : wholeNumber(body.status, 0);
  return and(fileName ? ilike(quaImportBatches.fileName, like(fileName)) : undefined, status !== null ? sql`${shownStatus(now)} = ${status}` : undefined);
};

/**
 * The user a stored login name names, by their name as the console shows users (login names are fixed; a user
 * removed since keeps the login name; no login name stays null).
 */
export const personName = (loginName: SQL | AnyColumn) => sql<string | null>`coalesce((SELECT u.cn_name FROM ${users} u WHERE lower(u.login_name) = lower(${loginName})), ${loginName})`;

/** Import records of a search, newest first, as the list and its export show them. */
const batchRows = async (db: Db, where: SQL | undefined, limit: number, offset: number, now: SQL) => {
  const rows = await db
    .select({
      id: quaImportBatches.id,
      fileId: quaImportBatches.fileId,
      fileName: quaImportBatches.fileName,
      status: shownStatus(now),
      totalRows: quaImportBatches.totalRows,
      validRows: quaImportBatches.validRows,
      errorRows: quaImportBatches.errorRows,
      added: quaImportBatches.added,
      updated: quaImportBatches.updated,
      unchanged: quaImportBatches.unchanged,
      errorFileId: quaImportBatches.errorFileId,
      packageFileId: quaImportBatches.packageFileId,
      checkedBy: sql<string>`${personName(quaImportBatches.checkedBy)}`,
      checkedAt: quaImportBatches.checkedAt,
      appliedBy: sql<string | null>`${personName(quaImportBatches.appliedBy)}`,
      appliedAt: quaImportBatches.appliedAt,
    })
    .from(quaImportBatches)
    .where(where)
    .orderBy(desc(quaImportBatches.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, checkedAt: beijingDateTime(row.checkedAt), appliedAt: row.appliedAt ? beijingDateTime(row.appliedAt) : null }));
};

export type BatchRow = Awaited<ReturnType<typeof batchRows>>[number];

export const listBatches = async (db: Db, body: Record<string, unknown>, now: SQL) => {
  const { pageSize, offset } = paging(body);
  const where = batchWhere(body, now);
  const [{ total }] = await db.select({ total: count() }).from(quaImportBatches).where(where);
  return { total, list: await batchRows(db, where, pageSize, offset, now) };
};

export const exportBatches = (db: Db, body: Record<string, unknown>, now: SQL) => batchRows(db, batchWhere(body, now), MAX_EXPORT_ROWS, 0, now);

const maskValues = (values: unknown) => (values ? { ...(values as CertValues), idCard: maskIdCard((values as CertValues).idCard ?? ''), id: undefined } : null);

/**
 * History: of the person holding certificate `certificateId` (all their certificates), of import `batchId`,
 * or of a search by name or certificate number.
 */
const historyWhere = async (db: Db, body: Record<string, unknown>) => {
  const conditions: (SQL | undefined)[] = [];
  if (body.certificateId !== undefined && body.certificateId !== '') {
    const id = wholeNumber(body.certificateId, 1) ?? fail('证书编号不正确');
    const [holder] = await db.select({ idCard: quaCertificates.idCard }).from(quaCertificates).where(eq(quaCertificates.id, id));
    if (!holder) fail('该资格记录不存在');
    conditions.push(eq(quaHistory.idCard, holder!.idCard));
  }
  if (body.batchId !== undefined && body.batchId !== '') conditions.push(eq(quaHistory.batchId, wholeNumber(body.batchId, 1) ?? fail(QUA_MESSAGES.batchMissing)));
  const name = optionalString(body, 'name', '姓名', 50);
  const certNo = optionalString(body, 'certNo', '证书编号', 32);
  if (name) conditions.push(ilike(quaHistory.name, like(name)));
  if (certNo) conditions.push(ilike(quaHistory.certNo, like(certNo.toUpperCase())));
  return and(...conditions);
};

/** History entries, newest first, ID numbers masked. */
const historyRows = async (db: Db, where: SQL | undefined, limit: number, offset: number) => {
  const rows = await db
    .select({ history: quaHistory, fileName: quaImportBatches.fileName, appliedBy: personName(quaImportBatches.appliedBy) })
    .from(quaHistory)
    .leftJoin(quaImportBatches, eq(quaImportBatches.id, quaHistory.batchId))
    .where(where)
    .orderBy(desc(quaHistory.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ history, fileName, appliedBy }) => ({
    id: history.id,
    batchId: history.batchId,
    fileName: fileName ?? '',
    appliedBy: appliedBy ?? '',
    certNo: history.certNo,
    name: history.name,
    idCard: maskIdCard(history.idCard),
    change: history.change,
    before: maskValues(history.before),
    after: maskValues(history.after),
    createdAt: beijingDateTime(history.createdAt),
  }));
};

export type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

export const listHistory = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const where = await historyWhere(db, body);
  const [{ total }] = await db.select({ total: count() }).from(quaHistory).where(where);
  return { total, list: await historyRows(db, where, pageSize, offset) };
};

export const exportHistory = async (db: Db, body: Record<string, unknown>) => historyRows(db, await historyWhere(db, body), MAX_EXPORT_ROWS, 0);

export const batchesByIds = (db: Db, ids: number[]) => db.select().from(quaImportBatches).where(inArray(quaImportBatches.id, ids));
export const registerSize = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(quaCertificates))[0].n;
