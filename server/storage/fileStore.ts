/**
 * Where the bytes of uploaded files live (issue 38: any number of server processes on any number of machines,
 * nothing on a local disk). The metadata stays in sys_file; a store keeps only bytes under the file's id.
 * `database` (the default) keeps them in the one database every process shares, so a backup of it holds them
 * too; `s3` keeps them in an S3-compatible bucket (FILE_STORE=s3, server/storage/config.ts).
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  /** The number of bytes the stream will give. */
  size: number;
  /** The bytes, read as the consumer asks for them. */
  stream: Readable;
}

export interface FileStore {
  readonly kind: 'database' | 's3';
  /**
   * Stores the bytes of `id` read from `source` to its end, replacing any stored before, and answers how many
   * there were. When the source or the store fails, nothing of `id` is kept and the error is thrown.
   */
  put(id: string, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<number>;
  /** The stored bytes of `id`, or null when none are (or not all of them yet). */
  get(id: string): Promise<StoredFile | null>;
  /** Whether every byte of `id` is stored. */
  has(id: string): Promise<boolean>;
  /** Removes the bytes of `id`; nothing happens when there are none. */
  delete(id: string): Promise<void>;
}

/** The source as one iterable of byte pieces. */
export const pieces = (source: AsyncIterable<Uint8Array> | Uint8Array): AsyncIterable<Uint8Array> =>
  source instanceof Uint8Array
    ? (async function* single() {
        yield source;
      })()
    : source;
