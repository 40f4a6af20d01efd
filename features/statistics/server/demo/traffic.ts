/**
 * Realistic demo traffic, one day at a time, from a seeded random source (the
 * same catalogue and seed always give the same traffic): growth over the year
 * (about four times as many sessions at its end as at its start), a weekday
 * rhythm (weekends at about 40%), office-hour and evening peaks, a few
 * popular modules and, within each, a few popular items (Zipf weights), four
 * platforms, and signed-in app users on some devices. The events carry what
 * the app sends (ids only) plus what the tracking call adds from a session:
 * the user's id and the institution the server's records give them.
 */
import { DOWNLOAD_CHANNELS } from '../../contract/definitions';
import type { AppDownload, DisclosureQuery } from '../appRecords';
import { dayStart } from '../../../../server/days';
import type { TrackedEvent } from '../ingest';
import type { CatalogItem, DemoCatalog } from './catalog';
import type { Random } from '../../../../server/db/seededRandom';

const pickWeighted = <T>(random: Random, items: readonly T[], weight: (item: T, index: number) => number): T => {
  const weights = items.map(weight);
  let left = random() * weights.reduce((sum, value) => sum + value, 0);
  for (let index = 0; index < items.length; index += 1) {
    left -= weights[index];
    if (left <= 0) return items[index];
  }
  return items[items.length - 1];
};

const MODULE_WEIGHTS: Record<string, number> = {
  news: 20,
  information: 12,
  association: 8,
  beginner: 8,
  question: 8,
  crm: 7,
  introduce: 6,
  selfRegulating: 6,
  discipline: 5,
  statistics: 5,
  dataChart: 4,
  commonIcon: 4,
  invest: 4,
  qualification: 3,
  memberUnit: 3,
  scroll: 2,
  regIssue: 2,
};
const PLATFORM_WEIGHTS = { ios: 35, android: 45, h5: 12, web: 8 } as const;
const KEYWORDS = ['合规培训', '反洗钱', '资格查询', '会费标准', '从业人员', '私募基金', '信息披露', '纪律处分', '债券', '投资者教育'];
/** Share of the day's sessions by Beijing hour: office hours and the evening. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2, 4, 7, 8, 7, 5, 5, 7, 7, 6, 5, 4, 5, 6, 6, 4, 2];

export interface Device {
  id: string;
  platform: keyof typeof PLATFORM_WEIGHTS;
  /** The app user signed in on the device, and their institution (as their session's events get it). */
  appUserId?: number;
  institutionId?: number;
  appVersion: string;
}

/** The app version current `dayIndex` days into the year: a release about every two months. */
const versionOn = (dayIndex: number) => `3.${Math.min(5, Math.floor(dayIndex / 61))}.${dayIndex % 61 < 20 ? 0 : 1}`;

/** A population of devices; later ones join later (growth). */
export const makeDevices = (catalog: DemoCatalog, random: Random, count: number): Device[] =>
  Array.from({ length: count }, (_, index) => {
    const platform = pickWeighted(random, Object.keys(PLATFORM_WEIGHTS) as Device['platform'][], (key) => PLATFORM_WEIGHTS[key]);
    const loggedIn = platform !== 'web' && random() < 0.45 && catalog.appUsers.length > 0;
    const user = loggedIn ? catalog.appUsers[index % catalog.appUsers.length] : undefined;
    return {
      id: `${platform}-demo-${String(index + 1).padStart(5, '0')}`,
      platform,
      ...(user ? { appUserId: user.id, ...(user.institutionId ? { institutionId: user.institutionId } : {}) } : {}),
      appVersion: '3.0.0',
    };
  });

const zipf = (_item: CatalogItem, index: number) => 1 / (index + 1) ** 1.1;

export interface DemoDay {
  events: TrackedEvent[];
  downloads: AppDownload[];
  disclosureQueries: DisclosureQuery[];
}

export interface DayPlan {
  day: string;
  /** 0 for the first day of the demo year, 364 for its last. */
  dayIndex: number;
  /** Sessions on a weekday at the year's start. */
  baseSessions: number;
  /** Events after this instant are not made (today's traffic stops at the present). */
  until: Date;
}

