/** Shared pieces of the ability question tests: calls, a role with a few units on menu 40, workbooks and the multipart import. */
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { call, loginWithGrants, type TestServer } from '../../../test/server/helpers';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { tableOf } from '../../../server/resources/columns';

export const QUESTION = 'ability/abilityQuestionManage';
export const TYPE = 'ability/abilityBusinessType';
export const NO_UNIT = '您没有该操作的权限';
export const NO_MENU = '您没有该功能的访问权限';

export const questionCount = async (server: TestServer) => {
  const { table } = tableOf(abilityQuestion);
  return (await server.services.db.select({ value: count() }).from(table))[0].value;
};

/** A login whose role holds only `units` of the question bank (menu 40). */
export const loginWithUnits = async (server: TestServer, code: string, units: string[]) => (await loginWithGrants(server, code, { 40: units })).token;

export const HEADER = ['业务类型', '题型', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析', '难度', '状态', '排序'];

/** An xlsx with the sheet 能力题目 holding `rows` from row 1. */
export const workbook = async (rows: ExcelJS.CellValue[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('能力题目');
  rows.forEach((values, index) => values.forEach((value, column) => (sheet.getCell(index + 1, column + 1).value = value)));
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** A good single-choice row of the template's columns. */
export const goodRow = (stem: string, type = '经纪业务'): ExcelJS.CellValue[] => [type, '单选题', stem, '甲', '乙', '丙', '', '', '', 'b', '解析', '简单', '', ''];

/** Posts a multipart import the way the console's FormData does. */
export const importFile = async (server: TestServer, token: string, content: Buffer | null) => {
  const form = new FormData();
  if (content) form.append('file', new Blob([new Uint8Array(content)]), '题目.xlsx');
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  const answer = await server.app.inject({
    method: 'POST',
    url: `${server.base}${QUESTION}/addBatchQuestionManageData`,
    headers: { 'content-type': response.headers.get('content-type')!, 'x-requested-with': 'XMLHttpRequest', token },
    payload,
  });
  return { httpStatus: answer.statusCode, ...answer.json() };
};

/** A raw GET of a file (template or export). */
export const fetchFile = (server: TestServer, token: string, path: string, query: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `${server.base}${path}`, query, headers: { 'x-requested-with': 'XMLHttpRequest', token } });

export const readBook = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
};

export const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

export const post = (server: TestServer, token: string, path: string, body: Record<string, unknown> = {}) => call(server, 'POST', path, { token, body });
