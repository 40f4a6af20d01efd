/**
 * The default file store: the bytes in the database every server process shares (PostgreSQL, or the embedded
 * PGlite), in sys_file_chunk rows of at most 256 KiB. Every statement touches one file's rows, most of them
 * one row: a 20 MB download is some 80 small reads as the client takes the bytes, never one large result, and
 * on PGlite's one connection other calls run between them.
 *
 * Chunk 0 is written last, so a file whose chunk 0 is there has all its chunks (`has`, `get`): a put cut short
 * (a stopped process) leaves chunks that nothing reads, removed by the next put or delete of that id.
 *
 * The bytes travel as hex text (encode/decode in SQL): PGlite 0.5 converts a bytea value to and from a
 * JavaScript byte array one byte at a time, some 85 ms for each 256 KiB chunk written and 25 ms read, against
 * 22 and 5 ms as hex; node-postgres handles either alike.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { pieces, type FileStore, type StoredFile } from './fileStore';

export const CHUNK_BYTES = 256 * 1024;

/** The source cut into pieces of `size` bytes (the last one shorter). */
export async function* chunksOf(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of source) {
    parts.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    held += piece.byteLength;
    while (held >= size) {
      const joined = Buffer.concat(parts, held);
      yield Buffer.from(joined.subarray(0, size));
      parts = [joined.subarray(size)];
      held -= size;
    }
  }
  if (held > 0) yield Buffer.concat(parts, held);
}

export class DatabaseFileStore implements FileStore {
  readonly kind = 'database' as const;

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async put(id: string, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<number> {
    await this.delete(id);
    try {
      let first: Buffer = Buffer.alloc(0);
      let seq = 0;
      let size = 0;
      for await (const chunk of chunksOf(pieces(source), this.chunkBytes)) {
        if (seq === 0) first = chunk;
        else await this.write(id, seq, chunk);
        size += chunk.length;
        seq += 1;
      }
      await this.write(id, 0, first);
      return size;
    } catch (error) {
      await this.delete(id).catch(() => undefined);
      throw error;
    }
  }

  async get(id: string): Promise<StoredFile | null> {
    const [found] = await queryRows<{ chunks: number; size: number; complete: boolean }>(
      this.db,
      sql`SELECT count(*)::int AS chunks, coalesce(sum(octet_length(data)), 0)::int AS size, coalesce(bool_or(seq = 0), false) AS complete
          FROM sys_file_chunk WHERE file_id = ${id}`,
    );
    if (!found?.complete) return null;
    return { size: Number(found.size), stream: Readable.from(this.read(id, Number(found.chunks)), { objectMode: false }) };
  }

  async has(id: string): Promise<boolean> {
    const rows = await queryRows(this.db, sql`SELECT 1 AS found FROM sys_file_chunk WHERE file_id = ${id} AND seq = 0`);
    return rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM sys_file_chunk WHERE file_id = ${id}`);
  }

  private async write(id: string, seq: number, chunk: Buffer) {
    await this.db.execute(sql`INSERT INTO sys_file_chunk (file_id, seq, data) VALUES (${id}, ${seq}, decode(${chunk.toString('hex')}, 'hex'))`);
  }

  /** One chunk a read, when the consumer wants more (a stream of bytes, not of objects, pulls one at a time). */
  private async *read(id: string, chunks: number): AsyncGenerator<Buffer> {
    for (let seq = 0; seq < chunks; seq += 1) {
      const [row] = await queryRows<{ hex: string }>(this.db, sql`SELECT encode(data, 'hex') AS hex FROM sys_file_chunk WHERE file_id = ${id} AND seq = ${seq}`);
      // Deleted while being read: the download ends in an error rather than with bytes missing.
      if (!row) throw new Error(`file ${id}: chunk ${seq} is gone`);
      yield Buffer.from(row.hex, 'hex');
    }
  }
}
