/**
 * Statistics at scale (issue 22), measured apart from `npm run bench` until
 * its rows are added: `tsx bench/statistics.ts` (PGlite in memory, or
 * DATABASE_URL). Generates STAT_EVENTS events of demo traffic over a year,
 * ingests them in batches of 500 through ingestEvents (the tracking call's
 * path), rolls them up, then times the pages' queries over 30 days and 12
 * months (medians), and the rollup of one day of STAT_DAY_EVENTS events.
 * Prints one JSON object.
 */
import pino from 'pino';
import { bootstrap } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { loadDemoCatalog } from '../server/statistics/demo/catalog';
import { demoDay, makeDevices, seededRandom } from '../server/statistics/demo/traffic';
import { addDays, beijingDay } from '../server/statistics/days';
import { ingestEvents, type TrackedEvent } from '../server/statistics/ingest';
import { refreshStatistics } from '../server/statistics/rollup';
import { breakdown } from '../server/statistics/query/breakdown';
import { readFilters } from '../server/statistics/query/filters';
import { kpiCards } from '../server/statistics/query/kpiCards';
import { trend } from '../server/statistics/query/trend';
import { repeat, round } from './stats';

const EVENTS = Number(process.env.STAT_EVENTS ?? 200_000);
const DAY_EVENTS = Number(process.env.STAT_DAY_EVENTS ?? 100_000);

const main = async () => {
  const config = loadConfig({ ...process.env, STATIC_DIR: '/nonexistent' });
  const { database } = await bootstrap(config, { inMemory: true, log: pino({ level: 'silent' }) });
  const db = database.db;
  const catalog = await loadDemoCatalog(db);
  const random = seededRandom(7);
  const devices = makeDevices(catalog, random, 20_000);
  const today = beijingDay(new Date());
  // About 3.7 events a session: size the sessions to the wanted events.
  const baseSessions = Math.max(1, Math.round(EVENTS / 365 / 3.7 / 2.1));
  let ingested = 0;
  let ingestMs = 0;
  let pending: TrackedEvent[] = [];
  const flush = async () => {
    const started = performance.now();
    for (let start = 0; start < pending.length; start += 500) ingested += (await ingestEvents(db, pending.slice(start, start + 500))).accepted;
    ingestMs += performance.now() - started;
    pending = [];
  };
  for (let index = 0; index < 365; index += 1) {
    pending.push(...demoDay(catalog, devices, random, { day: addDays(today, index - 364), dayIndex: index, baseSessions, until: new Date() }).events);
    if (pending.length >= 20_000) await flush();
  }
  await flush();
  let started = performance.now();
  await refreshStatistics(db);
  const firstRollupMs = performance.now() - started;

  /** The median of seven runs, in milliseconds. */
  const time = async (work: () => Promise<unknown>) =>
    (
      await repeat(async () => {
        const begin = performance.now();
        await work();
        return round(performance.now() - begin, 1);
      }, 7)
    ).median;
  const month = readFilters({ startDate: addDays(today, -29), endDate: today, compare: 'previous' });
  const year = readFilters({ startDate: addDays(today, -364), endDate: today, compare: 'previous', granularity: 'month' });
  const news = (filters: typeof month) => ({ ...filters, moduleCode: 'news' });
  const page = { offset: 0, pageSize: 10 };
  const sort = { field: 'pv', order: 'desc' as const };
  const queries: Record<string, unknown> = {};
  for (const [label, filters] of [['30 days', month], ['12 months', year]] as const) {
    queries[label] = {
      getUserCount: await time(() => kpiCards(db, filters)),
      getModuleInfo: await time(() => breakdown(db, filters, ['module'], sort, page)),
      getDetailInfo: await time(() => breakdown(db, news(filters), ['content'], sort, page)),
      getOneCount: await time(() => breakdown(db, news(filters), ['category1'], sort, page)),
      getDetailCount: await time(() => trend(db, news(filters))),
      refreshWhenClean: await time(() => refreshStatistics(db)),
    };
  }

  // One day of DAY_EVENTS events (yesterday), then its rollup.
  const day = addDays(today, -1);
  const dayEvents: TrackedEvent[] = [];
  while (dayEvents.length < DAY_EVENTS) dayEvents.push(...demoDay(catalog, devices, random, { day, dayIndex: 364, baseSessions: 2000, until: new Date() }).events);
  for (let start = 0; start < DAY_EVENTS; start += 500) await ingestEvents(db, dayEvents.slice(start, Math.min(start + 500, DAY_EVENTS)));
  started = performance.now();
  await refreshStatistics(db);
  const dayRollupMs = performance.now() - started;

  process.stdout.write(
    `${JSON.stringify(
      {
        database: database.kind,
        events: ingested,
        ingestPerSecond: Math.round(ingested / (ingestMs / 1000)),
        firstRollupSeconds: round(firstRollupMs / 1000, 1),
        queryMedianMs: queries,
        dayRollup: { events: DAY_EVENTS, seconds: round(dayRollupMs / 1000, 2) },
      },
      null,
      2,
    )}\n`,
  );
  await database.close();
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
