/**
 * The qualification ledger's workbooks (docs/qualification.md): the import template, the reading of an
 * uploaded ledger (the first worksheet, columns found by their header text, through the shared streaming
 * reader and its zip-bomb guard) and the error workbook of a dry run (row, column, reason).
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../server/modules/documentLibraries';
import { ApiError, fail } from '../../../server/http/envelope';
import { cellText } from '../../../server/modules/sheetReader';
import { readSheet } from '../../../server/modules/sheetReader';
import type { SheetGate } from '../../../server/modules/sheetGate';
import { ZIP_MESSAGES } from '../../../server/modules/zipGuard';
import { neutraliseFormula } from '../../../server/resources/export';
import { COLUMNS, maskIdCard, MAX_ROWS, normaliseCell, type CellError, type CertValues } from './model';
import { QUA_MESSAGES } from './messages';

export const TEMPLATE_NAME = '资格登记导入模板.xlsx';
const SHEET = '资格登记';

const HELP = [
  '1. 请在“资格登记”工作表中从第2行起每行填写一张资格证书，不要修改第1行的列名；列的顺序可以调整。',
  '2. 姓名、身份证号码、证书编号、资格类别、任职机构必填；取得日期选填，格式为 YYYY-MM-DD。',
  '3. 身份证号码为18位，最后一位为数字或X；证书编号为1位大写字母加13位数字，如 S0010120010001。',
  '4. 同一证书编号在文件中只能出现一次；登记簿中已有的证书编号将按本文件更新，但不能改登记到其他身份证号码下。',
  `5. 文件须为 .xlsx 格式，不超过20MB，每次最多${MAX_ROWS}行。上传后先校验，确认无误后再导入；有错误的行不导入。`,
];

export const styleHeader = (row: ExcelJS.Row) => {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF5F7FA' } };
  });
};

/** A workbook with a header row and the given rows, as one sheet (the template, the demo, the tests). */
export const ledgerWorkbook = async (rows: Partial<CertValues>[], help = false): Promise<Buffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  const sheet = workbook.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Text columns stay text: an ID number typed into a number cell would lose its last digits.
  sheet.columns = COLUMNS.map((column) => ({ header: column.label, key: column.field, width: column.width, style: { numFmt: '@' } }));
  styleHeader(sheet.getRow(1));
  for (const row of rows) sheet.addRow(COLUMNS.map((column) => neutraliseFormula(row[column.field] ?? '')));
  if (help) {
    const notes = workbook.addWorksheet('填写说明');
    notes.getColumn(1).width = 100;
    notes.addRow(['填写说明']).font = { bold: true, size: 13 };
    for (const line of HELP) notes.addRow([line]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const buildTemplate = () => ledgerWorkbook([], true);

export interface LedgerRow {
  row: number;
  values: CertValues;
}

/** The data rows of an uploaded ledger; refuses a file that is not the template or passes the limits. */
export const readLedger = async (bytes: Buffer, gate?: SheetGate): Promise<LedgerRow[]> => {
  const sheet = await readSheet(bytes, { maxRows: MAX_ROWS, tooManyRows: QUA_MESSAGES.tooManyRows, maxColumns: COLUMNS.length + 14 }, gate).catch((error: unknown) => {
    // The shared guard's message names the other imports' limit.
    if (error instanceof ApiError && error.statusText === ZIP_MESSAGES.contentTooLarge) fail(QUA_MESSAGES.contentTooLarge);
    throw error;
  });
  const byLabel = new Map(COLUMNS.map((column) => [column.label, column.field]));
  const at = new Map<string, number>();
  sheet.header.forEach((value, index) => {
    const field = byLabel.get(cellText(value).replace(/\s|\*/g, ''));
    if (field && !at.has(field)) at.set(field, index);
  });
  for (const column of COLUMNS) if (!at.has(column.field)) fail(QUA_MESSAGES.missingColumn(column.label));
  const rows = sheet.rows.map(({ number, values }) => {
    const cells = {} as CertValues;
    for (const column of COLUMNS) {
      const text = cellText(values[at.get(column.field)!]);
      cells[column.field] = normaliseCell(column.field, /^'[=+\-@]/.test(text) ? text.slice(1) : text);
    }
    return { row: number, values: cells };
  });
  if (rows.length === 0) fail(QUA_MESSAGES.noRows);
  return rows;
};

/**
 * The error workbook: one line per problem (行号, 列, 原因), in row order, followed by that row's cells as the
 * file held them, so the operator sees what to correct without the source beside it. The ID number is masked: a
 * reader of the import records may download this workbook, and only importers get full ID numbers.
 */
export const errorWorkbook = async (errors: CellError[], rows: LedgerRow[]): Promise<Buffer> => {
  const byRow = new Map(rows.map((row) => [row.row, row.values]));
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  const sheet = workbook.addWorksheet('错误明细', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '行号', key: 'row', width: 8 },
    { header: '列', key: 'column', width: 14 },
    { header: '原因', key: 'reason', width: 60 },
    ...COLUMNS.map((column) => ({ header: column.label, key: column.field, width: column.width, style: { numFmt: '@' } })),
  ];
  styleHeader(sheet.getRow(1));
  for (const error of errors) {
    const values: Partial<CertValues> = byRow.get(error.row) ?? {};
    const cells = COLUMNS.map(({ field }) => {
      const text = values[field] ?? '';
      return neutraliseFormula(field === 'idCard' && text ? maskIdCard(text) : text);
    });
    sheet.addRow([error.row, error.column, neutraliseFormula(error.reason), ...cells]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
