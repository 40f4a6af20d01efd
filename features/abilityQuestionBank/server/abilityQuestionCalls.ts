/**
 * The ability calls beyond the declared modules (docs/ability.md):
 * - ability/abilityBusinessType/queryValidBusinessType: the enabled business
 *   types; queryHasQuestionBusinessType: the types holding at least one
 *   question (enabled or not). Both in order, for menus 39 and 40 (the question
 *   bank's form select and search select).
 * - ability/abilityQuestionManage/updateDataByBatchOperation
 *   `{ids, operation: 'enable'|'disable'|'delete'}`: all or nothing, in one transaction.
 * - exportQuestionMouldExcel (GET or POST): the import template.
 * - addBatchQuestionManageData (multipart, part `file`): the import, with a
 *   per-row report `{successCount, failCount, failures: [{row, reason}]}`;
 *   the good rows are inserted in one transaction, in batches.
 */
import { and, asc, count, eq, exists, inArray, max, sql } from 'drizzle-orm';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import abilityBusinessType from '../../../resources/ability/abilityBusinessType';
import { resources } from '../../../resources';
import type { Db } from '../../../server/db/client';
import { requireUnit, type Endpoint, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { fail } from '../../../server/http/envelope';
import { sendDownload } from '../../../server/modules/files';
import { tableOf } from '../../../server/resources/columns';
import { toColumnValue, toRecord } from '../../../server/resources/codec';
import { selectRecords } from '../../../server/resources/queries';
import { readImportUpload } from '../../../server/modules/sheetReader';
import { readIdList } from '../../../server/http/validate';
import { buildTemplate, checkSheetRow, readQuestionSheet, TEMPLATE_NAME, type ImportFailure, type TypeDirectory } from './abilityQuestionExcel';

export const BATCH_MESSAGES = {
  idsRequired: '请选择要操作的题目',
  idsInvalid: '题目编号必须是正整数',
  tooMany: '每次最多操作1000条题目',
  operation: '批量操作类型须为 enable、disable 或 delete',
  missing: (count: number) => `所选题目中有 ${count} 条不存在或已被删除，请刷新后重试`,
  done: { enable: '批量启用成功', disable: '批量停用成功', delete: '批量删除成功' },
} as const;

export const MAX_BATCH = 1000;
const INSERT_CHUNK = 500;
const OPERATIONS = ['enable', 'disable', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

const typePath = (call: string) => `${abilityBusinessType.api}/${call}`;
const questionPath = (call: string) => `${abilityQuestion.api}/${call}`;

/** Business types in their order, those `where` selects. */
const businessTypes = async (db: Db, where: ReturnType<typeof eq> | ReturnType<typeof exists>) => {
  const { columns } = tableOf(abilityBusinessType);
  const rows = await selectRecords(db, abilityBusinessType, resources).where(where).orderBy(asc(columns.orderSeq), asc(columns.id));
  return rows.map((row) => toRecord(abilityBusinessType, row as Record<string, unknown>));
};

const readIds = (value: unknown): number[] =>
  readIdList(
    Array.isArray(value) && value.length === 0 ? undefined : value,
    { required: BATCH_MESSAGES.idsRequired, invalid: BATCH_MESSAGES.idsInvalid },
    { max: MAX_BATCH, tooMany: BATCH_MESSAGES.tooMany },
  );

/** Enables, disables or deletes every question of `ids`, or none when one is missing. */
const batchOperation = async ({ body, user, db }: EndpointContext) => {
  const operation = body.operation as Operation;
  if (!OPERATIONS.includes(operation)) fail(BATCH_MESSAGES.operation);
  requireUnit(user, abilityQuestion.menuId, operation === 'delete' ? 'delete' : 'enable');
  const ids = readIds(body.ids);
  const { table, columns } = tableOf(abilityQuestion);
  const changed = await db.transaction(async (tx) => {
    const [{ found }] = await tx.select({ found: count() }).from(table).where(inArray(columns.id, ids));
    if (found !== ids.length) fail(BATCH_MESSAGES.missing(ids.length - found));
    const rows =
      operation === 'delete'
        ? await tx.delete(table).where(inArray(columns.id, ids)).returning({ id: columns.id })
        : await tx
            .update(table)
            .set({ enabled: operation === 'enable' ? 1 : 0, version: sql`${columns.version} + 1`, updatedAt: sql`now()` } as never)
            .where(inArray(columns.id, ids))
            .returning({ id: columns.id });
    return rows.length;
  });
  return { operation, count: changed };
};

const typeDirectory = async (db: Db): Promise<TypeDirectory> => {
  const { table, columns } = tableOf(abilityBusinessType);
  const rows = await db.select({ id: columns.id, name: columns.name, enabled: columns.enabled }).from(table);
  return new Map(rows.map((row) => [String(row.name).trim(), { id: row.id as number, enabled: row.enabled === 1 }]));
};

/** The import: every good row inserted in one transaction, every bad one reported. */
const importQuestions = async ({ db, request, user, logWrite, services: { log, sheets } }: EndpointContext) => {
  const upload = await readImportUpload(request);
  if (!upload.file) return fail('请选择要导入的文件');
  const rows = await readQuestionSheet(upload.file, sheets);
  const types = await typeDirectory(db);
  const { table, columns } = tableOf(abilityQuestion);
  const started = Date.now();
  const report = await db.transaction(async (tx) => {
    const [{ top }] = await tx.select({ top: max(columns.orderSeq) }).from(table);
    let order = Number(top ?? 0);
    const failures: ImportFailure[] = [];
    const good: Record<string, unknown>[] = [];
    for (const row of rows) {
      const checked = checkSheetRow(row, types, () => Math.min((order += 1), 999_999));
      if ('reason' in checked) failures.push({ row: row.row, reason: checked.reason });
      else good.push(Object.fromEntries(abilityQuestion.fields.map((field) => [field.name, toColumnValue(field, checked.values[field.name])])));
    }
    for (let at = 0; at < good.length; at += INSERT_CHUNK) await tx.insert(table).values(good.slice(at, at + INSERT_CHUNK) as never);
    const counted = { successCount: good.length, failCount: failures.length, failures };
    await logWrite(tx as unknown as Db, { successCount: counted.successCount, failCount: counted.failCount });
    return counted;
  });
  log.info({ userId: user?.id, rows: rows.length, imported: report.successCount, ms: Date.now() - started }, 'questions imported');
  return report;
};

const sendTemplate = async ({ reply }: EndpointContext) => sendDownload(reply, TEMPLATE_NAME, await buildTemplate());

export const abilityQuestionModule: ServerModule = () => {
  const { table: questions, columns: question } = tableOf(abilityQuestion);
  const { columns: type } = tableOf(abilityBusinessType);
  const readers = { menu: [abilityBusinessType.menuId, abilityQuestion.menuId] };
  const endpoints: Endpoint[] = [
    { method: 'POST', path: typePath('queryValidBusinessType'), access: readers, effect: 'read', handler: ({ db }) => businessTypes(db, eq(type.enabled, 1)) },
    {
      method: 'POST',
      path: typePath('queryHasQuestionBusinessType'),
      access: readers,
      effect: 'read',
      handler: ({ db }) =>
        businessTypes(
          db,
          exists(
            db
              .select({ one: sql`1` })
              .from(questions)
              .where(and(eq(question.businessTypeId, type.id))),
          ),
        ),
    },
    { method: 'POST', path: questionPath('updateDataByBatchOperation'), access: { menu: abilityQuestion.menuId, unit: ['enable', 'delete'] }, effect: { write: 'update' }, handler: batchOperation },
    // The workbook is read before the transaction that applies it and logs the call.
    {
      method: 'POST',
      path: questionPath('addBatchQuestionManageData'),
      access: { menu: abilityQuestion.menuId, unit: 'add' },
      effect: { write: 'create', audit: 'self' },
      handler: importQuestions,
      work: 'import',
    },
  ];
  for (const method of ['GET', 'POST'] as const) {
    endpoints.push({ method, path: questionPath('exportQuestionMouldExcel'), access: { menu: abilityQuestion.menuId, unit: 'add' }, effect: 'read', raw: true, handler: sendTemplate });
  }
  return endpoints;
};
