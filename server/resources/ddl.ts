/**
 * Additive table sync from the declarations, run at start-up after the
 * Drizzle migrations: a new declaration gets its table, a new field its
 * column, with no hand-written migration. Nothing is ever dropped or altered,
 * and every statement is idempotent, on PGlite and PostgreSQL alike.
 * Identifiers are safe to quote: defineResource accepts only [a-z][a-z0-9_]*.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { columnName, refIndexName, storageOf, SYSTEM_COLUMNS_SQL } from './columns';
import { countedTables, ROW_COUNT_SETUP, syncRowCounts } from './rowCounts';

const quote = (identifier: string) => `"${identifier}"`;

const fieldColumnsSql = (resource: Resource) => resource.fields.map((field) => `${quote(columnName(field))} ${storageOf(field).sql}`);

/** The statements that bring one resource's table up to its declaration. */
export const tableStatements = (resource: Resource): string[] => {
  const table = quote(resource.table);
  const columns = [...fieldColumnsSql(resource), ...SYSTEM_COLUMNS_SQL];
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (${['"id" serial PRIMARY KEY', ...columns].join(', ')})`,
    `ALTER TABLE ${table} ${columns.map((column) => `ADD COLUMN IF NOT EXISTS ${column}`).join(', ')}`,
    ...resource.fields.filter((field) => field.kind === 'ref').map((field) => `CREATE INDEX IF NOT EXISTS ${quote(refIndexName(resource, field))} ON ${table} (${quote(columnName(field))})`),
    ...sortIndexStatements(resource),
  ];
};

/**
 * The index of the declared default sort, in the list's exact order (the sort
 * column, then id descending as tie-breaker: server/resources/list.ts), so
 * the first page of a large list reads ten index entries instead of sorting the table.
 */
const sortIndexStatements = (resource: Resource): string[] => {
  const { sort } = resource;
  if (!sort || sort.field === 'id') return [];
  const field = resource.fields.find((candidate) => candidate.name === sort.field);
  const column = field ? columnName(field) : SYSTEM_SORT_COLUMNS[sort.field];
  if (!column) return [];
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const name = `${resource.table}_${column}_${direction.toLowerCase()}_sort_idx`.slice(0, 63);
  return [`CREATE INDEX IF NOT EXISTS ${quote(name)} ON ${quote(resource.table)} (${quote(column)} ${direction}, "id" DESC)`];
};

const SYSTEM_SORT_COLUMNS: Record<string, string> = { createdAt: 'created_at', updatedAt: 'updated_at' };

const tableExists = async (db: Db, table: string) => {
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(sql`SELECT to_regclass(${quote(table)})::text AS name`)) as { rows: Array<{ name: string | null }> };
  return !!result.rows[0]?.name;
};

/**
 * The statements' fingerprints already applied in full. A start whose declarations match one skips the
 * few hundred idempotent statements (seconds of every start and rolling restart); the tables' presence
 * and row counting are still checked, so a table dropped by hand is made again.
 */
const SYNCED_SETUP = 'CREATE TABLE IF NOT EXISTS "res_schema_sync" ("fingerprint" text PRIMARY KEY, "synced_at" timestamptz NOT NULL DEFAULT now())';

const fingerprintOf = (list: readonly Resource[]) =>
  createHash('sha256')
    .update(JSON.stringify([ROW_COUNT_SETUP, ...list.map((resource) => [resource.table, tableStatements(resource)])]))
    .digest('hex');

const alreadySynced = async (db: Db, fingerprint: string, tables: readonly string[]) => {
  await db.execute(sql.raw(SYNCED_SETUP));
  const result = (await db.execute(sql`SELECT 1 AS found FROM "res_schema_sync" WHERE "fingerprint" = ${fingerprint}`)) as { rows: unknown[] };
  if (!result.rows.length) return false;
  return (await countedTables(db, tables)).size === new Set(tables).size;
};

/**
 * Whether the declared tables are synced to these declarations, without writing (a start with MIGRATE=0,
 * server/ops/schemaState.ts): the fingerprint is recorded and every table is there with its counting.
 */
export const resourceTablesSynced = async (db: Db, list: readonly Resource[]): Promise<boolean> => {
  if (!(await tableExists(db, 'res_schema_sync'))) return false;
  const result = (await db.execute(sql`SELECT 1 AS found FROM "res_schema_sync" WHERE "fingerprint" = ${fingerprintOf(list)}`)) as { rows: unknown[] };
  const tables = list.map((resource) => resource.table);
  return result.rows.length > 0 && (await countedTables(db, tables)).size === new Set(tables).size;
};

/** Creates or extends the table of every resource; answers the tables it created. */
export const syncResourceTables = async (db: Db, list: readonly Resource[]): Promise<string[]> => {
  const fingerprint = fingerprintOf(list);
  const tables = list.map((resource) => resource.table);
  if (await alreadySynced(db, fingerprint, tables)) return [];
  const created: string[] = [];
  for (const resource of list) {
    const existed = await tableExists(db, resource.table);
    for (const statement of tableStatements(resource)) await db.execute(sql.raw(statement));
    if (!existed) created.push(resource.table);
  }
  await syncRowCounts(db, tables);
  await db.execute(sql`INSERT INTO "res_schema_sync" ("fingerprint") VALUES (${fingerprint}) ON CONFLICT DO NOTHING`);
  return created;
};
