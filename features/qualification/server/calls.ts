/**
 * The calls of 资格查询 (menu 53; docs/qualification.md) on the web-center base: excel/import (dry run of
 * an uploaded or stored ledger; confirm or cancel of a dry run), the register's search and its export
 * (qua/queryQuaList, qua/exportQuaList, ours), the import records and history (qua/queryExcelRecord,
 * qua/queryHistoryRecord) with their exports (qua/exportExcelRecord, qua/exportHistoryRecord, ours), the data-origin setting (quaDataOrigin/*), and the ledger files under fastdfs:
 * standBookUpload, standBookTemplate, standBookDownload (ours, in the spec's style) and onlyUploadFile (zip
 * packages).
 */
import { QUA_EXPORTS } from '../contract/labels';
import type { Db } from '../../../server/db/client';
import type { Services } from '../../../server/services';
import { get, holdsUnit, post, type EndpointContext, type ServerModule } from '../../../server/http/api';
import { ApiError, fail, STATUS, Success } from '../../../server/http/envelope';
import { wholeNumber } from '../../../server/http/validate';
import { applyBatch, cancelBatch } from './apply';
import { dryRun } from './dryRun';
import { checkLedgerFile, checkPackageFile, findFile, readUpload, sendBytes, storeFile, XLSX } from './ledger';
import { batchesWorkbook, certificatesWorkbook, historyWorkbook } from './exports';
import { exportBatches, exportCertificates, exportHistory, listBatches, listCertificates, listHistory } from './lists';
import { MENU } from './model';
import { QUA_MESSAGES } from './messages';
import { readOrigin, saveOrigin } from './origin';
import { buildTemplate, readLedger, TEMPLATE_NAME } from './sheet';

const READERS = { menu: MENU, unit: ['list', 'detail'] as ('list' | 'detail')[] };
const IMPORTERS = { menu: MENU, unit: 'add' as const };
/** Ledger files: readers get error workbooks, importers also the files that hold full ID numbers. */
const LEDGER_FILES = { menu: MENU, unit: [...READERS.unit, IMPORTERS.unit] };

/** A stored ledger's bytes and name, or the uploaded file checked and stored now. */
const ledgerOf = async (db: Db, sheets: Services['sheets'], upload: Awaited<ReturnType<typeof readUpload>>, userId: number | null) => {
  if (upload.file) {
    const fileName = await checkLedgerFile(upload.file);
    const rows = await readLedger(upload.file.bytes, sheets);
    const id = await storeFile(db, 'source', fileName, upload.file.bytes, userId);
    return { rows, file: { id, fileName } };
  }
  if (!upload.fields.fileId) fail(QUA_MESSAGES.fileRequired);
  const stored = (await findFile(db, upload.fields.fileId, 'source')) ?? fail(QUA_MESSAGES.fileMissing);
  return { rows: await readLedger(stored.bytes, sheets), file: { id: stored.id, fileName: stored.fileName } };
};

const importCall = async ({ db, request, user, logWrite, services }: EndpointContext) => {
  const { log, sheets, clock } = services;
  const upload = await readUpload(request);
  const action = upload.fields.action ?? 'check';
  if (action === 'check') {
    const started = Date.now();
    const { rows, file } = await ledgerOf(db, sheets, upload, user!.id);
    const report = await dryRun(db, rows, file, user!.id, user!.loginName, clock);
    log.info({ userId: user!.id, rows: rows.length, errors: report.errorCount, ms: Date.now() - started }, 'qualification ledger checked');
    return new Success(report, report.errorCount ? `校验完成，${report.errorRows}行有错误` : '校验通过');
  }
  if (action !== 'confirm' && action !== 'cancel') fail(QUA_MESSAGES.actionInvalid);
  const batchId = wholeNumber(upload.fields.batchId, 1) ?? fail(QUA_MESSAGES.batchRequired);
  if (action === 'cancel') {
    await db.transaction(async (tx) => {
      await cancelBatch(tx as unknown as Db, batchId);
      await logWrite(tx as unknown as Db, { batchId, action });
    });
    return new Success({ batchId }, '已取消导入');
  }
  let packageFileId: string | null = null;
  if (upload.fields.packageFileId) packageFileId = ((await findFile(db, upload.fields.packageFileId, 'package')) ?? fail(QUA_MESSAGES.packageMissing)).id;
  const outcome = await db.transaction(async (tx) => {
    const applied = await applyBatch(tx as unknown as Db, batchId, user!.loginName, packageFileId, clock.sqlNow());
    if (applied.applied) await logWrite(tx as unknown as Db, { batchId, action, ...applied });
    return applied;
  });
  if (!outcome.applied) fail(QUA_MESSAGES.batchStale);
  return new Success({ batchId, ...outcome }, '导入成功');
};

