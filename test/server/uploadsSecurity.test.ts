/**
 * Uploads seen by an attacker: the size limit answers 413, the type is the
 * content's (a declared type or a name that lies is refused, SVG and HTML
 * never accepted), names are cleaned in what is stored and in the download's
 * Content-Disposition, and downloads are served so that no browser sniffs them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { cleanFileName, contentDisposition } from '../../server/modules/files';
import { uploadFile, loginToken, startTestServer, type TestServer } from './helpers';
import { storedFileIds, storedFileNames } from './storedFiles';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(40), Buffer.from([0xff, 0xd9])]);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const TOO_LARGE = '文件大小不能超过20MB';
const UNSUPPORTED = '不支持的文件类型';
const MISMATCH = '文件内容与文件类型不符';

let server: TestServer;
let dataDir: string;
let token: string;

const upload = (content: Buffer, fileName: string, type = 'application/octet-stream') => uploadFile(server, token, content, fileName, { type });

const stored = () => storedFileIds(server);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'assoc-uploads-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  token = await loginToken(server, 'editor', 'Editor@2026');
}, 240_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the size limit', () => {
  it('answers HTTP 413 with the envelope and keeps nothing', async () => {
    const before = await stored();
    const answer = await upload(Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024 + 1)]), 'big.png', 'image/png');
    expect(answer).toMatchObject({ httpStatus: 413, status: 413, statusText: TOO_LARGE, data: null });
    expect(await stored()).toEqual(before);
  });
});

describe('the type by content', () => {
  it.each([
    ['PNG', PNG, 'a.png', 'image/png', 'image/png'],
    ['JPEG', JPEG, 'a.jpeg', 'image/jpeg', 'image/jpeg'],
    ['GIF', GIF, 'a.gif', 'image/gif', 'image/gif'],
    ['WebP', WEBP, 'a.webp', 'image/webp', 'image/webp'],
  ])('accepts a %s declared and named as what it is', async (_kind, bytes, name, declared, type) => {
    const answer = await upload(bytes, name, declared);
    expect(answer).toMatchObject({ status: 0, data: { contentType: type, fileName: name } });
  });

  it.each([
    ['an SVG (it can carry script)', SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG declared as PNG', SVG, 'logo.png', 'image/png'],
    ['an HTML page', HTML, 'page.html', 'text/html'],
    ['an HTML page named .jpg', HTML, 'photo.jpg', 'image/jpeg'],
  ])('refuses %s', async (_kind, bytes, name, declared) => {
    const before = await stored();
    expect(await upload(bytes, name, declared)).toMatchObject({ status: -1, statusText: UNSUPPORTED });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a PNG declared as text/html', PNG, 'a.png', 'text/html'],
    ['a PNG declared as JPEG', PNG, 'a.png', 'image/jpeg'],
    ['a PNG named .html', PNG, 'a.html', 'application/octet-stream'],
    ['a PNG named .svg', PNG, 'a.svg', 'application/octet-stream'],
    ['a JPEG named .png', JPEG, 'a.png', 'application/octet-stream'],
  ])('refuses %s: the declared type lies about the content', async (_kind, bytes, name, declared) => {
    const before = await stored();
    expect(await upload(bytes, name, declared)).toMatchObject({ status: -1, statusText: MISMATCH });
    expect(await stored()).toEqual(before);
  });

  it("gives a name without extension the content's", async () => {
    expect(await upload(PNG, '截图', 'image/png')).toMatchObject({ status: 0, data: { fileName: '截图.png', contentType: 'image/png' } });
  });
});

describe('file names', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
    ['...hidden.png', 'hidden.png'],
    ['a:b*c?d<e>f|g.png', 'a_b_c_d_e_f_g.png'],
    ['bell\u0007\u0000\u202e.png', 'bell.png'],
    ['trailing.png. . ', 'trailing.png'],
  ])('stores %j as %j', async (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
    const answer = await upload(PNG, raw);
    expect(answer).toMatchObject({ status: 0, data: { fileName: expected } });
  });

  it('cuts a very long name to 120 characters, keeping the extension', async () => {
    const answer = await upload(PNG, `${'很长的名字'.repeat(60)}.png`);
    expect(answer.status).toBe(0);
    expect([...answer.data.fileName]).toHaveLength(120);
    expect(answer.data.fileName.endsWith('.png')).toBe(true);
  });

  it('stores the bytes under the random id only, never under the sent name', async () => {
    const answer = await upload(PNG, '../../escape.png');
    expect(await stored()).toContain(answer.data.fileId);
    expect((await stored()).some((name) => name.includes('escape'))).toBe(false);
    expect(await storedFileNames(server, answer.data.fileId)).toEqual(['escape.png']);
  });
});

describe('downloads', () => {
  it('are served with their checked type, nosniff, a sandboxing policy and an RFC 5987 name', async () => {
    const answer = await upload(PNG, '报告 (终稿);x.png', 'image/png');
    expect(answer.status).toBe(0);
    const response = await server.app.inject({ method: 'GET', url: answer.data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(`inline; filename="__ (__);x.png"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%20%28%E7%BB%88%E7%A8%BF%29%3Bx.png`);
    // A quote or a line break in a name (cleaned before it is stored) cannot break the header either.
    expect(cleanFileName('a"b\r\nc.png')).toBe('a_bc.png');
    expect(contentDisposition('a"b.png', false)).toBe(`attachment; filename="a_b.png"; filename*=UTF-8''a%22b.png`);
  });
});
