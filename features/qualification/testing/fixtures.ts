/** Shared pieces of the qualification tests: multipart calls, ledgers of valid people, reading workbooks. */
import ExcelJS from 'exceljs';
import { demoPerson } from '../server/demo';
import type { CertValues } from '../server/model';
import { ledgerWorkbook } from '../server/sheet';
import type { TestServer } from '../../../test/server/helpers';

/** A valid person far from the demo people (index from 10,000). */
export const person = (index: number, institution = '测试证券股份有限公司'): CertValues => demoPerson(10_000 + index, [institution]);

export const ledger = (rows: Partial<CertValues>[]) => ledgerWorkbook(rows);

/** A multipart POST as the console's FormData sends it. */
export const multipart = async (server: TestServer, token: string, path: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const response = new Response(form);
  const answer = await server.app.inject({
    method: 'POST',
    url: `${server.base}${path}`,
    headers: { 'content-type': response.headers.get('content-type')!, 'x-requested-with': 'XMLHttpRequest', token },
    payload: Buffer.from(await response.arrayBuffer()),
  });
  return { httpStatus: answer.statusCode, ...answer.json() };
};

export const checkFile = (server: TestServer, token: string, bytes: Buffer, name = '资格登记.xlsx') => multipart(server, token, 'excel/import', {}, { bytes, name });
export const confirm = (server: TestServer, token: string, batchId: number, extra: Record<string, string> = {}) =>
  multipart(server, token, 'excel/import', { action: 'confirm', batchId: String(batchId), ...extra });

export const download = (server: TestServer, token: string, path: string, query: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `${server.base}${path}`, query, headers: { 'x-requested-with': 'XMLHttpRequest', token } });

export const sheetValues = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: book.worksheets.map((sheet) => sheet.name), rows };
};
