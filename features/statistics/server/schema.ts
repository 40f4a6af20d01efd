/**
 * The statistics section's tables (docs/statistics.md): the rollups of the raw events, the weeks and months they
 * close, the app downloads and the disclosure queries. drizzle-kit reads them with the core schema (drizzle.config.ts).
 */
import { bigint, bigserial, boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Statistics (issue 22, docs/statistics.md). The raw events (stat_event) are
 * partitioned by month, which drizzle-kit cannot express: that table is made by
 * a hand-written migration and described in features/statistics/server/eventTable.ts.
 */

/**
 * The dimensions and sums of the rollup tables (stat_daily, stat_weekly, stat_monthly). Ids only: the
 * names a page shows are the server's current ones, read by id when the page is read
 * (features/statistics/server/labels.ts), never text an event carried.
 */
const rollupColumns = {
  grain: smallint('grain').notNull(),
  moduleCode: text('module_code').notNull(),
  category1Id: integer('category1_id').notNull(),
  category2Id: integer('category2_id').notNull(),
  contentId: integer('content_id').notNull(),
  platform: text('platform').notNull(),
  institutionId: integer('institution_id').notNull(),
  pv: integer('pv').notNull(),
  uv: integer('uv').notNull(),
  users: integer('users').notNull(),
  clicks: integer('clicks').notNull(),
  shares: integer('shares').notNull(),
  downloads: integer('downloads').notNull(),
  searches: integer('searches').notNull(),
  durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
};

/**
 * Daily rollups of the raw events, one row per grouping level (`grain`: 0 all
 * modules, 1 module, 2 first-level category, 3 second-level category, 4 content
 * item) and platform, once per member institution and once for all of them
 * (`institution_id` ALL_INSTITUTIONS, -1), so that a page that does not filter by
 * institution reads one row per item instead of one per item and institution;
 * `late` rows count the events of a frozen month that arrived after it was
 * frozen (the correction line). Absent dimensions are 0 or '' so that the key
 * has no NULLs (institution 0: events without a member institution).
 */
export const statDaily = pgTable(
  'stat_daily',
  {
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    late: boolean('late').notNull(),
    ...rollupColumns,
  },
  (table) => [
    primaryKey({
      columns: [table.statDate, table.late, table.grain, table.moduleCode, table.category1Id, table.category2Id, table.contentId, table.platform, table.institutionId],
    }),
    // The pages read one grain over a range of days, for all institutions or one, all platforms or one, rows not
    // late or late: every equality first, so a range of days reads only its own rows (not every grain's and
    // platform's of those days, as the primary key led by the date would).
    index('stat_daily_page_read_idx').on(table.grain, table.institutionId, table.platform, table.late, table.statDate, table.moduleCode),
  ],
);

/**
 * A frozen month's rollups summed per month (written once, when the month is
 * frozen; stat_daily's rows without `late`), so that a range of many months
 * reads a month's row instead of some thirty days'. Sums stay exact: UV and
 * active users add up over days by definition (人·天).
 */
export const statMonthly = pgTable(
  'stat_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    ...rollupColumns,
  },
  (table) => [
    primaryKey({ columns: [table.month, table.grain, table.moduleCode, table.category1Id, table.category2Id, table.contentId, table.platform, table.institutionId] }),
    index('stat_monthly_grain_institution_module_idx').on(table.grain, table.institutionId, table.moduleCode, table.month),
  ],
);

/**
 * An ended week's rollups summed per week (Monday to Sunday, Beijing days; stat_daily's rows without
 * `late`), so that a range of days reads a week's row instead of seven days' (features/statistics/server/weekly.ts).
 * Summed again in the transaction that recomputes any of its days, so a week's row always equals its days'.
 */
export const statWeekly = pgTable(
  'stat_weekly',
  {
    week: date('week', { mode: 'string' }).notNull(),
    ...rollupColumns,
  },
  (table) => [
    primaryKey({ columns: [table.week, table.grain, table.moduleCode, table.category1Id, table.category2Id, table.contentId, table.platform, table.institutionId] }),
    index('stat_weekly_page_read_idx').on(table.grain, table.institutionId, table.platform, table.week, table.moduleCode),
  ],
);

/** The weeks whose stat_weekly rows are written (a week without events has a mark and no rows). */
export const statWeeks = pgTable('stat_week', {
  week: date('week', { mode: 'string' }).primaryKey(),
  summedAt: timestamp('summed_at', { withTimezone: true }).notNull(),
});

/**
 * Days whose rollups are behind their raw events. Ingestion sets a new
 * generation in its own transaction; the rollup step removes a day only at the
 * generation it recomputed, so an event committed meanwhile keeps it dirty.
 */
export const statDirtyDays = pgTable('stat_dirty_day', {
  statDate: date('stat_date', { mode: 'string' }).primaryKey(),
  generation: bigserial('generation', { mode: 'number' }).notNull(),
});

/** Months that have events; `frozenAt` set once the month has ended and its rollups are final. */
export const statMonths = pgTable('stat_month', {
  month: date('month', { mode: 'string' }).primaryKey(),
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
});

/**
 * App downloads per day, platform, channel and version (the download page reads
 * these, not the raw rows): kept up to date in the transaction that writes the
 * downloads, the devices counted through stat_app_download_device.
 */
/** The key both download count tables share. */
const downloadDayColumns = {
  statDate: date('stat_date', { mode: 'string' }).notNull(),
  platform: text('platform').notNull(),
  channel: text('channel').notNull(),
  appVersion: text('app_version').notNull(),
};

export const statAppDownloadDaily = pgTable(
  'stat_app_download_daily',
  {
    ...downloadDayColumns,
    downloads: integer('downloads').notNull(),
    devices: integer('devices').notNull(),
  },
  (table) => [primaryKey({ columns: [table.statDate, table.platform, table.channel, table.appVersion] })],
);

/** The devices that downloaded on a day per platform, channel and version: a device's first download there adds one to the day's devices. */
export const statAppDownloadDevices = pgTable(
  'stat_app_download_device',
  {
    ...downloadDayColumns,
    deviceId: text('device_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.statDate, table.platform, table.channel, table.appVersion, table.deviceId] })],
);

/** App package downloads (track/appDownload): one row per reported download. */
export const statAppDownloads = pgTable(
  'stat_app_download',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    channel: text('channel').notNull(),
    appVersion: text('app_version').notNull(),
    deviceId: text('device_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stat_app_download_date_idx').on(table.statDate)],
);

/** Disclosure queries (track/disclosureQuery): who queried which institution's disclosures, when, from where. */
export const statDisclosureQueries = pgTable(
  'stat_disclosure_query',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    appUserId: integer('app_user_id'),
    userName: text('user_name'),
    institutionId: integer('institution_id'),
    institutionName: text('institution_name').notNull(),
    disclosureId: integer('disclosure_id'),
    disclosureTitle: text('disclosure_title'),
    keyword: text('keyword'),
    platform: text('platform').notNull(),
    deviceId: text('device_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stat_disclosure_query_time_idx').on(table.occurredAt)],
);
