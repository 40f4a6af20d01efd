/**
 * The demo traffic of a first start: a year of generated events, app
 * downloads and disclosure queries, ingested through `ingestEvents` (the
 * tracking call's own path) and rolled up; the months that ended are then
 * frozen, and a few late events for last month show the correction line.
 * Only into a database whose statistics have no event yet, and claimed once
 * per database by a row in sys_app_setting, so two processes starting
 * together on one PostgreSQL do not both seed.
 *
 * The demo's signed-in readers have no app sessions: the events go to the
 * ingestion the tracking call ends in, with the user id a session would give
 * and the institution `institutionOfAppUser` gives it (the call's own
 * function), since a year of back-dated traffic in batches of 5,000 is not
 * something the call takes (500 a call, the per-minute and daily caps).
 */
import type { Db } from '../../../../server/db/client';
import { appSettings } from '../../../../server/db/schema';
import { insertAppDownloads, insertDisclosureQueries } from '../appRecords';
import { addDays, addMonths, beijingDay } from '../../../../server/days';
import { statEvents } from '../eventTable';
import { ingestEvents, type TrackedEvent } from '../ingest';
import { DEFAULT_FREEZE_GRACE_DAYS, firstOpenMonth, refreshStatistics } from '../rollup';
import { loadDemoCatalog, type DemoCatalog } from './catalog';
import { demoDay, makeDevices, type DemoDay, type Device } from './traffic';
import { seededRandom, type Random } from '../../../../server/db/seededRandom';

export const DEMO_TRAFFIC_KEY = 'statDemoTraffic';

export interface DemoTrafficOptions {
  now?: Date;
  /** Days of traffic up to today. */
  days?: number;
  /** Weekday sessions at the start of the period (four times as many at its end). */
  baseSessions?: number;
  devices?: number;
  seed?: number;
  /** STAT_FREEZE_GRACE_DAYS: which month is frozen, so the late events fall in one. */
  graceDays?: number;
}

/** Events per ingestion transaction. */
const FLUSH_AT = 5000;

export interface DemoTrafficResult {
  events: number;
  downloads: number;
  disclosureQueries: number;
  late: number;
}

export const seedDemoTraffic = async (db: Db, options: DemoTrafficOptions = {}): Promise<DemoTrafficResult | null> => {
  const now = options.now ?? new Date();
  // A database that already has real events is never given made-up ones.
  if ((await db.select({ id: statEvents.id }).from(statEvents).limit(1)).length) return null;
  const claimed = await db.insert(appSettings).values({ key: DEMO_TRAFFIC_KEY, value: now.toISOString() }).onConflictDoNothing().returning();
  if (!claimed.length) return null;
  const catalog = await loadDemoCatalog(db);
  const random = seededRandom(options.seed ?? 22);
  const devices = makeDevices(catalog, random, options.devices ?? 600);
  const days = options.days ?? 365;
  const first = addDays(beijingDay(now), -(days - 1));
  const result: DemoTrafficResult = { events: 0, downloads: 0, disclosureQueries: 0, late: 0 };
  let pending: DemoDay = { events: [], downloads: [], disclosureQueries: [] };
  const flush = async () => {
    result.events += (await ingestEvents(db, pending.events)).accepted;
    await db.transaction(async (tx) => {
      await insertAppDownloads(tx as unknown as Db, pending.downloads);
      await insertDisclosureQueries(tx as unknown as Db, pending.disclosureQueries);
    });
    result.downloads += pending.downloads.length;
    result.disclosureQueries += pending.disclosureQueries.length;
    pending = { events: [], downloads: [], disclosureQueries: [] };
  };
  for (let dayIndex = 0; dayIndex < days; dayIndex += 1) {
    const day = demoDay(catalog, devices, random, {
      day: addDays(first, dayIndex),
      dayIndex: Math.round((dayIndex * 364) / Math.max(1, days - 1)),
      baseSessions: options.baseSessions ?? 8,
      until: now,
    });
    pending.events.push(...day.events);
    pending.downloads.push(...day.downloads);
    pending.disclosureQueries.push(...day.disclosureQueries);
    if (pending.events.length >= FLUSH_AT) await flush();
  }
  await flush();
  const graceDays = options.graceDays ?? DEFAULT_FREEZE_GRACE_DAYS;
  await refreshStatistics(db, now, graceDays);
  result.late = await lateEvents(db, catalog, devices, random, now, graceDays);
  await refreshStatistics(db, now, graceDays);
  return result;
};

/** A handful of events for the 15th of the last frozen month, reported after it froze: the correction line's demo. */
const lateEvents = async (db: Db, catalog: DemoCatalog, devices: Device[], random: Random, now: Date, graceDays: number) => {
  const day = addDays(addMonths(firstOpenMonth(beijingDay(now), graceDays), -1), 14);
  const events: TrackedEvent[] = demoDay(catalog, devices, random, { day, dayIndex: 300, baseSessions: 2, until: now }).events.slice(0, 8);
  return (await ingestEvents(db, events)).late;
};
