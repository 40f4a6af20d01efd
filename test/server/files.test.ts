/** fastdfs/uploadFile and fastdfs/downloadfiles: type by content, size limit, clean names, public download. */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { cleanFileName, contentDisposition } from '../../server/modules/files';
import { storedFileIds } from './storedFiles';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);

let server: TestServer;
let dataDir: string;
let token: string;

/** The bytes and content type a browser sends for a FormData with one file. */
const multipart = async (content: Buffer, fileName: string, field = 'file', type = 'application/octet-stream') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), fileName);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
};

const upload = async (content: Buffer, fileName: string, options: { field?: string; token?: string | null } = {}) => {
  const { payload, contentType } = await multipart(content, fileName, options.field);
  const response = await server.app.inject({
    method: 'POST',
    url: `${server.base}fastdfs/uploadFile`,
    headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest', ...(options.token === null ? {} : { token: options.token ?? token }) },
    payload,
  });
  return { httpStatus: response.statusCode, ...response.json() };
};

const download = (url: string) => server.app.inject({ method: 'GET', url });

const uploadedFiles = () => storedFileIds(server);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'assoc-files-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  token = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('fastdfs/uploadFile', () => {
  it('stores a PNG and answers its id, name, url, size and type', async () => {
    const answer = await upload(PNG, 'logo.png');
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ fileName: 'logo.png', size: PNG.length, contentType: 'image/png' });
    expect(answer.data.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.data.url).toBe(`${server.base}fastdfs/downloadfiles?fileId=${answer.data.fileId}`);
    expect(await uploadedFiles()).toContain(answer.data.fileId);
    // Nothing on the local disk: every process on every machine reads the same store.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('serves the same bytes inline as image/png, without the token', async () => {
    const { data } = await upload(PNG, 'logo.png');
    const response = await download(data.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('serves other types as an attachment named in RFC 5987 form', async () => {
    const { data } = await upload(PDF, '2026年度报告 (终稿).pdf');
    expect(data).toMatchObject({ contentType: 'application/pdf', fileName: '2026年度报告 (终稿).pdf' });
    const response = await download(data.url);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="2026____ (__).pdf"; filename*=UTF-8''2026%E5%B9%B4%E5%BA%A6%E6%8A%A5%E5%91%8A%20%28%E7%BB%88%E7%A8%BF%29.pdf`);
  });

  it('tells a docx from a zip by its first bytes and its name', async () => {
    expect((await upload(DOCX, '章程.docx')).data.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await upload(DOCX, 'bundle.zip')).data.contentType).toBe('application/zip');
  });

  it('refuses a text file renamed .png and keeps nothing of it', async () => {
    const before = await uploadedFiles();
    const answer = await upload(Buffer.from('<script>alert(1)</script>'), 'fake.png');
    expect(answer).toMatchObject({ httpStatus: 200, status: -1, statusText: '不支持的文件类型' });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a file over 20 MB', async () => {
    const before = await uploadedFiles();
    const answer = await upload(Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]), 'huge.png');
    expect(answer).toMatchObject({ httpStatus: 413, status: 413, statusText: '文件大小不能超过20MB' });
    expect(await uploadedFiles()).toEqual(before);
  });

  it('cleans path parts and control characters out of the name', async () => {
    const answer = await upload(PNG, '../../etc/pass\u0007wd\u202E.png');
    expect(answer.status).toBe(0);
    expect(answer.data.fileName).toBe('passwd.png');
    expect(cleanFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(cleanFileName('...', '.png')).toBe('file.png');
    const long = cleanFileName(`${'名'.repeat(200)}.docx`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('名.docx')).toBe(true);
  });

  it('asks for a login (401) and for the part named file', async () => {
    expect(await upload(PNG, 'logo.png', { token: null })).toMatchObject({ status: 401, statusText: '请先登录' });
    expect(await upload(PNG, 'logo.png', { field: 'image' })).toMatchObject({ status: -1, statusText: '请选择要上传的文件' });
  });
});

describe('fastdfs/downloadfiles', () => {
  it.each(['00000000-0000-4000-8000-000000000000', '../../etc/passwd', ''])('answers 404 文件不存在 for fileId "%s"', async (fileId) => {
    const response = await download(`${server.base}fastdfs/downloadfiles?fileId=${encodeURIComponent(fileId)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, statusText: '文件不存在', data: null });
  });

  it('quotes nothing unsafe into Content-Disposition', () => {
    expect(contentDisposition('a"b\\c\'d.png', true)).toBe(`inline; filename="a_b_c'd.png"; filename*=UTF-8''a%22b%5Cc%27d.png`);
  });
});

describe('who may upload', () => {
  it('refuses a user whose role holds no module that keeps files', async () => {
    const { token: viewer } = await loginWithGrants(server, 'viewer', { 15: null, 16: null });
    const before = await uploadedFiles();
    const answer = await upload(PNG, 'logo.png', { token: viewer });
    expect(answer).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
    expect(await uploadedFiles()).toEqual(before);
  });
});
