/**
 * `npm run migrate` (bin/migrate.ts): the database preparation of a start, under the same start-up lock, and
 * nothing else; MIGRATE is taken as on whatever the environment says. The structure is checked after, so the
 * command says plainly when it is current.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { ServerFeature } from '../feature';
import { prepareDatabase } from '../db/prepare';
import { bundledMigrations, schemaProblem } from './schemaState';

export interface MigrateResult {
  database: 'pglite' | 'postgres';
  lastMigration: string | undefined;
  /** The demo accounts were made now (a new database without DEMO_DATA=0). */
  seeded: boolean;
}

export const migrateOnly = async (config: ServerConfig, options: { log: FastifyBaseLogger; features: ServerFeature[]; demoTraffic?: boolean }): Promise<MigrateResult> => {
  const { database, seeded } = await prepareDatabase({ ...config, ops: { ...config.ops, migrate: true } }, options);
  try {
    const problem = await schemaProblem(database.db);
    if (problem) throw new Error(`migrated, yet: ${problem}`);
    return { database: database.kind, lastMigration: bundledMigrations().at(-1)?.tag, seeded };
  } finally {
    await database.close();
  }
};
