/**
 * Exact row counts of the declared tables without a scan: `res_row_counts`
 * holds one count per table, kept by statement-level triggers in the writing
 * transaction (inserted rows added, deleted rows taken away, TRUNCATE to 0),
 * so it is as exact as count(*) under MVCC, whatever code writes the table.
 * The table sync installs the triggers of a table that lacks them (a new
 * table, or one re-created) and counts it, under a lock that keeps writers
 * out, so no write falls between the count and the triggers.
 * An unfiltered list answers its total from here (a PK lookup instead of
 * a scan of every row); a filtered one still counts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const quote = (identifier: string) => `"${identifier}"`;

/** The counts table and the trigger functions (idempotent; run once per sync). */
export const ROW_COUNT_SETUP = [
  'CREATE TABLE IF NOT EXISTS "res_row_counts" ("table_name" text PRIMARY KEY, "n" bigint NOT NULL)',
  `CREATE OR REPLACE FUNCTION res_row_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE res_row_counts SET n = n + (SELECT count(*) FROM added) WHERE table_name = TG_TABLE_NAME; RETURN NULL; END $$`,
  `CREATE OR REPLACE FUNCTION res_row_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE res_row_counts SET n = n - (SELECT count(*) FROM removed) WHERE table_name = TG_TABLE_NAME; RETURN NULL; END $$`,
  `CREATE OR REPLACE FUNCTION res_row_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE res_row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME; RETURN NULL; END $$`,
];

/**
 * One table's triggers and its recount, in one transaction under a lock that
 * keeps writers out (readers go on), so no write falls between count and trigger.
 */
export const rowCountStatements = (table: string): string[] => {
  const name = quote(table);
  const trigger = (suffix: string) => quote(`${table}_rc_${suffix}`.slice(0, 63));
  return [
    `LOCK TABLE ${name} IN SHARE ROW EXCLUSIVE MODE`,
    `DROP TRIGGER IF EXISTS ${trigger('ins')} ON ${name}`,
    `CREATE TRIGGER ${trigger('ins')} AFTER INSERT ON ${name} REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION res_row_counts_added()`,
    `DROP TRIGGER IF EXISTS ${trigger('del')} ON ${name}`,
    `CREATE TRIGGER ${trigger('del')} AFTER DELETE ON ${name} REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION res_row_counts_removed()`,
    `DROP TRIGGER IF EXISTS ${trigger('trunc')} ON ${name}`,
    `CREATE TRIGGER ${trigger('trunc')} AFTER TRUNCATE ON ${name} FOR EACH STATEMENT EXECUTE FUNCTION res_row_counts_emptied()`,
    `INSERT INTO "res_row_counts" ("table_name", "n") SELECT '${table}', count(*) FROM ${name} ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n"`,
  ];
};

/** The tables among `tables` whose three triggers and count row are all in place. */
export const countedTables = async (db: Db, tables: readonly string[]): Promise<Set<string>> => {
  const result = (await db.execute(sql`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = current_schema()
    JOIN pg_trigger t ON t.tgrelid = c.oid AND t.tgname LIKE '%\_rc\_%' AND t.tgenabled <> 'D'
    JOIN "res_row_counts" rc ON rc."table_name" = c.relname
    WHERE c.relname = ANY(${sql.raw(`ARRAY[${tables.map((table) => `'${table}'`).join(',') || "''"}]::text[]`)})
    GROUP BY c.relname HAVING count(DISTINCT t.tgname) = 3`)) as unknown as { rows: Array<{ name: string }> };
  return new Set(result.rows.map((row) => row.name));
};

/**
 * Installs the counting of `tables` that lack it and counts them; a table
 * already counted (its triggers enabled, its row present) is exact and left alone.
 */
export const syncRowCounts = async (db: Db, tables: readonly string[]) => {
  for (const statement of ROW_COUNT_SETUP) await db.execute(sql.raw(statement));
  const counted = await countedTables(db, tables);
  for (const table of tables.filter((candidate) => !counted.has(candidate))) {
    await db.transaction(async (tx) => {
      for (const statement of rowCountStatements(table)) await tx.execute(sql.raw(statement));
    });
  }
};

/** The exact row count of a synced table; null when it has none (the caller counts). */
export const storedRowCount = async (db: Db, table: string): Promise<number | null> => {
  const result = (await db.execute(sql`SELECT "n" FROM "res_row_counts" WHERE "table_name" = ${table}`)) as unknown as { rows: Array<{ n: string | number }> };
  const row = result.rows[0];
  return row ? Number(row.n) : null;
};

/** The same count as a column of another query (null when the table has no count row). */
export const storedRowCountColumn = (table: string) => sql<string | null>`(SELECT "n" FROM "res_row_counts" WHERE "table_name" = ${table})`;
