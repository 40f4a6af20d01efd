/**
 * Monthly partitions of stat_event, made on demand inside the ingesting
 * transaction (so a batch's events and its partitions commit together) under
 * the `partition` advisory lock (so two processes never make one twice).
 * Rows the DEFAULT partition took for the month meanwhile (written by another
 * path, or before this code existed) move into the new partition before it is
 * attached, since PostgreSQL refuses to attach over them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { addMonths, dayStart } from '../../../server/days';
import { lockExclusive } from './locks';
import { queryRows } from '../../../server/db/rows';

const MONTH = /^\d{4}-\d{2}-01$/;

/** stat_event_p202605 for May 2026. */
export const partitionName = (month: string) => {
  if (!MONTH.test(month)) throw new Error(`not a month: ${month}`);
  return `stat_event_p${month.slice(0, 4)}${month.slice(5, 7)}`;
};

/**
 * The months without a partition. Read from pg_class with the statement's own
 * snapshot: to_regclass answers from a cache that a table another process has
 * just made may not have reached yet (an advisory lock refreshes no cache).
 */
const missing = async (tx: Db, months: string[]): Promise<string[]> => {
  const names = months.map(partitionName);
  const rows = await queryRows<{ name: string }>(
    tx,
    sql`SELECT relname AS name FROM pg_class WHERE relname IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}) AND relnamespace = (SELECT relnamespace FROM pg_class WHERE oid = 'stat_event'::regclass)`,
  );
  const present = new Set(rows.map((row) => row.name));
  return months.filter((month) => !present.has(partitionName(month)));
};

const createPartition = async (tx: Db, month: string) => {
  const name = sql.identifier(partitionName(month));
  // Bounds are instants we compute (Beijing midnight), written as literals: ATTACH takes no parameters.
  const from = sql.raw(`'${dayStart(month).toISOString()}'`);
  const to = sql.raw(`'${dayStart(addMonths(month, 1)).toISOString()}'`);
  await tx.execute(sql`CREATE TABLE ${name} (LIKE stat_event INCLUDING DEFAULTS)`);
  await tx.execute(sql`WITH moved AS (DELETE FROM stat_event_default WHERE occurred_at >= ${from} AND occurred_at < ${to} RETURNING *) INSERT INTO ${name} SELECT * FROM moved`);
  await tx.execute(sql`ALTER TABLE stat_event ATTACH PARTITION ${name} FOR VALUES FROM (${from}) TO (${to})`);
};

/** Makes the partitions of `months` ('YYYY-MM-01') that do not exist yet; `tx` must be a transaction. */
export const ensurePartitions = async (tx: Db, months: string[]) => {
  if (!months.length || !(await missing(tx, months)).length) return;
  await lockExclusive(tx, 'partition');
  // Another process may have made them while this one waited for the lock.
  for (const month of await missing(tx, months)) await createPartition(tx, month);
};

/** The monthly partitions that exist, oldest first (for docs, tests and maintenance). */
export const listPartitions = async (db: Db): Promise<string[]> => {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'stat_event'::regclass ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
};
