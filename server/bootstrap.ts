/** Opens the database, migrates and seeds it (db/prepare.ts), and builds the services of one server. */
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { prepareDatabase } from './db/prepare';
import { credentialKeyStore, KEY_TTL_MS, prepareCredentialKeys } from './auth/credentialKeys';
import { systemClock, type Clock } from './clock';
import { LoginRateLimiter, DEFAULT_LIMITS, type LoginLimits } from './auth/rateLimit';
import { CaptchaStore } from './auth/captcha';
import { LogSmsGateway, type SmsGateway } from './sms/gateway';
import type { Services } from './services';
import { SheetGate } from './modules/sheetGate';
import type { ServerFeature } from './feature';
import { openFileStore } from './storage/openFileStore';
import { createMetrics } from './ops/metrics';

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
    metrics: createMetrics({ poolStats: database.poolStats }),
  };
  return { services, database, seeded };
};
