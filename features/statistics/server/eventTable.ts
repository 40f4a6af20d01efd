/**
 * The raw events table for Drizzle's queries. It is partitioned by month, which
 * drizzle-kit cannot express, so it is made by migration 0017 and kept outside
 * server/db/schema.ts (drizzle-kit would otherwise create it unpartitioned).
 * Keep the two in step.
 */
import { bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const statEvents = pgTable('stat_event', {
  id: bigserial('id', { mode: 'number' }).notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set at ingestion when the event's month was already frozen: it counts only in the correction line. */
  late: boolean('late').notNull().default(false),
  eventType: text('event_type').notNull(),
  moduleCode: text('module_code').notNull(),
  pageType: text('page_type').notNull(),
  /**
   * Ids as the server resolved them at ingestion (features/statistics/server/catalogIds.ts): 0 none, -1 one the
   * server does not know; the user and institution those of the call's app session. No names: a page reads
   * them by id from the server's records (features/statistics/server/labels.ts).
   */
  category1Id: integer('category1_id').notNull().default(0),
  category2Id: integer('category2_id').notNull().default(0),
  contentId: integer('content_id').notNull().default(0),
  appUserId: integer('app_user_id').notNull().default(0),
  institutionId: integer('institution_id').notNull().default(0),
  deviceId: text('device_id').notNull(),
  platform: text('platform').notNull(),
  appVersion: text('app_version'),
  durationMs: integer('duration_ms'),
  keyword: text('keyword'),
});

export type StatEventRow = typeof statEvents.$inferInsert;
