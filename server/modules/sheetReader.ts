/**
 * The rows of an uploaded workbook for an import, read with exceljs's
 * streaming reader: the worksheet's XML is parsed row by row and reading
 * stops as soon as the row limit or the cell limit is passed, so a workbook
 * whose parts inflate to tens of megabytes costs what its first rows cost,
 * not a whole document model. A server's imports read through its SheetGate
 * (one at a time, the rest in line), so the memory a read takes is bounded.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type ExcelJS from 'exceljs';
import { loadExcel } from './documentLibraries';
import { ApiError, fail } from '../http/envelope';
import { checkZip, ZIP_MESSAGES } from './zipGuard';
import { SHEET_GATE_MESSAGES, type SheetGate } from './sheetGate';

/** The refusals of an import's upload, before its workbook is read. */
export const IMPORT_MESSAGES = {
  fileRequired: '请选择要导入的文件',
  fileTooLarge: '文件大小不能超过5MB',
} as const;

/** An import's workbook: at most 5 MB, and at most 5,000 data rows. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const SHEET_MESSAGES = {
  busy: SHEET_GATE_MESSAGES.busy,
  tooWide: (max: number) => `文件格式不正确：每行最多${max}列`,
} as const;

export interface SheetLimits {
  /** Data rows (fully empty rows aside) after which the import is refused with `tooManyRows`. */
  maxRows: number;
  tooManyRows: string;
  /** Cells a row may hold; a wider row means the file is not the template. */
  maxColumns: number;
}

export interface SheetData {
  /** Row 1's cells by column (index 0 unused, as exceljs numbers columns from 1). */
  header: ExcelJS.CellValue[];
  /** The data rows with their sheet row number, fully empty rows left out. */
  rows: { number: number; values: ExcelJS.CellValue[] }[];
}

const isBlank = (value: ExcelJS.CellValue) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const readRows = async (bytes: Buffer, limits: SheetLimits): Promise<SheetData> => {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const data: SheetData = { header: [], rows: [] };
  let cells = 0;
  const maxCells = (limits.maxRows + 1) * limits.maxColumns;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as ExcelJS.CellValue[];
      if (values.length - 1 > limits.maxColumns) fail(SHEET_MESSAGES.tooWide(limits.maxColumns));
      cells += values.length;
      if (cells > maxCells) fail(limits.tooManyRows);
      if (row.number === 1) {
        data.header = values;
        continue;
      }
      if (values.every(isBlank)) continue;
      if (data.rows.length === limits.maxRows) fail(limits.tooManyRows);
      data.rows.push({ number: row.number, values });
    }
    // Only the first worksheet is read (the templates' data sheet): the rest of the file is never parsed.
    break;
  }
  return data;
};

/**
 * The first worksheet's header and data rows; refuses a file that is not a workbook or passes the limits.
 * `gate` is the server's (a read waits its turn); start-up's demo import reads alone and passes none.
 */
export const readSheet = async (bytes: Buffer, limits: SheetLimits, gate?: SheetGate): Promise<SheetData> => {
  const read = async () => {
    const ordered = await checkZip(bytes);
    return readRows(ordered, limits).catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      return fail(ZIP_MESSAGES.fileFormat);
    });
  };
  return gate ? gate.run(read) : read();
};

export interface ImportUpload {
  file: Buffer | null;
  fields: Record<string, string>;
}

/** Reads the multipart request: the part `file` (at most 5 MB) and the text fields; other file parts are drained. */
export const readImportUpload = async (request: FastifyRequest): Promise<ImportUpload> => {
  if (!request.isMultipart()) fail(IMPORT_MESSAGES.fileRequired);
  const upload: ImportUpload = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = bytes;
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') fail(IMPORT_MESSAGES.fileTooLarge);
    throw error;
  }
  return upload;
};

/** A cell's value as trimmed text: numbers, strings, rich text, hyperlinks and formula results alike. */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((run) => run.text ?? '')
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return cellText((value as ExcelJS.CellHyperlinkValue).text);
  return '';
};
