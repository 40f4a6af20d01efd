/**
 * The rate limit of the app-facing calls: calls and events per client
 * (address, IPv6 by its /64) and minute, counted in the database
 * (stat_client_quota) by one upsert, so every server process on one
 * PostgreSQL shares the count. `countCall` counts a call in a transaction of its
 * own before the call's work, so a refusal (a wrong field, an unknown record)
 * takes nothing back: a client cannot probe faster than the limit by failing.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statClientQuota } from '../db/schema';
import { ApiError, STATUS } from '../http/envelope';

export interface TrackLimits {
  callsPerMinute: number;
  eventsPerMinute: number;
}

export const QUOTA_MESSAGES = {
  tooMany: '上报过于频繁，请稍后再试',
} as const;

/** Counts one call carrying `events` records for `clientKey`; refuses (HTTP 429) past either limit. */
export const consumeQuota = async (tx: Db, clientKey: string, events: number, limits: TrackLimits) => {
  const [used] = await tx
    .insert(statClientQuota)
    .values({ clientKey, windowStart: sql`date_trunc('minute', now())`, calls: 1, events })
    .onConflictDoUpdate({
      target: [statClientQuota.clientKey, statClientQuota.windowStart],
      set: { calls: sql`${statClientQuota.calls} + 1`, events: sql`${statClientQuota.events} + ${events}` },
    })
    .returning({ calls: statClientQuota.calls, events: statClientQuota.events });
  if (used.calls > limits.callsPerMinute || used.events > limits.eventsPerMinute) {
    throw new ApiError(QUOTA_MESSAGES.tooMany, STATUS.failure, { retryAfterSeconds: 60 - new Date().getUTCSeconds() }, 429);
  }
};

/** Drops the counts of windows long past (run with the other periodic purges). */
export const purgeClientQuota = async (db: Db) => {
  await db.delete(statClientQuota).where(lt(statClientQuota.windowStart, sql`now() - interval '10 minutes'`));
};

/** Counts one call of `clientKey` in its own transaction, before the call's work (see the file's comment). */
export const countCall = (db: Db, clientKey: string, limits: TrackLimits, events = 1) =>
  db.transaction((tx) => consumeQuota(tx as unknown as Db, clientKey, events, limits));
