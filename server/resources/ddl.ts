/**
 * Additive table sync from the declarations, run at start-up after the
 * Drizzle migrations: a new declaration gets its table, a new field its
 * column, with no hand-written migration. Nothing is ever dropped or altered,
 * and every statement is idempotent, on PGlite and PostgreSQL alike.
 * Identifiers are safe to quote: defineResource accepts only [a-z][a-z0-9_]*.
 */
import { sql } from 'drizzle-orm';
import type { Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { columnName, refIndexName, storageOf, SYSTEM_COLUMNS_SQL } from './columns';

const quote = (identifier: string) => `"${identifier}"`;

const fieldColumnsSql = (resource: Resource) =>
  resource.fields.map((field) => `${quote(columnName(field))} ${storageOf(field).sql}`);

/** The statements that bring one resource's table up to its declaration. */
export const tableStatements = (resource: Resource): string[] => {
  const table = quote(resource.table);
  const columns = [...fieldColumnsSql(resource), ...SYSTEM_COLUMNS_SQL];
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (${['"id" serial PRIMARY KEY', ...columns].join(', ')})`,
    `ALTER TABLE ${table} ${columns.map((column) => `ADD COLUMN IF NOT EXISTS ${column}`).join(', ')}`,
    ...resource.fields
      .filter((field) => field.kind === 'ref')
      .map((field) => `CREATE INDEX IF NOT EXISTS ${quote(refIndexName(resource, field))} ON ${table} (${quote(columnName(field))})`),
  ];
};

const tableExists = async (db: Db, table: string) => {
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(sql`SELECT to_regclass(${quote(table)})::text AS name`)) as { rows: Array<{ name: string | null }> };
  return !!result.rows[0]?.name;
};

/** Creates or extends the table of every resource; answers the tables it created. */
export const syncResourceTables = async (db: Db, list: readonly Resource[]): Promise<string[]> => {
  const created: string[] = [];
  for (const resource of list) {
    const existed = await tableExists(db, resource.table);
    for (const statement of tableStatements(resource)) await db.execute(sql.raw(statement));
    if (!existed) created.push(resource.table);
  }
  return created;
};
