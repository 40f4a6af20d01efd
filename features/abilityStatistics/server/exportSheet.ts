/**
 * An ability statistics export: one sheet named after the table, the column titles of the screen in row 1 and
 * the list's rows under them, in the list's order (docs/ability-statistics.md "Exports"). Verdicts are words
 * (是/否, 通过/未通过), formula-like text is neutralised, the file is `<name>_YYYYMMDD.xlsx`.
 */
import { loadExcel } from '../../../server/modules/documentLibraries';
import type { FastifyReply } from 'fastify';
import { ABILITY_COLUMN_LABELS, ABILITY_TABLES, type AbilityTable } from '../contract/statistics';
import { contentDisposition } from '../../../server/modules/files';
import { neutraliseFormula } from '../../../server/resources/export';
import { beijingDay } from '../../../server/days';

export const VERDICT_WORDS = { correct: ['否', '是'], passed: ['未通过', '通过'] } as const;

const cell = (key: string, value: unknown): string | number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return (VERDICT_WORDS[key as keyof typeof VERDICT_WORDS] ?? ['否', '是'])[value ? 1 : 0];
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value)).slice(0, 32_767);
};

export const buildAbilityWorkbook = async (table: AbilityTable, rows: Array<Record<string, unknown>>, name: string) => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  const keys = ABILITY_TABLES[table] as readonly (keyof typeof ABILITY_COLUMN_LABELS)[];
  sheet.columns = keys.map((key) => ({ key, header: ABILITY_COLUMN_LABELS[key], width: key === 'stem' ? 60 : key.endsWith('Name') || key === 'title' ? 30 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(Object.fromEntries(keys.map((key) => [key, cell(key, row[key])])));
  return workbook;
};

/** Sends the sheet as `<name>_<Beijing day of now>.xlsx` (now: the server's clock). */
export const sendAbilitySheet = async (reply: FastifyReply, table: AbilityTable, rows: Array<Record<string, unknown>>, name: string, now: Date) => {
  const buffer = Buffer.from(await (await buildAbilityWorkbook(table, rows, name)).xlsx.writeBuffer());
  const day = beijingDay(now).replace(/-/g, '');
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(`${name}_${day}.xlsx`, false))
    .send(buffer);
};
