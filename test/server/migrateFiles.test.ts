/**
 * `npm run migrate-files` (server/storage/migrateFiles.ts): files that an earlier release kept in
 * DATA_DIR/uploads, with their sys_file rows, move into the file store and are then served by the download
 * call; a second run moves nothing twice, and what sys_file does not know stays where it is.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { files } from '../../server/db/schema';
import { migrateUploadedFiles } from '../../server/storage/migrateFiles';
import { startTestServer, type TestServer } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A PDF of several 256 KiB chunks. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(700 * 1024, 'x'), Buffer.from('\n%%EOF\n')]);

let server: TestServer;
let dataDir: string;
let uploadDir: string;
const png = { id: randomUUID(), name: '协会标志.png', type: 'image/png', bytes: PNG };
const pdf = { id: randomUUID(), name: '年度报告.pdf', type: 'application/pdf', bytes: PDF };
/** A copy on disk that sys_file does not know, and a half-written upload of the old server. */
const stray = `${randomUUID()}.png`;
const partial = `${randomUUID()}.part`;

const download = (id: string) => server.app.inject({ method: 'GET', url: `${server.base}fastdfs/downloadfiles?fileId=${id}` });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'assoc-migrate-files-'));
  uploadDir = path.join(dataDir, 'uploads');
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  // What an earlier release left: the bytes under <id><ext>, the metadata in sys_file.
  await mkdir(uploadDir);
  await writeFile(path.join(uploadDir, `${png.id}.png`), png.bytes);
  await writeFile(path.join(uploadDir, `${pdf.id}.pdf`), pdf.bytes);
  await writeFile(path.join(uploadDir, stray), PNG);
  await writeFile(path.join(uploadDir, partial), PNG.subarray(0, 10));
  await server.services.db.insert(files).values([png, pdf].map((file) => ({ id: file.id, fileName: file.name, contentType: file.type, size: file.bytes.length })));
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const migrate = (keep = false) => migrateUploadedFiles({ db: server.services.db, store: server.services.files, uploadDir, keep });

describe('npm run migrate-files', () => {
  it('moves the known files into the store, after which the download call serves them as before', async () => {
    expect((await download(png.id)).statusCode).toBe(404);
    expect(await migrate(true)).toEqual({ moved: 2, alreadyStored: 0, removed: 0, unknown: [partial, stray].sort(), failed: [] });
    const image = await download(png.id);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`inline; filename="____.png"; filename*=UTF-8''%E5%8D%8F%E4%BC%9A%E6%A0%87%E5%BF%97.png`);
    const report = await download(pdf.id);
    expect(report.headers['content-length']).toBe(String(PDF.length));
    expect(report.headers['content-disposition']).toMatch(/^attachment; /);
    expect(report.rawPayload.equals(PDF)).toBe(true);
  });

  it('run again, stores nothing twice and removes the copies on disk; unknown files stay', async () => {
    expect(await migrate()).toEqual({ moved: 0, alreadyStored: 2, removed: 2, unknown: [partial, stray].sort(), failed: [] });
    expect((await readdir(uploadDir)).sort()).toEqual([partial, stray].sort());
    expect((await download(pdf.id)).rawPayload.equals(PDF)).toBe(true);
    expect(await migrate()).toEqual({ moved: 0, alreadyStored: 0, removed: 0, unknown: [partial, stray].sort(), failed: [] });
  });

  it('leaves a file whose size on disk is not the recorded one where it is, and says so', async () => {
    const id = randomUUID();
    await server.services.db.insert(files).values({ id, fileName: 'cut.png', contentType: 'image/png', size: PNG.length + 5 });
    await writeFile(path.join(uploadDir, `${id}.png`), PNG);
    const result = await migrate();
    expect(result).toMatchObject({ moved: 0, failed: [{ name: `${id}.png`, reason: `${PNG.length} bytes on disk, ${PNG.length + 5} in sys_file` }] });
    expect(await readdir(uploadDir)).toContain(`${id}.png`);
    expect((await download(id)).statusCode).toBe(404);
  });

  it('has nothing to do without an uploads folder', async () => {
    expect(await migrateUploadedFiles({ db: server.services.db, store: server.services.files, uploadDir: path.join(dataDir, 'none') })).toEqual({
      moved: 0,
      alreadyStored: 0,
      removed: 0,
      unknown: [],
      failed: [],
    });
  });
});
