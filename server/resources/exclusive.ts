/**
 * Exclusive flags (`flag('启用', { exclusive: '…' })`): at most one record may
 * hold the flag's on value. A write that turns such a flag on runs in one
 * transaction that takes a transaction-scoped advisory lock for the flag,
 * checks the other records and then writes, so two concurrent enables are
 * serialised and the second is refused with the declared message.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FieldSpec, Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { columnName, tableOf } from './columns';
import { guardUnique, uniqueFieldsWritten } from './unique';

/** The exclusive flags that `values` (column values of a write) turn on. */
export const exclusiveFlagsTurnedOn = (resource: Resource, values: Record<string, unknown>): FieldSpec[] =>
  resource.fields.filter((field) => field.kind === 'flag' && field.exclusive !== undefined && values[field.name] === field.onValue);

const lockKey = (resource: Resource, field: FieldSpec) => `exclusive-flag:${resource.table}.${columnName(field)}`;

/** Inside the write's transaction: locks each flag turned on and refuses when another record holds it. */
const guard = async (tx: Db, resource: Resource, fields: FieldSpec[], id: number | null) => {
  const { table, columns } = tableOf(resource);
  // Declaration order, so two writers of several exclusive flags lock in the same order.
  for (const field of fields) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${lockKey(resource, field)}))`);
    const held: SQL = eq(columns[field.name], field.onValue!);
    const others = id === null ? held : and(held, ne(columns.id, id))!;
    const [holder] = await tx.select({ id: columns.id }).from(table).where(others).limit(1);
    if (holder) throw new ApiError(field.exclusive!);
  }
};

/**
 * Runs `write` (the create or update of record `id`, null for a create) with
 * the exclusive-flag and unique-field checks: directly when it turns no
 * exclusive flag on and sets no unique field, else in one transaction after
 * the checks.
 */
export const writeGuarded = async <T>(db: Db, resource: Resource, id: number | null, values: Record<string, unknown>, write: (db: Db) => Promise<T>): Promise<T> => {
  const flags = exclusiveFlagsTurnedOn(resource, values);
  const unique = uniqueFieldsWritten(resource, values);
  if (!flags.length && !unique.length) return write(db);
  return db.transaction(async (tx) => {
    await guardUnique(tx, resource, unique, id, values);
    await guard(tx, resource, flags, id);
    return write(tx);
  });
};
