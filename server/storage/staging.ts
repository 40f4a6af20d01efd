/**
 * An upload's bytes are stored as they arrive, before its sys_file row is written: a slow client must not hold
 * a transaction open (on PGlite that is the one connection of the whole server; on PostgreSQL a pool
 * connection), so each piece is its own short statement. A sys_file_upload row names the bytes meanwhile;
 * the transaction that writes the file's row deletes it (`claimUpload`), so a file row and its bytes come
 * into being together. A refused upload discards its bytes at once; one cut short by a stopped process
 * leaves its row, and `purgeAbandonedUploads` discards its bytes a day later.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileUploads } from '../db/schema';
import type { Clock } from '../clock';
import type { FileStore } from './fileStore';

/** Longer than any upload can take (20 MB at dial-up speed), so an upload still arriving is never taken for abandoned. */
export const ABANDONED_AFTER = sql`interval '1 day'`;

/** Removes the bytes of an upload and then its row (the row stays when the bytes could not be removed: the purge tries again). */
export const discardUpload = async (db: Db, store: FileStore, id: string) => {
  await store.delete(id);
  await db.delete(fileUploads).where(eq(fileUploads.fileId, id));
};

/** Stores the bytes of new file `id` from `source`; answers their number. On any failure nothing of it is kept. */
export const stageUpload = async (db: Db, store: FileStore, clock: Clock, id: string, source: AsyncIterable<Uint8Array>): Promise<number> => {
  await db.insert(fileUploads).values({ fileId: id, startedAt: clock.sqlNow() });
  try {
    return await store.put(id, source);
  } catch (error) {
    await discardUpload(db, store, id).catch(() => undefined);
    throw error;
  }
};

/** In the transaction that writes the file's row: the bytes are the file's now. False when they were discarded meanwhile. */
export const claimUpload = async (tx: Db, id: string): Promise<boolean> => {
  const claimed = await tx.delete(fileUploads).where(eq(fileUploads.fileId, id)).returning({ fileId: fileUploads.fileId });
  return claimed.length === 1;
};

/**
 * Discards uploads started over a day ago and never finished, the oldest `limit` a call; answers how many. Each
 * row is taken (deleted) before its bytes go, so an upload that claims it at the same moment keeps its bytes.
 */
export const purgeAbandonedUploads = async (db: Db, store: FileStore, clock: Clock, limit = 20): Promise<number> => {
  const cutoff = sql`${clock.sqlNow()} - ${ABANDONED_AFTER}`;
  const abandoned = await db.select({ fileId: fileUploads.fileId }).from(fileUploads).where(lt(fileUploads.startedAt, cutoff)).orderBy(fileUploads.startedAt).limit(limit);
  let purged = 0;
  for (const { fileId } of abandoned) {
    const [taken] = await db
      .delete(fileUploads)
      .where(and(eq(fileUploads.fileId, fileId), lt(fileUploads.startedAt, cutoff)))
      .returning({ startedAt: fileUploads.startedAt });
    if (!taken) continue;
    try {
      await store.delete(fileId);
    } catch (error) {
      // The row comes back so that the next purge tries again.
      await db.insert(fileUploads).values({ fileId, startedAt: taken.startedAt }).onConflictDoNothing();
      throw error;
    }
    purged += 1;
  }
  return purged;
};
