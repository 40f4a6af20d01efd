/**
 * The statistics benchmark's data: a data folder (PGlite) or PostgreSQL
 * database made by one real start of the server (migrations, resource
 * tables, demo data; demo traffic off, so every event is the benchmark's),
 * then filled in this process through the server's own code: a history of
 * events through `ingestEvents` (the tracking call's path, in larger batches
 * for speed) and its app downloads, rolled up; and the disclosure queries an
 * export reads.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../server/db/client';
import { insertAppDownloads, insertDisclosureQueries, type AppDownload, type DisclosureQuery } from '../features/statistics/server/appRecords';
import { addDays, beijingDay, dayStart } from '../server/days';
import { ingestEvents, type TrackedEvent } from '../features/statistics/server/ingest';
import { refreshStatistics } from '../features/statistics/server/rollup';
import { queryRows } from '../server/db/rows';
import { startServer } from '../test/e2e/serverProcess';
import { historyDays, type TrafficSource } from './statTraffic';

/** Events per ingesting transaction of the bulk load (the demo traffic's own size). */
const LOAD_BATCH = 5000;
/** Rows per INSERT of downloads and disclosure queries: well under PostgreSQL's 65,535 parameters. */
const ROW_BATCH = 2000;

/** Makes the data folder (and the tables of DATABASE_URL in `env`) by one real start; answers the folder. */
export const prepareStatData = async (env: NodeJS.ProcessEnv): Promise<string> => {
  const first = await startServer({ LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0', ...env });
  await first.stop({ keepData: true });
  return first.dataDir;
};

/** The database the server of `env` on `dataDir` uses, opened here (PGlite only while the server is stopped). */
export const openStatDatabase = (env: NodeJS.ProcessEnv, dataDir: string): Promise<Database> => openDatabase({ databaseUrl: env.DATABASE_URL || undefined, pgliteDir: `${dataDir}/pglite` });

export const countEvents = async (db: Db): Promise<number> => (await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM stat_event`))[0].count;

const inBatches = async <T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
};

export interface LoadedHistory {
  events: number;
  downloads: number;
  /** Time spent in ingestEvents alone (generation and downloads left out). */
  ingestMs: number;
  /** The first rollup step over the whole history: every day and every closed month frozen. */
  firstRollupMs: number;
}

/** About `events` events over `days` days up to now, with their downloads, then the first rollup step. */
export const loadHistory = async (db: Db, source: TrafficSource, events: number, days: number, log: (text: string) => void): Promise<LoadedHistory> => {
  const loaded: LoadedHistory = { events: 0, downloads: 0, ingestMs: 0, firstRollupMs: 0 };
  let pending: TrackedEvent[] = [];
  let downloads: AppDownload[] = [];
  let reported = 0;
  const flush = async () => {
    const started = performance.now();
    await inBatches(pending, LOAD_BATCH, async (batch) => (loaded.events += (await ingestEvents(db, batch)).accepted));
    loaded.ingestMs += performance.now() - started;
    await inBatches(downloads, ROW_BATCH, (batch) => insertAppDownloads(db, batch));
    loaded.downloads += downloads.length;
    pending = [];
    downloads = [];
    if (loaded.events - reported >= events / 10) {
      reported = loaded.events;
      log(`${loaded.events} events loaded (${Math.round(loaded.events / (loaded.ingestMs / 1000))} events/s)`);
    }
  };
  for (const day of historyDays(source, events, days)) {
    pending.push(...day.events);
    downloads.push(...day.downloads);
    if (pending.length >= 4 * LOAD_BATCH) await flush();
  }
  await flush();
  const started = performance.now();
  await refreshStatistics(db);
  loaded.firstRollupMs = performance.now() - started;
  return loaded;
};

/** `count` disclosure queries at random times of the 30 days up to now (the log's rows and a 30-day export's). */
export const insertDisclosureRows = async (db: Db, source: TrafficSource, count: number, now = new Date()) => {
  const { catalog, devices, random } = source;
  const from = dayStart(addDays(beijingDay(now), -29)).getTime();
  const queries: DisclosureQuery[] = Array.from({ length: count }, (_, index) => {
    const device = devices[Math.floor(random() * devices.length)];
    const institution = catalog.institutions[Math.floor(random() * catalog.institutions.length)];
    return {
      occurredAt: new Date(from + Math.floor(random() * (now.getTime() - from))),
      appUserId: device.appUserId,
      institutionId: institution.id,
      ...(index % 3 === 0 ? { disclosureId: index + 1, disclosureTitle: `${institution.name}年度报告` } : { keyword: '信息披露' }),
      platform: device.platform,
      deviceId: device.id,
    };
  });
  await inBatches(queries, ROW_BATCH, (batch) => insertDisclosureQueries(db, batch));
};
