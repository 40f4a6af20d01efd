/**
 * Issue 22: statistics at scale, the `statistics` part of `npm run bench`
 * (alone: `BENCH_ONLY=statistics npm run bench`, or `tsx bench/statistics.ts`
 * for the table without the build). On PGlite, then on PostgreSQL (the
 * DATABASE_URL server or a temporary cluster, bench/serverPostgres.ts):
 * 1. a history of STAT_EVENTS_PGLITE (1,000,000) / STAT_EVENTS_PG (10,000,000)
 *    events over STAT_DAYS (730) days, loaded in-process through ingestEvents
 *    and rolled up; two years, so that 12 months compared with the previous
 *    12 read a full year on both sides;
 * 2. the rollup of yesterday after STAT_DAY_EVENTS (100,000) events of it;
 * 3. with the server in its own process on that data: the pages' calls over
 *    HTTP (statQueries.ts), STAT_HTTP_EVENTS (300,000) events through the
 *    tracking call, an export of STAT_EXPORT_ROWS (100,000) rows with the
 *    server's memory; then the count check of the tracked events;
 * 4. first starts on an empty data folder / database.
 * STAT_DATABASES=pglite or =postgres measures one of them.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { STATISTICS_CALLS as C } from '../features/statistics/contract/callPaths';
import { startServer } from '../test/e2e/serverProcess';
import { printTable } from './report';
import { apiLogin, API_BASE } from './serverLogin';
import { startBenchPostgres, throwAwayDatabase } from './serverPostgres';
import { timeFirstStarts, type FreshEnv } from './startup';
import { countEvents, insertDisclosureRows, loadHistory, openStatDatabase, prepareStatData } from './statData';
import { measureDayRollup } from './statDayRollup';
import { measureExport } from './statExport';
import { postJson } from './statHttp';
import { ingestOverHttp, UNLIMITED_TRACKING } from './statIngest';
import { timeStatCalls } from './statQueries';
import { statisticsRows, type StatFigures } from './statRows';
import { trafficSource, type TrafficSource } from './statTraffic';
import type { BenchRow } from './types';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DAYS = setting('STAT_DAYS', 730);
const DAY_EVENTS = setting('STAT_DAY_EVENTS', 100_000);
const HTTP_EVENTS = setting('STAT_HTTP_EVENTS', 300_000);
const EXPORT_ROWS = setting('STAT_EXPORT_ROWS', 100_000);
const DATABASES = new Set((process.env.STAT_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim()));

const log = (text: string) => process.stderr.write(`[bench:statistics] ${text}\n`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** Fills the data in this process: the history, the day's rollup, the export's rows; answers the event count. */
const fillData = async (figures: StatFigures, env: NodeJS.ProcessEnv, dataDir: string): Promise<{ source: TrafficSource; events: number }> => {
  const database = await openStatDatabase(env, dataDir);
  try {
    const source = await trafficSource(database.db);
    log(`${figures.database}: loading about ${figures.events} events over ${DAYS} days`);
    figures.history = await loadHistory(database.db, source, figures.events, DAYS, (text) => log(`${figures.database}: ${text}`));
    log(`${figures.database}: rollup of one day after ${DAY_EVENTS} events`);
    figures.dayRollup = await measureDayRollup(database.db, source, DAY_EVENTS);
    await insertDisclosureRows(database.db, source, EXPORT_ROWS);
    return { source, events: await countEvents(database.db) };
  } finally {
    await database.close();
  }
};

/** Everything over HTTP against the server in its own process on the filled data. */
const measureServer = async (figures: StatFigures, env: NodeJS.ProcessEnv, dataDir: string, source: TrafficSource) => {
  const server = await startServer({ LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0', ...UNLIMITED_TRACKING, ...env }, dataDir);
  try {
    const token = await apiLogin(server.url);
    // The login starts the making of a spare RSA pair (up to 300 ms of a core): let it end before timing.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    log(`${figures.database}: the pages' calls over HTTP`);
    figures.calls = await timeStatCalls(server.url, token);
    log(`${figures.database}: ${HTTP_EVENTS} events through track/events`);
    figures.ingest = await ingestOverHttp(server.url, source, HTTP_EVENTS);
    // The next read rolls the tracked days up; made here, so that the export's time is the export's alone.
    await postJson(server.url, `${API_BASE}${C.userCount}`, {}, token);
    log(`${figures.database}: export of ${EXPORT_ROWS} rows`);
    figures.export = await measureExport(server, token);
  } finally {
    await server.stop({ keepData: true });
  }
};

/** The figures of one database; `fresh` answers an empty database for each first start. */
const measureDatabase = async (figures: StatFigures, env: NodeJS.ProcessEnv, fresh: () => Promise<FreshEnv>): Promise<StatFigures> => {
  try {
    const dataDir = await prepareStatData(env);
    try {
      const { source, events } = await fillData(figures, env, dataDir);
      await measureServer(figures, env, dataDir, source);
      const database = await openStatDatabase(env, dataDir);
      try {
        if (figures.ingest) figures.ingest.counted = (await countEvents(database.db)) - events;
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    log(`${figures.database}: first starts`);
    figures.firstStart = await timeFirstStarts(fresh);
  } catch (error) {
    figures.failure = errorText(error);
    log(`${figures.database}: ${figures.failure}`);
  }
  return figures;
};

const measurePglite = () =>
  measureDatabase({ database: 'PGlite', where: 'PGlite data folder', events: Number(process.env.STAT_EVENTS_PGLITE ?? 1_000_000), days: DAYS }, { DATABASE_URL: '' }, async () => ({
    env: { DATABASE_URL: '' },
    drop: async () => undefined,
  }));

const measurePostgres = async () => {
  const figures: StatFigures = { database: 'PostgreSQL', where: '', events: Number(process.env.STAT_EVENTS_PG ?? 10_000_000), days: DAYS };
  const postgres = await startBenchPostgres();
  if ('reason' in postgres) return { ...figures, failure: postgres.reason };
  try {
    figures.where = postgres.where;
    const fresh = async () => {
      const database = await throwAwayDatabase(postgres.url);
      return { env: { DATABASE_URL: database.url }, drop: database.stop };
    };
    return await measureDatabase(figures, { DATABASE_URL: postgres.url }, fresh);
  } finally {
    await postgres.stop();
  }
};

export const benchStatistics = async (): Promise<BenchRow[]> => {
  const rows: BenchRow[] = [];
  if (DATABASES.has('pglite')) rows.push(...statisticsRows(await measurePglite()));
  if (DATABASES.has('postgres')) rows.push(...statisticsRows(await measurePostgres()));
  return rows;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printTable(await benchStatistics());
}