/** One day of traffic. */
export const demoDay = (catalog: DemoCatalog, devices: Device[], random: Random, plan: DayPlan): DemoDay => {
  const { day, dayIndex } = plan;
  const growth = 1 + (3 * dayIndex) / 364;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const rhythm = weekday === 0 ? 0.35 : weekday === 6 ? 0.45 : 1;
  const sessions = Math.round(plan.baseSessions * growth * rhythm * (0.85 + random() * 0.3));
  // Devices join over the year: a quarter at the start, all at the end.
  const reachable = devices.slice(0, Math.max(1, Math.round(devices.length * (0.25 + (0.75 * dayIndex) / 364))));
  const start = dayStart(day).getTime();
  const version = versionOn(dayIndex);
  const day_: DemoDay = { events: [], downloads: [], disclosureQueries: [] };
  const modules = catalog.modules.filter(({ module }) => MODULE_WEIGHTS[module.code]);
  for (let session = 0; session < sessions; session += 1) {
    const device = reachable[Math.floor(random() * reachable.length)];
    const hour = pickWeighted(random, HOUR_WEIGHTS, (weight) => weight);
    let at = start + hour * 3_600_000 + Math.floor(random() * 3_600_000);
    const base = { deviceId: device.id, platform: device.platform, appVersion: device.platform === 'web' ? undefined : version, appUserId: device.appUserId, institutionId: device.institutionId };
    const push = (event: Omit<TrackedEvent, 'occurredAt' | 'deviceId' | 'platform'>) => {
      at += 5_000 + Math.floor(random() * 90_000);
      if (at < plan.until.getTime()) day_.events.push({ ...base, ...event, occurredAt: new Date(at) });
    };
    for (let visit = 0, visits = 1 + Math.floor(random() * 2); visit < visits; visit += 1) {
      const { module, items } = pickWeighted(random, modules, (entry) => MODULE_WEIGHTS[entry.module.code]);
      push({ eventType: 'view', moduleCode: module.code, pageType: 'list', durationMs: 3_000 + Math.floor(random() * 20_000) });
      if (random() < 0.12) push({ eventType: 'search', moduleCode: module.code, pageType: 'search', keyword: KEYWORDS[Math.floor(random() * KEYWORDS.length)] });
      for (let read = 0, reads = items.length ? 1 + Math.floor(random() * 3) : 0; read < reads; read += 1) {
        const item = pickWeighted(random, items, zipf);
        const content = {
          moduleCode: module.code,
          contentId: item.id,
          ...(item.category1 ? { category1Id: item.category1.id } : {}),
          ...(item.category2 ? { category2Id: item.category2.id } : {}),
        };
        push({ eventType: 'view', pageType: 'detail', durationMs: 8_000 + Math.floor(random() * 180_000), ...content });
        const roll = random();
        if (roll < 0.08) push({ eventType: 'share', pageType: 'detail', ...content });
        else if (roll < 0.16) push({ eventType: 'click', pageType: 'detail', ...content });
        else if (roll < 0.2) push({ eventType: 'download', pageType: 'detail', ...content });
      }
    }
  }
  day_.downloads = downloadsOf(random, { ...plan, start, sessions, version });
  day_.disclosureQueries = queriesOf(catalog, reachable, random, { ...plan, start, sessions });
  return day_;
};

interface DayFrame extends DayPlan {
  /** The instant the day starts and its number of sessions. */
  start: number;
  sessions: number;
}

/** App package downloads: about one for every twelve sessions, iOS from the App Store mostly. */
const downloadsOf = (random: Random, frame: DayFrame & { version: string }): AppDownload[] => {
  const downloads: AppDownload[] = [];
  const androidChannels = DOWNLOAD_CHANNELS.filter((channel) => channel.code !== 'appStore').map((channel) => channel.code);
  for (let index = 0, count = Math.round(frame.sessions / 12 + random() * 3); index < count; index += 1) {
    const platform = random() < 0.42 ? 'ios' : 'android';
    const channel = platform === 'ios' ? pickWeighted(random, ['appStore', 'website', 'qrcode'], (code) => (code === 'appStore' ? 6 : 1)) : pickWeighted(random, androidChannels, () => 1);
    const at = frame.start + Math.floor(random() * 86_400_000);
    if (at < frame.until.getTime()) downloads.push({ occurredAt: new Date(at), platform, channel, appVersion: frame.version, deviceId: `${platform}-dl-${frame.dayIndex}-${index}` });
  }
  return downloads;
};

/** Disclosure queries: about one for every fifteen sessions, the first institutions most often. */
const queriesOf = (catalog: DemoCatalog, reachable: Device[], random: Random, frame: DayFrame): DisclosureQuery[] => {
  const queries: DisclosureQuery[] = [];
  const hours = HOUR_WEIGHTS.map((_weight, hour) => hour);
  for (let index = 0, count = Math.round(frame.sessions / 15 + random() * 2); index < count && catalog.institutions.length; index += 1) {
    const device = reachable[Math.floor(random() * reachable.length)];
    const institution = pickWeighted(random, catalog.institutions, (_item, position) => 1 / (position + 1));
    const at = frame.start + pickWeighted(random, hours, (hour) => HOUR_WEIGHTS[hour]) * 3_600_000 + Math.floor(random() * 3_600_000);
    if (at >= frame.until.getTime()) continue;
    queries.push({
      occurredAt: new Date(at),
      appUserId: device.appUserId,
      institutionId: institution.id,
      platform: device.platform,
      deviceId: device.id,
      ...(random() < 0.3 ? { keyword: '信息披露' } : {}),
    });
  }
  return queries;
};
