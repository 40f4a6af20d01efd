/**
 * 资格查询's calls beyond its three lists (menu 53; docs/qualification.md; resources quaCertificate,
 * quaImportBatch and quaHistory below): the import (the ledger stored, dry-run, then
 * confirmed or cancelled), the ledger files, the data-origin setting and the lists' exports, and the
 * records they answer.
 * The import's steps are quiet: the import dialog and its report show a refusal themselves.
 */
import { downloadCall, exportCall, postCall, uploadCall } from '../../../resources/framework/defineCalls';
import type { DryRunReport, ImportCounts } from './dryRunReport';
import { QUA_EXPORTS } from './labels';
import { defineContract, type CallsOf } from '../../../resources/framework/featureContract';

/** 资格查询 (menu 53; docs/qualification.md): the register, the import records and the history of changes. */
export const QUA_CERT_RESOURCE = 'quaCertificate';
export const QUA_BATCH_RESOURCE = 'quaImportBatch';
export const QUA_HISTORY_RESOURCE = 'quaHistory';
export const QUA_MENU = 53;

export type { CellError, DryRunReport } from './dryRunReport';

/** A row of the register (qua/queryQuaList), its ID number masked by the server. */
export interface Certificate {
  id: number;
  name: string;
  idCard: string;
  certNo: string;
  category: string;
  institution: string;
  obtainedOn: string;
  updatedAt: string;
}

/** An import record (qua/queryExcelRecord). */
export interface ImportBatch extends ImportCounts {
  id: number;
  fileId: string;
  fileName: string;
  status: number;
  errorFileId: string | null;
  packageFileId: string | null;
  checkedBy: string;
  checkedAt: string;
  appliedAt: string | null;
}

export type CertValues = Pick<Certificate, 'name' | 'idCard' | 'certNo' | 'category' | 'institution' | 'obtainedOn'>;

/** One change an import made to the register (qua/queryHistoryRecord). */
export interface HistoryEntry {
  id: number;
  batchId: number;
  fileName: string;
  appliedBy: string;
  certNo: string;
  name: string;
  idCard: string;
  change: 1 | 2;
  before: CertValues | null;
  after: CertValues;
  createdAt: string;
}

/** The data-origin setting shown above the query. */
export interface DataOrigin {
  origin: string;
  note: string;
  version: number;
  updatedBy: string;
  updatedAt: string | null;
}

export interface DataOriginInput {
  origin: string;
  note: string;
  version: number;
}

/** A file the file calls stored (the ledger, a zip package). */
export interface StoredLedgerFile {
  fileId: string;
  fileName: string;
  size: number;
}

export interface ImportApplied {
  added: number;
  updated: number;
}

/** File name of the template when the answer names none. */
const TEMPLATE_NAME = '资格登记导入模板.xlsx';

export const qualificationCalls = {
  /** Stores the ledger workbook (form: `file`). */
  quaUploadLedger: uploadCall<StoredLedgerFile>('fastdfs/standBookUpload', { quiet: true }),
  /** Dry-runs a stored ledger (form: `fileId`): nothing is written to the register yet. */
  quaDryRun: uploadCall<DryRunReport>('excel/import', { quiet: true }),
  /** Stores a zip package of supporting documents (form: `file`). */
  quaUploadPackage: uploadCall<StoredLedgerFile>('fastdfs/onlyUploadFile', { quiet: true }),
  /** Applies a dry run (form: `action=confirm`, `batchId`, optional `packageFileId`). */
  quaConfirmImport: uploadCall<ImportApplied>('excel/import', { quiet: true }),
  /** Drops a dry run (form: `action=cancel`, `batchId`). */
  quaCancelImport: uploadCall<{ batchId: number }>('excel/import', { quiet: true }),
  quaTemplate: downloadCall<void>('fastdfs/standBookTemplate', TEMPLATE_NAME),
  /** A ledger file (uploaded workbook, error workbook or package); the server names it. */
  quaLedgerFile: downloadCall<{ fileId: string }>('fastdfs/standBookDownload', '资格导入文件.xlsx'),
  /** The lists' rows as workbooks, with the list's filter (src/crud/list/CallExportButton.tsx). */
  quaExportCertificates: exportCall<Record<string, unknown>>(QUA_EXPORTS.certificates.call, QUA_EXPORTS.certificates.fileName),
  quaExportBatches: exportCall<Record<string, unknown>>(QUA_EXPORTS.batches.call, QUA_EXPORTS.batches.fileName),
  quaExportHistory: exportCall<Record<string, unknown>>(QUA_EXPORTS.history.call, QUA_EXPORTS.history.fileName),
  quaDataOrigin: postCall<void, DataOrigin>('quaDataOrigin/queryQuaDataOriginInfo', { quiet: true }),
  quaSaveDataOrigin: postCall<DataOriginInput, DataOrigin>('quaDataOrigin/updateQuaDataOriginInfo', { quiet: true }),
};

export const contract = defineContract(qualificationCalls, [
  { name: QUA_CERT_RESOURCE, api: 'qua', calls: { list: 'queryQuaList' }, menuId: QUA_MENU },
  { name: QUA_BATCH_RESOURCE, api: 'qua', calls: { list: 'queryExcelRecord' }, menuId: QUA_MENU },
  { name: QUA_HISTORY_RESOURCE, api: 'qua', calls: { list: 'queryHistoryRecord' }, menuId: QUA_MENU },
]);
declare module '../../../resources/calls' {
  interface FeatureCalls extends CallsOf<typeof contract> {}
}
