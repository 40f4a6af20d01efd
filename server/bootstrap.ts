/** Opens the database, migrates and seeds it (resource tables included), and builds the services of one server. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { withStartupLock } from './db/startupLock';
import { seedAppPeople, seedDatabase } from './db/seed';
import { linkAppUserUnits } from './db/appUserUnits';
import { prepareResourceTables } from './resources';
import { credentialKeyStore, KEY_TTL_MS, prepareCredentialKeys } from './auth/credentialKeys';
import { systemClock, type Clock } from './clock';
import { prepareGrantsGeneration } from './auth/grantsCache';
import { LoginRateLimiter, DEFAULT_LIMITS, type LoginLimits } from './auth/rateLimit';
import { CaptchaStore } from './auth/captcha';
import { LogSmsGateway, type SmsGateway } from './sms/gateway';
import type { Services } from './services';
import { SheetGate } from './modules/sheetGate';
import type { ServerFeature } from './feature';
import { openFileStore } from './storage/openFileStore';

export interface BootstrapOptions {
  /** In-memory PGlite (tests). */
  inMemory?: boolean;
  /** In memory: start from this prepared copy of a migrated and seeded database (server/db/client.ts). */
  pgliteDump?: Blob;
  limits?: Partial<LoginLimits>;
  /** SMS provider; codes are written to the log when absent. */
  sms?: SmsGateway;
  log: FastifyBaseLogger;
  /** The bespoke features whose demo data a new database gets (features/serverFeatures.ts). */
  features: ServerFeature[];
  /** The time; the system's unless a test gives its own. */
  clock?: Clock;
  /** Seed a year of demo page-tracking traffic into a database that never had it (first start). */
  demoTraffic?: boolean;
}

/** Migrates and seeds the database (demo data included), under the start-up lock on PostgreSQL (db/startupLock.ts). */
const prepareDatabase = (config: ServerConfig, options: BootstrapOptions): Promise<{ database: Database; seeded: boolean }> =>
  withStartupLock(config.databaseUrl, async () => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: options.inMemory ? undefined : path.join(config.dataDir, 'pglite'),
      pgliteDump: options.inMemory ? options.pgliteDump : undefined,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
    const seeded = await seedDatabase(database.db);
    // The declared modules' tables follow their declarations; new tables get their demo rows.
    await prepareResourceTables(database.db);
    // App users name their member unit by id: the key needs the declared table, the demo users its demo rows.
    await linkAppUserUnits(database.db);
    await seedAppPeople(database.db);
    // Each feature's demo data, in the list's order (features/serverFeatures.ts), through the feature's own paths.
    for (const feature of options.features) {
      if (!feature.demo) continue;
      const made = await feature.demo.seed(database.db, { config, demoTraffic: options.demoTraffic ?? false });
      if (made) options.log.info(made, feature.demo.seeded);
    }
    // Sessions cache role grants against a counter the role tables' triggers keep (auth/grantsCache.ts).
    await prepareGrantsGeneration(database.db);
    return { database, seeded };
  });

export const bootstrap = async (config: ServerConfig, options: BootstrapOptions): Promise<{ services: Services; database: Database; seeded: boolean }> => {
  const { database, seeded } = await prepareDatabase(config, options);
  // Key pairs take a while to make: the first ones start now, not at the first login.
  prepareCredentialKeys();
  const { db } = database;
  const clock = options.clock ?? systemClock;
  const services: Services = {
    db,
    config,
    keys: credentialKeyStore(db, KEY_TTL_MS, clock),
    limiter: new LoginRateLimiter(db, { ...DEFAULT_LIMITS, ...options.limits }, clock),
    captchas: new CaptchaStore(db, undefined, clock),
    clock,
    sessionTimes: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
    appSessionTimes: { idleMs: config.appSessionIdleMs, maxMs: config.appSessionMaxMs },
    sms: options.sms ?? new LogSmsGateway(options.log),
    files: await openFileStore(config.fileStore, db),
    sheets: new SheetGate(),
    log: options.log,
  };
  return { services, database, seeded };
};
