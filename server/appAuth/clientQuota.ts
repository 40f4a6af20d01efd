/**
 * The rate limit of the app-facing calls: calls and events per client
 * (address, IPv6 by its /64) and minute, counted in the database
 * (stat_client_quota) by one upsert, so every server process on one
 * PostgreSQL shares the count. `countCall` counts a call in a transaction of its
 * own before the call's work, so a refusal (a wrong field, an unknown record)
 * takes nothing back: a client cannot probe faster than the limit by failing.
 * The tracking calls (`countTracking`) are also counted per signed-in app user
 * and minute, and against one total of records per Beijing day over all
 * clients (stat_intake_day), which bounds what the statistics store in a day.
 */
import { lt, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/client';
import { statClientQuota, statIntakeDays } from '../db/schema';
import { ApiError, STATUS } from '../http/envelope';
import { addDays, beijingDay, dayStart } from '../days';

export interface TrackLimits {
  callsPerMinute: number;
  eventsPerMinute: number;
}

/** The tracking calls' caps (TRACK_* settings, docs/statistics.md). */
export interface TrackCaps {
  perAddress: TrackLimits;
  /** Per signed-in app user, all their sessions together. */
  perSession: TrackLimits;
  /** Records (events, downloads, disclosure queries) all clients together per Beijing day. */
  perDay: number;
}

export const QUOTA_MESSAGES = {
  tooMany: '上报过于频繁，请稍后再试',
  dayFull: '今日上报数据已达上限，请明日再试',
} as const;

/** The Beijing day of the server's clock (in production the database's, which every server process shares). */
const todayOf = (clock: Clock) => sql`((${clock.sqlNow()} AT TIME ZONE 'UTC') + interval '8 hours')::date`;

/** Counts one call carrying `events` records for `clientKey`; refuses (HTTP 429) past either limit. */
export const consumeQuota = async (tx: Db, clientKey: string, events: number, limits: TrackLimits, clock: Clock) => {
  const [used] = await tx
    .insert(statClientQuota)
    .values({ clientKey, windowStart: sql`date_trunc('minute', ${clock.sqlNow()})`, calls: 1, events })
    .onConflictDoUpdate({
      target: [statClientQuota.clientKey, statClientQuota.windowStart],
      set: { calls: sql`${statClientQuota.calls} + 1`, events: sql`${statClientQuota.events} + ${events}` },
    })
    .returning({ calls: statClientQuota.calls, events: statClientQuota.events });
  if (used.calls > limits.callsPerMinute || used.events > limits.eventsPerMinute) {
    throw new ApiError(QUOTA_MESSAGES.tooMany, STATUS.failure, { retryAfterSeconds: 60 - clock.now().getUTCSeconds() }, 429);
  }
};

/** Adds `records` to today's total over all clients; refuses (HTTP 429) past `perDay`, until Beijing midnight. */
const consumeDay = async (tx: Db, records: number, perDay: number, clock: Clock) => {
  const [used] = await tx
    .insert(statIntakeDays)
    .values({ statDate: todayOf(clock), records })
    .onConflictDoUpdate({ target: statIntakeDays.statDate, set: { records: sql`${statIntakeDays.records} + ${records}` } })
    .returning({ records: statIntakeDays.records });
  if (used.records > perDay) {
    const now = clock.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((dayStart(addDays(beijingDay(now), 1)).getTime() - now.getTime()) / 1000));
    throw new ApiError(QUOTA_MESSAGES.dayFull, STATUS.failure, { retryAfterSeconds }, 429);
  }
};

/** Drops the counts of windows long past, and the daily totals of days long past (run with the other periodic purges). */
export const purgeClientQuota = async (db: Db, clock: Clock = systemClock) => {
  await db.delete(statClientQuota).where(lt(statClientQuota.windowStart, sql`${clock.sqlNow()} - interval '10 minutes'`));
  await db.delete(statIntakeDays).where(lt(statIntakeDays.statDate, sql`${todayOf(clock)} - 7`));
};

/** Counts one call of `clientKey` in its own transaction, before the call's work (see the file's comment). */
export const countCall = (db: Db, clientKey: string, limits: TrackLimits, clock: Clock, events = 1) => db.transaction((tx) => consumeQuota(tx as unknown as Db, clientKey, events, limits, clock));

/**
 * Counts a tracking call carrying `records` records before its work, in one transaction of its own:
 * per address, per signed-in app user (when there is one) and in today's total. A refusal (HTTP 429)
 * rolls all three back, so only calls let through count; a call refused later (a bad field) has counted.
 */
export const countTracking = (db: Db, who: { address: string; appUserId?: number }, records: number, caps: TrackCaps, clock: Clock) =>
  db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Always in this order (address, user, day), so two calls never wait on each other crosswise.
    await consumeQuota(tx, `track:${who.address}`, records, caps.perAddress, clock);
    if (who.appUserId) await consumeQuota(tx, `track-user:${who.appUserId}`, records, caps.perSession, clock);
    await consumeDay(tx, records, caps.perDay, clock);
  });
