/**
 * The statistics exports: the very rows (and total and correction lines) of
 * the JSON call they mirror, streamed as .xlsx with exceljs's streaming
 * writer. Header rows first: the title, the time of export, the filter used
 * and the definition (口径) of every figure in the sheet; then the column
 * titles and the rows. Text cells that a spreadsheet would run as a formula
 * are neutralised.
 */
import { PassThrough } from 'node:stream';
import { loadExcel } from '../../../../server/modules/documentLibraries';
import type { FastifyReply } from 'fastify';
import { COLUMN_LABELS, FIGURE_DEFINITIONS, ONE_DECIMAL_FIGURES } from '../../contract/definitions';
import { contentDisposition } from '../../../../server/modules/files';
import { beijingDateTime, neutraliseFormula } from '../../../../server/resources/export';
import { FIGURES } from './figures';

export interface ReportColumn {
  key: string;
  label: string;
  width?: number;
}

export interface ReportSheet {
  title: string;
  filter: string;
  columns: ReportColumn[];
  /** The rows, or a stream of them read while the sheet is written. */
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
  /** Lines after the rows: the total, the correction line. */
  footer?: Array<Record<string, unknown> | null>;
  /** Definitions beyond those of the figure columns. */
  definitions?: string[];
}

const LABELS: Record<string, string> = COLUMN_LABELS;

const COMPARISON_KEYS = ['comparePv', 'pvChange', 'compareUv', 'uvChange', 'compareActiveUsers', 'activeUsersChange'];

/** The columns of a breakdown or trend: its label keys, every figure, and the comparison when there is one. */
export const figureColumns = (labelKeys: string[], compared: boolean, extra: string[] = []): ReportColumn[] =>
  [...labelKeys, ...FIGURES.map((figure) => figure.key), ...extra, ...(compared ? COMPARISON_KEYS : [])].map((key) => ({ key, label: LABELS[key] ?? key }));

const cell = (value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value)).slice(0, 32_767);
};

/** The definitions the sheet's columns need, each once. */
const definitionsOf = (sheet: ReportSheet) => {
  const figureKeys = new Set(sheet.columns.map((column) => column.key));
  const own = FIGURES.filter((figure) => figureKeys.has(figure.key)).map((figure) => figure.definition);
  const change = sheet.columns.some((column) => column.key.endsWith('Change')) ? [FIGURE_DEFINITIONS.change] : [];
  return [...new Set([...own, ...(sheet.definitions ?? []), ...change, FIGURE_DEFINITIONS.day, FIGURE_DEFINITIONS.frozen])];
};

/** Answers the sheet as an .xlsx download named `fileName` (without extension), streamed as it is written. */
export const sendReport = async (reply: FastifyReply, now: Date, sheet: ReportSheet, fileName: string) => {
  const stream = new PassThrough();
  const stamp = beijingDateTime(now)!;
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(`${fileName}_${stamp.slice(0, 10).replace(/-/g, '')}.xlsx`, false))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');
  const sent = reply.send(stream);
  try {
    await writeSheet(stream, sheet, stamp);
  } catch (error) {
    // The answer has begun: a failure can only cut it short, which the browser reports as a failed download.
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return sent;
};

const writeSheet = async (stream: PassThrough, sheet: ReportSheet, stamp: string) => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = '协会管理后台';
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
  worksheet.columns = sheet.columns.map((column) => ({
    key: column.key,
    width: column.width ?? Math.max(12, [...column.label].length * 2 + 2),
    // The average stay is rounded to one decimal: the sheet shows 68.0 above 66.2, as the screen does.
    ...(ONE_DECIMAL_FIGURES.has(column.key) ? { style: { numFmt: '0.0' } } : {}),
  }));
  const line = (text: string) => worksheet.addRow([text]).commit();
  line(sheet.title);
  line(`导出时间：${stamp}`);
  line(`筛选条件：${sheet.filter}`);
  for (const definition of definitionsOf(sheet)) line(`口径：${definition}`);
  line('');
  const header = worksheet.addRow(sheet.columns.map((column) => column.label));
  header.font = { bold: true };
  header.commit();
  for await (const row of sheet.rows) worksheet.addRow(sheet.columns.map((column) => cell(row[column.key]))).commit();
  for (const row of sheet.footer ?? []) {
    if (row) worksheet.addRow(sheet.columns.map((column, index) => (index === 0 ? cell(row.label) : cell(row[column.key])))).commit();
  }
  worksheet.commit();
  await workbook.commit();
};
