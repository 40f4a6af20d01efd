/**
 * Demo traffic at the statistics benchmark's scale, made by the server's own
 * generator (features/statistics/server/demo/traffic.ts) over the demo catalogue of
 * the database under measure, so every id and title is one the console shows.
 */
import type { Db } from '../server/db/client';
import { loadDemoCatalog, type DemoCatalog } from '../features/statistics/server/demo/catalog';
import { demoDay, makeDevices, type DayPlan, type DemoDay, type Device } from '../features/statistics/server/demo/traffic';
import { seededRandom, type Random } from '../server/db/seededRandom';
import { addDays, beijingDay } from '../server/days';
import type { TrackedEvent } from '../features/statistics/server/ingest';

/** Devices of the population: enough that a day's UV is far from the device count. */
const DEVICES = 20_000;

export interface TrafficSource {
  catalog: DemoCatalog;
  devices: Device[];
  random: Random;
}

export const trafficSource = async (db: Db, seed = 7): Promise<TrafficSource> => {
  const catalog = await loadDemoCatalog(db);
  const random = seededRandom(seed);
  return { catalog, devices: makeDevices(catalog, random, DEVICES), random };
};

/** Day `index` of `days` days ending today, placed on the demo year's growth curve (four times the sessions at the end). */
const planOf = (days: number, index: number, baseSessions: number, now: Date): DayPlan => ({
  day: addDays(beijingDay(now), index - (days - 1)),
  dayIndex: Math.round((index * 364) / Math.max(1, days - 1)),
  baseSessions,
  until: now,
});

/**
 * The weekday sessions at the start that give about `events` events over `days` days: a pilot run of the
 * same plan at a small size (on its own random source), scaled, since the sessions and so the events
 * grow in proportion to it.
 */
const calibrate = (source: TrafficSource, events: number, days: number, now: Date) => {
  const pilot = 20;
  const random = seededRandom(1);
  let count = 0;
  for (let index = 0; index < days; index += 1) count += demoDay(source.catalog, source.devices, random, planOf(days, index, pilot, now)).events.length;
  return (pilot * events) / Math.max(1, count);
};

/** About `events` events (with their app downloads) over `days` days up to now, one day at a time, oldest first. */
export function* historyDays(source: TrafficSource, events: number, days: number, now = new Date()): Generator<DemoDay> {
  const baseSessions = calibrate(source, events, days, now);
  for (let index = 0; index < days; index += 1) yield demoDay(source.catalog, source.devices, source.random, planOf(days, index, baseSessions, now));
}

/** Exactly `count` events of `day` (sessions of the year's busiest days, repeated until there are enough). */
export const eventsOfDay = (source: TrafficSource, day: string, count: number, until = new Date()): TrackedEvent[] => {
  const events: TrackedEvent[] = [];
  for (let round = 0; events.length < count; round += 1) {
    const made = demoDay(source.catalog, source.devices, source.random, { day, dayIndex: 364, baseSessions: 2000, until }).events;
    if (!made.length && round > 3) throw new Error(`no events can be made for ${day} before ${until.toISOString()}`);
    events.push(...made);
  }
  return events.slice(0, count);
};

/** Exactly `count` events of the last `days` days up to now, as the app would report them today. */
export const recentEvents = (source: TrafficSource, count: number, days = 7, now = new Date()): TrackedEvent[] => {
  const events: TrackedEvent[] = [];
  for (let index = 0; events.length < count; index += 1) {
    events.push(...demoDay(source.catalog, source.devices, source.random, { day: addDays(beijingDay(now), -(index % days)), dayIndex: 364, baseSessions: 500, until: now }).events);
  }
  return events.slice(0, count);
};
