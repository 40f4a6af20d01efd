/**
 * Spreadsheet exports never hand a formula to Excel: a text starting with
 * = + - @ (or a tab or carriage return) comes out as text with a leading
 * quote, read back by exceljs as a string cell without a formula.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import abilityQuestion from '../../resources/ability/abilityQuestion';
import { exportCell, neutraliseFormula } from '../../server/resources/export';
import { loginToken, startTestServer, type TestServer } from './helpers';
import { fetchFile, post, QUESTION, readBook } from '../../features/abilityQuestionBank/testing/fixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const FORMULAS = ['=HYPERLINK("http://x","点我")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

describe('an exported question whose texts look like formulas', () => {
  it('comes out as text cells, none holding a formula', async () => {
    const stem = '=HYPERLINK("http://x")';
    const added = await post(server, admin, `${QUESTION}/addAbilityQuestionManageInfo`, {
      businessTypeId: 1,
      questionType: 1,
      stem,
      optionA: '@SUM(A1)',
      optionB: '+cmd|/C calc!A0',
      answer: 'A',
      difficulty: 1,
      orderSeq: 901,
    });
    expect(added.status).toBe(0);
    const answer = await fetchFile(server, admin, `${QUESTION}/exportAbilityQuestionExcel`, { stem: 'HYPERLINK' });
    expect(answer.statusCode).toBe(200);
    const sheet = (await readBook(answer.rawPayload)).worksheets[0];
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    const cells = [3, 4, 5].map((column) => row.getCell(column));
    expect(cells.map((cell) => cell.value)).toEqual([`'${stem}`, "'@SUM(A1)", "'+cmd|/C calc!A0"]);
    for (const cell of cells) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
    }
    // No cell of the sheet is a formula.
    sheet.eachRow((sheetRow) => sheetRow.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe('the shared helper', () => {
  it.each(FORMULAS)('quotes %j', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text and numbers alone', () => {
    expect(neutraliseFormula('合规 = 底线')).toBe('合规 = 底线');
    const stem = abilityQuestion.fields.find((field) => field.name === 'stem')!;
    const orderSeq = abilityQuestion.fields.find((field) => field.name === 'orderSeq')!;
    expect(exportCell(stem, { id: 1, version: 0, stem: '=1+1' })).toBe("'=1+1");
    expect(exportCell(orderSeq, { id: 1, version: 0, orderSeq: -5 })).toBe(-5);
  });
});
