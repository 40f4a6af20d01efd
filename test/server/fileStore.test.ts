/**
 * The database file store (server/storage/): a file of many chunks comes back byte for byte through the
 * download call, a store fed a failing stream keeps nothing, a download reads its chunks as the client takes
 * them, and an upload cut short is discarded by the purge a day later, not before.
 */
import { randomBytes } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { DatabaseFileStore } from '../../server/storage/databaseStore';
import { claimUpload, purgeAbandonedUploads, stageUpload } from '../../server/storage/staging';
import type { Db } from '../../server/db/client';
import { uploadFile, loginToken, startTestServer, type TestServer } from './helpers';
import { storedFileIds } from './storedFiles';
import { TestClock } from './testClock';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let server: TestServer;
let token: string;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginToken(server, 'editor', 'Editor@2026');
  db = server.services.db;
});

afterAll(async () => {
  await server?.close();
});

const upload = (content: Buffer, fileName: string) => uploadFile(server, token, content, fileName, { type: 'image/png' });

async function* oneOf(bytes: Buffer) {
  yield bytes;
}

/** A source that gives `pieces` and then fails, as a client that goes away mid-upload. */
async function* failingAfter(...pieces: Buffer[]) {
  yield* pieces;
  throw new Error('client went away');
}

const readAll = async (stream: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
};

describe('the database store', () => {
  it('answers a file of several chunks byte for byte, with its length, through the download call', async () => {
    // Four full 256 KiB chunks and a short fifth.
    const bytes = Buffer.concat([PNG_SIGNATURE, randomBytes(4 * 256 * 1024 - PNG_SIGNATURE.length + 1234)]);
    const answer = await upload(bytes, 'large.png');
    expect(answer).toMatchObject({ status: 0, data: { size: bytes.length, contentType: 'image/png' } });
    const response = await server.app.inject({ method: 'GET', url: answer.data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('keeps nothing of a source that fails part-way', async () => {
    const store = new DatabaseFileStore(db, 4);
    const before = await storedFileIds(server);
    await expect(store.put('00000000-0000-4000-8000-00000000f001', failingAfter(Buffer.from('abcdefghij')))).rejects.toThrow('client went away');
    expect(await store.has('00000000-0000-4000-8000-00000000f001')).toBe(false);
    expect(await store.get('00000000-0000-4000-8000-00000000f001')).toBeNull();
    expect(await storedFileIds(server)).toEqual(before);
  });

  it('reads a chunk when the reader asks for it: bytes deleted mid-download end it in an error, never short', async () => {
    const store = new DatabaseFileStore(db, 4);
    const id = '00000000-0000-4000-8000-00000000f002';
    expect(await store.put(id, Buffer.from('0123456789ab'))).toBe(12);
    expect(await readAll((await store.get(id))!.stream)).toEqual(Buffer.from('0123456789ab'));
    const reading = (await store.get(id))!;
    expect(reading.size).toBe(12);
    const iterator = reading.stream[Symbol.asyncIterator]();
    expect(((await iterator.next()).value as Buffer).toString()).toBe('0123');
    await store.delete(id);
    await expect(readAll({ [Symbol.asyncIterator]: () => iterator })).rejects.toThrow(/gone/);
    expect(await store.has(id)).toBe(false);
  });

  it('replaces the bytes of an id stored again', async () => {
    const store = new DatabaseFileStore(db, 4);
    const id = '00000000-0000-4000-8000-00000000f003';
    await store.put(id, Buffer.from('first version, long'));
    await store.put(id, Buffer.from('second'));
    expect(await readAll((await store.get(id))!.stream)).toEqual(Buffer.from('second'));
    await store.delete(id);
  });
});

describe('uploads cut short', () => {
  it('are discarded a day after they started, not before, and cannot then become a file', async () => {
    const clock = new TestClock('2026-05-10T08:00:00Z');
    const store = server.services.files;
    const id = '00000000-0000-4000-8000-00000000f004';
    const before = await storedFileIds(server);
    expect(await stageUpload(db, store, clock, id, oneOf(Buffer.from('%PDF-1.4 cut')))).toBe(12);
    clock.advance(23 * 3_600_000);
    expect(await purgeAbandonedUploads(db, store, clock)).toBe(0);
    expect(await store.has(id)).toBe(true);
    clock.advance(2 * 3_600_000);
    expect(await purgeAbandonedUploads(db, store, clock)).toBe(1);
    expect(await store.has(id)).toBe(false);
    expect(await claimUpload(db, id)).toBe(false);
    expect(await storedFileIds(server)).toEqual(before);
  });
});
