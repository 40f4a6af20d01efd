/**
 * The calls of 资格查询 (menu 53; docs/qualification.md) with the shapes they answer. The three lists go
 * through react-admin's dataProvider (resources of resources/bespoke.ts); the import, the ledger files and
 * the data-origin setting through these.
 */
import { download, post, upload } from '../../../dataProvider/http';
import type { DryRunReport, ImportCounts } from '../../../resources/qualification/dryRunReport';

export type { CellError, DryRunReport } from '../../../resources/qualification/dryRunReport';

export const QUERY_PATH = '/business/qualificationt';
export const RECORDS_PATH = '/business/qualificationHistoryt';
export const HISTORY_PATH = '/business/qualificationHistory';
export const TEMPLATE_NAME = '资格登记导入模板.xlsx';

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

export interface DataOrigin {
  origin: string;
  note: string;
  version: number;
  updatedBy: string;
  updatedAt: string | null;
}

interface Stored {
  fileId: string;
  fileName: string;
  size: number;
}

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return form;
};

const fieldsForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

/** Stores the ledger (fastdfs/standBookUpload), then dry-runs it (excel/import); a refusal is the caller's to show. */
export const checkLedger = async (file: File) => {
  const stored = (await upload<Stored>('fastdfs/standBookUpload', fileForm(file), { silent: true })).data;
  return (await upload<DryRunReport>('excel/import', fieldsForm({ fileId: stored.fileId }), { silent: true })).data;
};

/** A zip package of supporting documents (fastdfs/onlyUploadFile). */
export const uploadPackage = async (file: File) => (await upload<Stored>('fastdfs/onlyUploadFile', fileForm(file), { silent: true })).data;

export const confirmImport = async (batchId: number, packageFileId?: string) =>
  (await upload<{ added: number; updated: number }>('excel/import', fieldsForm({ action: 'confirm', batchId: String(batchId), ...(packageFileId ? { packageFileId } : {}) }), { silent: true })).data;

export const cancelImport = async (batchId: number) => (await upload('excel/import', fieldsForm({ action: 'cancel', batchId: String(batchId) }), { silent: true })).data;

export const downloadTemplate = () => download('fastdfs/standBookTemplate', undefined, TEMPLATE_NAME);

/** A ledger file (uploaded workbook, error workbook or package), saved under its name. */
export const downloadLedgerFile = (fileId: string, fileName: string) => download('fastdfs/standBookDownload', { fileId }, fileName);

export const readOrigin = async () => (await post<DataOrigin>('quaDataOrigin/queryQuaDataOriginInfo', {}, { silent: true })).data;
export const saveOrigin = async (values: { origin: string; note: string; version: number }) =>
  (await post<DataOrigin>('quaDataOrigin/updateQuaDataOriginInfo', values, { silent: true })).data;
