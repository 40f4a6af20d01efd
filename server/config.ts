import path from 'node:path';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/statementTimeout';
import { fileStoreConfig, type FileStoreConfig } from './storage/config';
import { loadOpsSettings, type OpsSettings } from './ops/settings';

/** Settings of the reference server, from the environment (README "Settings"). */
export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** Where uploaded files' bytes live (FILE_STORE, server/storage/): the database unless S3 is configured. */
  fileStore: FileStoreConfig;
  databaseUrl?: string;
  /** PostgreSQL: the longest one statement may run, in ms; 0 none (DB_STATEMENT_TIMEOUT_MS, server/db/statementTimeout.ts). */
  dbStatementTimeoutMs: number;
  product: string;
  /** Web-center API base, e.g. /assoc-web-center/api/webcenter/ */
  apiBase: string;
  /** File-service base (SMS codes), e.g. /assoc-file-center/api/filecenter/ */
  fileBase: string;
  /** Questionnaire calls (menu 43; docs/questionnaire.md), e.g. /assoc-web-center/api/questionnaire/ */
  questionnaireBase: string;
  /** App-facing base (page tracking, app downloads, disclosure queries; docs/statistics.md), e.g. /assoc-app-center/api/app/ */
  appBase: string;
  /** Calls and events one client (address) may send to the app-facing base per minute. */
  trackLimits: { callsPerMinute: number; eventsPerMinute: number };
  /** The tracking calls' caps besides: per signed-in app user and minute, all clients per Beijing day (docs/statistics.md). */
  trackSessionLimits: { callsPerMinute: number; eventsPerMinute: number };
  trackRecordsPerDay: number;
  /** Days after a month's end before its statistics freeze (STAT_FREEZE_GRACE_DAYS, docs/statistics.md). */
  statFreezeGraceDays: number;
  /** Demo page-tracking traffic on first start (DEMO_TRAFFIC=0 turns it off). */
  demoTraffic: boolean;
  /** The console's watermark (operator's name, login name and date over every page; WATERMARK=0 turns it off). */
  watermark: boolean;
  /** Folder of the built console, served on the same origin. */
  staticDir: string;
  /** Idle lifetime of a session and its absolute cap, in milliseconds. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** App sign-in sessions (docs/app-sign-in.md): idle lifetime and absolute cap, in milliseconds. */
  appSessionIdleMs: number;
  appSessionMaxMs: number;
  logLevel: string;
  /** The CJK font embedded in PDF documents (opinion feedback): a .ttf/.otf, or a .ttc with the font's name in it. */
  pdfFont: { path: string; name?: string };
  /** Proxies, metrics, stop, migrations, demo data and the first administrator (server/ops/settings.ts). */
  ops: OpsSettings;
}

/** Debian's fonts-noto-cjk, installed by .ci/run: the collection and its Simplified Chinese face. */
export const DEFAULT_PDF_FONT = { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', name: 'NotoSansCJKsc-Regular' };

const PRODUCT_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

export const apiBaseFor = (product: string) => `/${product}-web-center/api/webcenter/`;
export const fileBaseFor = (product: string) => `/${product}-file-center/api/filecenter/`;
export const appBaseFor = (product: string) => `/${product}-app-center/api/app/`;
/** The spec gives the questionnaire calls without a base: the web-center service, an API root of their own. */
export const questionnaireBaseFor = (product: string) => `/${product}-web-center/api/questionnaire/`;

/** A whole number of days, 0 or more. */
const wholeDays = (name: string, value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < 0 || number > 27) throw new Error(`${name} must be a whole number of days from 0 to 27 (got "${value}")`);
  return number;
};

/** A whole number of milliseconds, 0 or more. */
const wholeMilliseconds = (name: string, value: string | undefined, fallback: number) => {
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number of milliseconds, 0 for none (got "${value}")`);
  return number;
};

/** A positive number setting; anything else would break every session (NaN expiry dates). */
const positiveNumber = (name: string, value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number (got "${value}")`);
  return number;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const product = env.PRODUCT ?? 'assoc';
  if (!PRODUCT_PATTERN.test(product)) {
    throw new Error(`PRODUCT must be lower-case letters, digits and hyphens (got "${product}")`);
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    fileStore: fileStoreConfig(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dbStatementTimeoutMs: wholeMilliseconds('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS),
    product,
    apiBase: apiBaseFor(product),
    fileBase: fileBaseFor(product),
    questionnaireBase: questionnaireBaseFor(product),
    appBase: appBaseFor(product),
    trackLimits: {
      callsPerMinute: positiveNumber('TRACK_CALLS_PER_MINUTE', env.TRACK_CALLS_PER_MINUTE, 600),
      eventsPerMinute: positiveNumber('TRACK_EVENTS_PER_MINUTE', env.TRACK_EVENTS_PER_MINUTE, 20_000),
    },
    trackSessionLimits: {
      callsPerMinute: positiveNumber('TRACK_SESSION_CALLS_PER_MINUTE', env.TRACK_SESSION_CALLS_PER_MINUTE, 120),
      eventsPerMinute: positiveNumber('TRACK_SESSION_EVENTS_PER_MINUTE', env.TRACK_SESSION_EVENTS_PER_MINUTE, 2_000),
    },
    trackRecordsPerDay: positiveNumber('TRACK_EVENTS_PER_DAY', env.TRACK_EVENTS_PER_DAY, 1_000_000),
    statFreezeGraceDays: wholeDays('STAT_FREEZE_GRACE_DAYS', env.STAT_FREEZE_GRACE_DAYS, 3),
    demoTraffic: env.DEMO_TRAFFIC !== '0',
    watermark: env.WATERMARK !== '0',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    sessionIdleMs: positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120) * 60_000,
    sessionMaxMs: positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, 12) * 3_600_000,
    appSessionIdleMs: positiveNumber('APP_SESSION_IDLE_DAYS', env.APP_SESSION_IDLE_DAYS, 30) * 86_400_000,
    appSessionMaxMs: positiveNumber('APP_SESSION_MAX_DAYS', env.APP_SESSION_MAX_DAYS, 90) * 86_400_000,
    logLevel: env.LOG_LEVEL ?? 'info',
    pdfFont: env.PDF_FONT ? { path: path.resolve(env.PDF_FONT), name: env.PDF_FONT_NAME || undefined } : DEFAULT_PDF_FONT,
    ops: loadOpsSettings(env),
  };
};
