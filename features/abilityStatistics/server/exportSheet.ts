/**
 * An ability statistics export (docs/ability-statistics.md "Exports"), laid out as the statistics exports are:
 * one sheet named after the export, its title in row 1, `导出时间：` (Beijing time of the server's clock) in row 2,
 * `筛选条件：` (the filter in words) in row 3, a `口径：` row per definition, then the screen's column titles in bold
 * and the list's rows in the list's order — no blank row, so the table starts right under the header rows.
 * Verdicts are words (是/否, 通过/未通过), formula-like text is neutralised, the file is `<name>_YYYYMMDD.xlsx`.
 */
import { loadExcel } from '../../../server/modules/documentLibraries';
import type { FastifyReply } from 'fastify';
import { ABILITY_COLUMN_LABELS, ABILITY_TABLES, decimalsOf, type AbilityTable } from '../contract/statistics';
import { contentDisposition } from '../../../server/modules/files';
import { beijingDateTime, neutraliseFormula } from '../../../server/resources/export';

export const VERDICT_WORDS = { correct: ['否', '是'], passed: ['未通过', '通过'] } as const;

/** What the header rows say: the export's name (the sheet's title and its file's), the filter and the definitions. */
export interface AbilitySheetHeading {
  name: string;
  filter: string;
  definitions: readonly string[];
}

const cell = (key: string, value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return (VERDICT_WORDS[key as keyof typeof VERDICT_WORDS] ?? ['否', '是'])[value ? 1 : 0];
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value)).slice(0, 32_767);
};

/** The workbook of `rows`; `stamp` is the time of export as Beijing 'YYYY-MM-DD HH:mm'. */
export const buildAbilityWorkbook = async (table: AbilityTable, rows: Array<Record<string, unknown>>, heading: AbilitySheetHeading, stamp: string) => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '协会管理后台';
  const sheet = workbook.addWorksheet(heading.name.slice(0, 31));
  const keys = ABILITY_TABLES[table] as readonly (keyof typeof ABILITY_COLUMN_LABELS)[];
  // Keys, widths and number formats only: a column's header would take row 1, which the title holds. A figure
  // rounded to one decimal keeps it in the sheet too (69.0, not 69).
  sheet.columns = keys.map((key) => ({ key, width: key === 'stem' ? 60 : key.endsWith('Name') || key === 'title' ? 30 : 16, ...(decimalsOf(key) ? { style: { numFmt: '0.0' } } : {}) }));
  // The filter carries the caller's search text: neutralised like any cell.
  const lines = [heading.name, `导出时间：${stamp}`, `筛选条件：${heading.filter}`, ...heading.definitions.map((definition) => `口径：${definition}`)];
  for (const line of lines) sheet.addRow([cell('', line)]);
  sheet.addRow(keys.map((key) => ABILITY_COLUMN_LABELS[key])).font = { bold: true };
  for (const row of rows) sheet.addRow(keys.map((key) => cell(key, row[key])));
  return workbook;
};

/** Sends the sheet as `<name>_<Beijing day of now>.xlsx`, `now` being the server's clock (the stamp of row 2 too). */
export const sendAbilitySheet = async (reply: FastifyReply, table: AbilityTable, rows: Array<Record<string, unknown>>, heading: AbilitySheetHeading, now: Date) => {
  const stamp = beijingDateTime(now)!;
  const buffer = Buffer.from(await (await buildAbilityWorkbook(table, rows, heading, stamp)).xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(`${heading.name}_${stamp.slice(0, 10).replace(/-/g, '')}.xlsx`, false))
    .send(buffer);
};
