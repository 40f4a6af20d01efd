/**
 * Role grants without a query per request. Every write to the roles or their
 * menu grants bumps one counter (`sys_grants_generation`) through
 * statement-level triggers, inside the writing transaction, whatever code
 * writes. The session lookup reads the counter in the same query, and a
 * role's grants are re-read only when the counter has moved since they were
 * cached. A stale entry can never be served: the grants are read after the
 * counter, so at worst they are newer than their label and are read again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { RoleGrants } from './sessions';

const GRANT_TABLES = ['sys_role', 'sys_role_menu'] as const;

/** The counter, its trigger function and the triggers (idempotent; run at start-up). */
export const GRANTS_GENERATION_SETUP = [
  'CREATE TABLE IF NOT EXISTS "sys_grants_generation" ("id" integer PRIMARY KEY CHECK ("id" = 1), "n" bigint NOT NULL)',
  'INSERT INTO "sys_grants_generation" ("id", "n") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING',
  `CREATE OR REPLACE FUNCTION sys_grants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE sys_grants_generation SET n = n + 1 WHERE id = 1; RETURN NULL; END $$`,
  ...GRANT_TABLES.flatMap((table) => [
    `DROP TRIGGER IF EXISTS "${table}_grants" ON "${table}"`,
    `CREATE TRIGGER "${table}_grants" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION sys_grants_changed()`,
  ]),
];

export const prepareGrantsGeneration = async (db: Db) => {
  for (const statement of GRANTS_GENERATION_SETUP) await db.execute(sql.raw(statement));
};

/** The counter as a column of another query (a string: bigint). */
export const grantsGenerationColumn = sql<string>`(SELECT "n" FROM "sys_grants_generation" WHERE "id" = 1)`;

interface Entry {
  generation: string;
  grants: RoleGrants;
}

/** One cache per database (tests run several servers in one process). */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The role's grants at `generation`, read through `load` when not cached at that generation. */
export const cachedGrants = async (db: Db, roleCode: string, generation: string, load: () => Promise<RoleGrants>): Promise<RoleGrants> => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const entry = cache.get(roleCode);
  if (entry && entry.generation === generation) return entry.grants;
  const grants = await load();
  cache.set(roleCode, { generation, grants });
  return grants;
};
