/** Small helpers of the hand-written record calls (users and roles). */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { readId, RECORD_MESSAGES } from '../resources/store';

export { readId, RECORD_MESSAGES };

const MAX_INT = 2_147_483_647;

const wholeNumber = (value: unknown, min: number): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= MAX_INT ? number : null;
};

/** The record version of an update (optimistic locking). */
export const readVersion = (body: Record<string, unknown>): number => {
  const version = wholeNumber(body.version, 0);
  if (version === null) throw new ApiError(RECORD_MESSAGES.versionRequired);
  return version;
};

/** A status of a switch call: 1 enabled or 0 disabled. */
export const readStatus = (body: Record<string, unknown>): 0 | 1 => {
  const status = wholeNumber(body.status, 0);
  if (status !== 0 && status !== 1) throw new ApiError('状态只能是启用(1)或停用(0)');
  return status;
};

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

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