const uploadCall =
  (kind: 'source' | 'package') =>
  async ({ db, request, user, logWrite, services: { sheets } }: EndpointContext) => {
    const upload = await readUpload(request);
    const fileName = kind === 'source' ? await checkLedgerFile(upload.file) : await checkPackageFile(upload.file);
    if (kind === 'source') await readLedger(upload.file!.bytes, sheets);
    const answer = await db.transaction(async (tx) => {
      const fileId = await storeFile(tx as unknown as Db, kind, fileName, upload.file!.bytes, user!.id);
      const stored = { fileId, fileName, size: upload.file!.bytes.length };
      await logWrite(tx as unknown as Db, stored);
      return stored;
    });
    return new Success(answer, '上传成功');
  };

export const qualificationModule: ServerModule = () => [
  // The workbook is read before the transaction that stores the dry run and logs the call.
  post('excel/import', IMPORTERS, { write: 'create', audit: 'self' }, importCall),
  post('qua/queryQuaList', READERS, 'read', ({ db, body }) => listCertificates(db, body)),
  post(
    QUA_EXPORTS.certificates.call,
    READERS,
    'read',
    async ({ db, body, reply }) => sendBytes(reply, QUA_EXPORTS.certificates.fileName, XLSX, await certificatesWorkbook(await exportCertificates(db, body))),
    { raw: true },
  ),
  post('qua/queryExcelRecord', READERS, 'read', ({ db, body, services }) => listBatches(db, body, services.clock.sqlNow())),
  post(
    QUA_EXPORTS.batches.call,
    READERS,
    'read',
    async ({ db, body, reply, services }) => sendBytes(reply, QUA_EXPORTS.batches.fileName, XLSX, await batchesWorkbook(await exportBatches(db, body, services.clock.sqlNow()))),
    {
      raw: true,
    },
  ),
  post('qua/queryHistoryRecord', READERS, 'read', ({ db, body }) => listHistory(db, body)),
  post(QUA_EXPORTS.history.call, READERS, 'read', async ({ db, body, reply }) => sendBytes(reply, QUA_EXPORTS.history.fileName, XLSX, await historyWorkbook(await exportHistory(db, body))), {
    raw: true,
  }),
  post('quaDataOrigin/queryQuaDataOriginInfo', READERS, 'read', ({ db }) => readOrigin(db)),
  post(
    'quaDataOrigin/updateQuaDataOriginInfo',
    { menu: MENU, unit: 'modify' },
    { write: 'update' },
    async ({ db: tx, body, user }) => new Success(await saveOrigin(tx, body, user!.loginName), '保存成功'),
  ),
  // Each stores a new file, logged with its row (the upload is read before the transaction).
  post('fastdfs/standBookUpload', IMPORTERS, { write: 'create', audit: 'self' }, uploadCall('source'), { work: 'import' }),
  post('fastdfs/onlyUploadFile', IMPORTERS, { write: 'create', audit: 'self' }, uploadCall('package')),
  get('fastdfs/standBookTemplate', READERS, 'read', async ({ reply }) => sendBytes(reply, TEMPLATE_NAME, XLSX, await buildTemplate()), { raw: true }),
  get(
    'fastdfs/standBookDownload',
    LEDGER_FILES,
    'read',
    async ({ db, query, reply, user }) => {
      const file = (await findFile(db, query.fileId)) ?? fail(QUA_MESSAGES.fileMissing, 404, null);
      // The uploaded ledger and the certificate scans hold full ID numbers, which every list masks: only the
      // importers, who send such files, read them back; an error workbook (row, column, reason) is for readers.
      if (file.kind !== 'errors' && !holdsUnit(user!, MENU, IMPORTERS.unit)) throw new ApiError(QUA_MESSAGES.ledgerForbidden, STATUS.forbidden);
      return sendBytes(reply, file.fileName, file.contentType, file.bytes);
    },
    { raw: true },
  ),
];
