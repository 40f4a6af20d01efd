/** `npm run migrate`: migrates the database of the settings (DATABASE_URL or DATA_DIR) and exits (server/ops/migrateOnly.ts). */
import pino from 'pino';
import { loadConfig } from '../server/config';
import { migrateOnly } from '../server/ops/migrateOnly';
import { serverFeatures } from '../features/serverFeatures';

export const migrateCommand = async (env: NodeJS.ProcessEnv): Promise<number> => {
  const config = loadConfig(env);
  const log = pino({ level: config.logLevel });
  const result = await migrateOnly(config, { log, features: serverFeatures, demoTraffic: config.demoTraffic });
  const where = result.database === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  process.stdout.write(`数据库结构已是最新 / database migrated: ${where}, last migration ${result.lastMigration}${result.seeded ? ' (demo data created)' : ''}\n`);
  return 0;
};
