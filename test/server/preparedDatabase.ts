/**
 * The prepared databases of a test run: migrated and seeded with the demo
 * once (globalSetup), then copied for each test server in a fraction of the
 * time a start takes: PGlite from a dump of its data directory, PostgreSQL
 * by `CREATE DATABASE … TEMPLATE` (test/pg/freshDatabase.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { serverFeatures } from '../../features/serverFeatures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump of the migrated, demo-seeded database, on the PGlite run only. */
    pgliteTemplate: string | undefined;
  }
}

/** The config the prepared copies were seeded under: a server with another API base seeds its own. */
export const templateConfig = (env: NodeJS.ProcessEnv = {}): ServerConfig => loadConfig({ STATIC_DIR: '/nonexistent', ...env });

/** Seeds an in-memory PGlite as a test server would and writes its data directory to `file`. */
export const writePgliteTemplate = async (file: string) => {
  const { database } = await bootstrap(templateConfig(), { inMemory: true, log: pino({ level: 'silent' }), features: serverFeatures });
  try {
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
};

let cached: Blob | undefined;

/** The run's PGlite copy (read once a worker), or nothing outside the PGlite run. */
export const pgliteTemplate = (): Blob | undefined => {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  cached ??= new Blob([readFileSync(file)]);
  return cached;
};
