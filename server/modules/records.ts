/** The accounts lock of the hand-written record calls (users and roles), and the unique-violation test. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A PostgreSQL unique violation (code 23505), as thrown by PGlite and node-postgres alike. */
export const isUniqueViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Serialises the writes of roles and system users inside a transaction: the
 * checks that span rows (unique names, the last administrator, a role's
 * users) then hold until the write commits.
 */
export const lockAccounts = async (tx: Db) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sys-accounts'))`);
};

/** Runs `work` in one transaction holding the accounts lock. */
export const withAccountsLock = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await lockAccounts(tx as unknown as Db);
    return work(tx as unknown as Db);
  });
