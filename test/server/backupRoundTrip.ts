/**
 * The backup tests' two halves (backupPglite.test.ts, test/pg/backupPostgres.test.ts): records and a file made
 * through the API on one server, and the same found through the API on a server started on the restored
 * database; and a server on a database of the test's choosing (a data folder, a database by URL).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { call, loginToken, uploadFile, type TestServer } from './helpers';
export { startServerOn } from './helpers';

export interface MadeRecords {
  newsId: number;
  title: string;
  fileUrl: string;
  bytes: Buffer;
}

/** A news item and an uploaded PDF of several chunks, made by the administrator. */
export const makeRecords = async (server: TestServer): Promise<MadeRecords> => {
  const token = await loginToken(server, 'admin', 'Admin@2026');
  const newsTypeId = (await call(server, 'POST', 'business/newsType/queryList', { token, body: { pageSize: 1 } })).data.list[0].id;
  const title = `备份测试新闻 ${randomBytes(3).toString('hex')}`;
  const created = await call(server, 'POST', 'business/news/add', { token, body: { title, newsTypeId, content: '<p>备份前写入的正文</p>', releaseTime: '2026-11-20 09:00', source: '协会' } });
  expect(created.status).toBe(0);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(600 * 1024), Buffer.from('\n%%EOF\n')]);
  const uploaded = await uploadFile(server, token, bytes, '备份测试.pdf', { type: 'application/pdf' });
  expect(uploaded).toMatchObject({ status: 0 });
  return { newsId: created.data.id, title, fileUrl: uploaded.data.url, bytes };
};

/** The news item and the file's bytes, read through the API of `server`. */
export const expectRecords = async (server: TestServer, made: MadeRecords) => {
  const token = await loginToken(server, 'admin', 'Admin@2026');
  const details = await call(server, 'POST', 'business/news/queryDetails', { token, body: { id: made.newsId } });
  expect(details).toMatchObject({ status: 0, data: { id: made.newsId, title: made.title, content: '<p>备份前写入的正文</p>' } });
  const download = await server.app.inject({ method: 'GET', url: made.fileUrl });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.rawPayload.equals(made.bytes)).toBe(true);
};
