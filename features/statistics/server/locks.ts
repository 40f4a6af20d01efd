/**
 * The advisory locks of the statistics, one name each, so that every server
 * process on one PostgreSQL agrees on them (PGlite has one connection, where
 * they cost nothing):
 * - `freeze`: ingestion holds it shared while it reads which months are frozen
 *   and writes its events; freezing a month holds it exclusively, so an event
 *   is either in the month's final figures or marked late, never lost between;
 * - `partition`: creating a monthly partition of stat_event;
 * - `rollup`: recomputing a day's rollups, so two processes never interleave
 *   the delete and insert of one day.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

const LOCKS = { freeze: 'stat:freeze', partition: 'stat:partition', rollup: 'stat:rollup' } as const;

export type StatLock = keyof typeof LOCKS;

/** Takes the lock until the end of the transaction `tx`. */
export const lockExclusive = async (tx: Db, lock: StatLock) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${LOCKS[lock]}))`);
};

/** Takes the lock shared (many holders) until the end of the transaction `tx`. */
export const lockShared = async (tx: Db, lock: StatLock) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(hashtext(${LOCKS[lock]}))`);
};
