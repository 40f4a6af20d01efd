/**
 * Zip bombs against both Excel imports (appUser/icon/importExcle and
 * addBatchQuestionManageData): a small xlsx whose part inflates far past the
 * cap, its directory claiming a few bytes, is refused with a Chinese message
 * after inflating no more than the cap, and nothing is imported.
 */
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkZip, inflatedSize, MAX_UNPACKED_BYTES } from '../../server/modules/zipGuard';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { QUESTION, questionCount } from '../../features/abilityQuestionBank/testing/fixtures';
import { stored, writeZip } from './zipParts';

const TOO_LARGE = '文件内容过大，每次最多导入5000行';
const BAD_FORMAT = '文件格式不正确，请使用下载的模板（.xlsx）';
const BOMB_BYTES = 200 * 1024 * 1024;

let server: TestServer;
let admin: string;

/**
 * `size` bytes of blank filler as one raw deflate stream: the same
 * sync-flushed segment (1 MB of spaces) repeated, then a final empty block,
 * so the bomb is made in milliseconds and never held inflated.
 */
const deflatedFiller = (size: number) => {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const segment = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const count = Math.ceil(size / chunk.length);
  let crc = 0;
  for (let index = 0; index < count; index += 1) crc = crc32(chunk, crc);
  return { data: Buffer.concat([...Array.from({ length: count }, () => segment), deflateRawSync(Buffer.alloc(0))]), crc };
};

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

let bomb: Buffer;
let honestBomb: Buffer;

const postImport = async (path: string, content: Buffer, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(content)]), '导入.xlsx');
  const encoded = new Response(form);
  const response = await server.app.inject({
    method: 'POST',
    url: `${server.base}${path}`,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'x-requested-with': 'XMLHttpRequest', token: admin },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { httpStatus: response.statusCode, ...response.json() };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginToken(server, 'admin', 'Admin@2026');
  const filler = deflatedFiller(BOMB_BYTES);
  const sheet = { name: 'xl/worksheets/sheet1.xml', data: filler.data, method: 8 as const, crc: filler.crc };
  // The directory claims 100 bytes for a part that inflates to 200 MB.
  bomb = writeZip([stored('[Content_Types].xml', CONTENT_TYPES), { ...sheet, declared: 100 }]);
  honestBomb = writeZip([stored('[Content_Types].xml', CONTENT_TYPES), { ...sheet, declared: BOMB_BYTES }]);
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('the zip guard', () => {
  it('is handed a small file: the bomb is a few hundred KB, a valid deflate stream of 200 MB', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const small = deflatedFiller(3 * 1024 * 1024);
    expect(inflateRawSync(small.data).equals(Buffer.alloc(3 * 1024 * 1024, 0x20))).toBe(true);
  });

  it('refuses the bomb whatever its directory claims, inflating no more than the cap', async () => {
    await expect(checkZip(bomb)).rejects.toMatchObject({ statusText: TOO_LARGE });
    await expect(checkZip(honestBomb)).rejects.toMatchObject({ statusText: TOO_LARGE });
    const data = bomb.subarray(30 + 'xl/worksheets/sheet1.xml'.length + 30 + '[Content_Types].xml'.length + Buffer.byteLength(CONTENT_TYPES));
    const counted = await inflatedSize(data, 1024 * 1024);
    expect(counted).toBeGreaterThan(1024 * 1024);
    expect(counted).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a cap passed by many small parts together', async () => {
    const filler = deflatedFiller(8 * 1024 * 1024);
    const parts = Array.from({ length: 8 }, (_, index) => ({ name: `xl/p${index}.xml`, data: filler.data, method: 8 as const, crc: filler.crc, declared: 10 }));
    const file = writeZip([stored('[Content_Types].xml', CONTENT_TYPES), ...parts]);
    await expect(checkZip(file)).rejects.toMatchObject({ statusText: TOO_LARGE });
    await expect(checkZip(file, 80 * 1024 * 1024)).resolves.toBeInstanceOf(Buffer);
    expect(MAX_UNPACKED_BYTES).toBeLessThan(8 * 8 * 1024 * 1024);
  });

  it('refuses a part whose data is not a deflate stream, as a bad format', async () => {
    const broken = writeZip([stored('[Content_Types].xml', CONTENT_TYPES), { name: 'xl/a.xml', data: Buffer.from('not deflate at all'), method: 8, crc: 0, declared: 10 }]);
    await expect(checkZip(broken)).rejects.toMatchObject({ statusText: BAD_FORMAT });
  });
});

describe('both imports', () => {
  it("refuse the bomb in the app users' icon import, granting nothing", async () => {
    const icons = await call(server, 'GET', 'appUser/icon/getIcons', { token: admin });
    const iconId = String(icons.data[0].id);
    const answer = await postImport('appUser/icon/importExcle', bomb, { iconIds: iconId });
    expect(answer).toMatchObject({ status: -1, statusText: TOO_LARGE });
  });

  it('refuse the bomb in the question import, adding no question', async () => {
    const before = await questionCount(server);
    const answer = await postImport(`${QUESTION}/addBatchQuestionManageData`, bomb);
    expect(answer).toMatchObject({ status: -1, statusText: TOO_LARGE });
    expect(await questionCount(server)).toBe(before);
  });
});
