/**
 * Opens the database: embedded PGlite in the data folder by default (or in
 * memory for tests), a PostgreSQL server when DATABASE_URL is set. Both go
 * through Drizzle and run the same migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as one tarball (what `pgliteDump` starts from). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connection counts, read by the metrics (server/ops/metrics.ts). */
  poolStats?: () => { totalCount: number; idleCount: number; waitingCount: number };
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder; in memory when absent. */
  pgliteDir?: string;
  /**
   * In memory only: start from this copy of a data directory (`Database.dump`)
   * instead of an empty one. The tests migrate and seed once a run and give
   * each server such a copy (docs/testing.md).
   */
  pgliteDump?: Blob;
  /**
   * PostgreSQL: the longest one statement of the pool may run, in milliseconds
   * (DB_STATEMENT_TIMEOUT_MS; absent or 0: no limit). PGlite cannot enforce it
   * (server/db/statementTimeout.ts).
   */
  statementTimeoutMs?: number;
  /** Apply the pending migrations first (default); false opens as is (MIGRATE=0, server/ops/schemaState.ts checks it). */
  migrate?: boolean;
}

/** Each process loads the driver of the database it opens, not both (about a second of start-up each). */
export const openDatabase = async (options: OpenOptions = {}): Promise<Database> => {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
    // Migrations on a connection of their own, without the statement limit: one that rewrites a large table
    // must finish, and cut short it would roll back and fail every start the same way.
    if (options.migrate !== false) {
      const migrations = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
      migrations.on('error', () => undefined);
      try {
        await migratePg(drizzlePg(migrations, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await migrations.end();
      }
    }
    // statement_timeout is sent as a start-up parameter, so it holds on every connection the pool opens.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}) });
    // An idle connection lost (the server restarted, an administrator ended it) is replaced by the pool;
    // without a listener its error would end the process. Queries report their own errors.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount }),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dump: async () => (await client.dumpDataDir('none')) as Blob };
};
