import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { CredentialKeyStore } from './auth/credentialKeys';
import type { LoginRateLimiter } from './auth/rateLimit';
import type { CaptchaStore } from './auth/captcha';
import type { SessionTimes } from './auth/sessions';
import type { SmsGateway } from './sms/gateway';
import type { AppSessionTimes } from './appAuth/sessions';
import type { SheetGate } from './modules/sheetGate';
import type { Clock } from './clock';
import type { FileStore } from './storage/fileStore';
import type { ServerMetrics } from './ops/metrics';

/** What every server module may use: one instance per running server. */
export interface Services {
  db: Db;
  config: ServerConfig;
  /** One-time keys of the calls that send passwords. */
  keys: CredentialKeyStore;
  limiter: LoginRateLimiter;
  captchas: CaptchaStore;
  sessionTimes: SessionTimes;
  /** App sign-in sessions (docs/app-sign-in.md). */
  appSessionTimes: AppSessionTimes;
  /** Where SMS codes go; the log gateway when no provider is configured. */
  sms: SmsGateway;
  /** The bytes of uploaded files (server/storage/): the database's unless S3 is configured. */
  files: FileStore;
  /** Workbook reads of imports: one at a time per server, the rest in line. */
  sheets: SheetGate;
  /** The time (server/clock.ts): the system's, or a test's. */
  clock: Clock;
  log: FastifyBaseLogger;
  /** The server's Prometheus metrics (server/ops/metrics.ts), a registry of its own. */
  metrics: ServerMetrics;
}

/**
 * What a module and its handlers get: every service but the database. A
 * handler takes the database of its call (ctx.db: for a write the hook logs,
 * the transaction that also writes its log row), so none can write beside
 * that transaction; start-up and background work take `Services.db` from
 * bootstrap, explicitly.
 */
export type ModuleServices = Omit<Services, 'db'>;

/** The services without the database, handed to the modules and their handlers (server/app.ts). */
export const withoutDatabase = ({ db: _db, ...rest }: Services): ModuleServices => rest;
