/**
 * Database schema of the reference web-center (Drizzle). Migrations in
 * server/db/migrations are generated from this file by `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, varchar, index, uniqueIndex } from 'drizzle-orm/pg-core';

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(0),
};

export const menus = pgTable('sys_menu', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 64 }).notNull(),
  orderSeq: integer('order_seq').notNull().default(0),
});

export const roles = pgTable('sys_role', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  remark: varchar('remark', { length: 255 }),
  ...audit,
});

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull(),
    /**
     * The data units granted on a leaf menu (docs/permissions.md); section menus
     * carry an empty list. NULL (rows made before data units existed) grants every unit.
     */
    dataUnits: text('data_units').array(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] })],
);

/** Posts a system user holds (common/queryPostDict). */
export const posts = pgTable('sys_post', {
  code: varchar('code', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  orderSeq: integer('order_seq').notNull().default(0),
});

/** Small generic dictionaries by type (common/queryDataDict), e.g. userStatus, gender. */
export const dictionaries = pgTable(
  'sys_dict',
  {
    type: varchar('type', { length: 64 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    orderSeq: integer('order_seq').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.type, table.code] })],
);

export const users = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    loginName: varchar('login_name', { length: 64 }).notNull().unique(),
    cnName: varchar('cn_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    roleCode: varchar('role_code', { length: 64 }),
    postCode: varchar('post_code', { length: 64 }),
    /** scrypt over the MD5 hex the client sends: scrypt$N$r$p$salt$hash. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set for a new user or after a reset: the next login must set a password. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** 1 enabled, 0 disabled. */
    status: integer('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    // Logins match the name case-insensitively, so names must be unique that way too.
    uniqueIndex('sys_user_login_name_lower_idx').on(sql`lower(${table.loginName})`),
  ],
);

export const sessions = pgTable(
  'sys_session',
  {
    /** SHA-256 of the token: a stolen database yields no usable token. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sys_session_user_idx').on(table.userId)],
);

/** Uploaded files (fastdfs/uploadFile); the bytes live in `<dataDir>/uploads/<id><ext>`. */
export const files = pgTable('sys_file', {
  /** A random UUID: the download call is public, so the id must not be guessable. */
  id: varchar('id', { length: 36 }).primaryKey(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The uploading user; no foreign key, a file outlives its uploader's account. */
  createdBy: integer('created_by'),
});

/**
 * SMS verification codes sent (message/centerSendMessage). Only the SHA-256 of
 * the code is kept; the text is the message without the code.
 */
export const smsOutbox = pgTable(
  'sys_sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    messageType: varchar('message_type', { length: 32 }).notNull(),
    /** Null for a notice (an institution-name change to review, features/examine/server/notices.ts): no code. */
    codeHash: varchar('code_hash', { length: 64 }),
    text: varchar('text', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong entries of this code; at the limit the code is void. */
    attempts: integer('attempts').notNull().default(0),
    /** Set once the code has been accepted: a code is good for one use. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sys_sms_outbox_phone_idx').on(table.phone, table.messageType, table.id)],
);

/** What the app shows when a user shares a page of a module (system/share/*, menu 17). */
export const shareConfigs = pgTable('sys_share_config', {
  id: serial('id').primaryKey(),
  /** The module's code in the app; fixed, like its name. */
  moduleCode: varchar('module_code', { length: 32 }).notNull().unique(),
  moduleName: varchar('module_name', { length: 32 }).notNull(),
  shareTitle: varchar('share_title', { length: 40 }).notNull(),
  shareDesc: varchar('share_desc', { length: 120 }).notNull(),
  /** The stored file reference `{url, title}`, or null. */
  shareIcon: jsonb('share_icon').$type<{ url: string; title?: string } | null>(),
  shareUrl: varchar('share_url', { length: 500 }).notNull(),
  /** 1 enabled, 0 disabled. */
  status: integer('status').notNull().default(1),
  ...audit,
});

/** Users of the association's mobile app (user/userManager*, menu 47); distinct from the console's system users. */
export const appUsers = pgTable(
  'sys_app_user',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 20 }).notNull().unique(),
    realName: varchar('real_name', { length: 64 }).notNull(),
    /**
     * The member unit (res_member_unit, the declared module memberUnit) the user works for: required of staff
     * (userType 1), null for most personal investors. The unit's name is read from its row, never stored here,
     * so an approved rename (features/examine/server) changes it in one place. The foreign key is added at start-up
     * once the declared table exists (server/db/appUserUnits.ts).
     */
    memberUnitId: integer('member_unit_id'),
    /**
     * The free-text unit name typed before units were linked by id (issue 34), kept only where the migration
     * found no member unit of that name: a hint for the operator who links the user; nothing looks a unit up by it.
     */
    legacyMemberUnit: text('member_unit_legacy'),
    /** 1 member-unit staff (会员单位从业人员), 2 personal investor (个人投资者). */
    userType: smallint('user_type').notNull().default(2),
    /** 1 may log in to the app, 0 may not. */
    loginEnabled: smallint('login_enabled').notNull().default(1),
    /** 0 plain user, 1 trial member, 2 formal member. */
    memberType: smallint('member_type').notNull().default(0),
    memberStart: date('member_start', { mode: 'string' }),
    memberEnd: date('member_end', { mode: 'string' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** scrypt over the MD5 of the password the user chose in the app (docs/app-sign-in.md); null: SMS codes only. */
    passwordHash: text('password_hash'),
    ...audit,
  },
  (table) => [index('sys_app_user_member_unit_idx').on(table.memberUnitId)],
);

/** Settings of the app users, one row per key (e.g. trialDays, the default trial-membership length). */
export const appSettings = pgTable('sys_app_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * App functions that need an authorisation to use (appUser/icon, menu 47): an
 * app user sees such an icon only once it is granted to them.
 */
export const appIcons = pgTable('sys_app_icon', {
  id: serial('id').primaryKey(),
  iconName: varchar('icon_name', { length: 32 }).notNull(),
  iconCode: varchar('icon_code', { length: 32 }).notNull().unique(),
  /** The picture shown in the app, or null. */
  iconUrl: text('icon_url'),
  orderSeq: integer('order_seq').notNull().default(0),
  /** 1 offered, 0 withdrawn. */
  status: smallint('status').notNull().default(1),
  ...audit,
});

/** Which app user holds which authorised icon. */
export const appUserIcons = pgTable(
  'sys_app_user_icon',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    iconId: integer('icon_id')
      .notNull()
      .references(() => appIcons.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The console login that granted it. */
    grantedBy: varchar('granted_by', { length: 64 }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.iconId] }), index('sys_app_user_icon_icon_idx').on(table.iconId)],
);

/**
 * Settings of the portal (menu 4): one row per key, e.g. the carousel's
 * switch time (carouselSwitchSeconds) and the app's black-and-white mode (skinBlackWhite).
 */
export const portalSettings = pgTable('portal_setting', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The console login that saved it. */
  updatedBy: varchar('updated_by', { length: 64 }),
});

/**
 * Single versioned records (resources/framework/singleRecord.ts): a scroll
 * bar's pictures, a theme skin's detail, the ability levels' settings. One
 * row per kind and owner (0 for a record that exists once), saved whole.
 */
export const singleRecords = pgTable(
  'single_record',
  {
    kind: varchar('kind', { length: 64 }).notNull(),
    /** The owning record's id in its declared module; 0 when the kind has no owner. */
    ownerId: integer('owner_id').notNull().default(0),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedBy: varchar('updated_by', { length: 64 }),
    ...audit,
  },
  (table) => [primaryKey({ columns: [table.kind, table.ownerId] })],
);

/**
 * Pushes to the app's users (business/jgPush/jgPush): one row per push of a
 * news item or an announcement. There is no push provider: the row is the push.
 */
export const jgPushRecords = pgTable(
  'biz_jg_push',
  {
    id: serial('id').primaryKey(),
    /** The pushing module's key, e.g. 'news' or 'membership'. */
    module: varchar('module', { length: 32 }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's title when it was pushed. */
    title: varchar('title', { length: 200 }).notNull(),
    /** The console login that pushed it. */
    pushedBy: varchar('pushed_by', { length: 64 }).notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('biz_jg_push_item_idx').on(table.module, table.itemId, table.pushedAt)],
);

/**
 * The operation log (docs/operation-log.md): one row per create, update,
 * delete, login and logout, written in the transaction of the write it
 * records. The operator's names are copied so a row outlives the user.
 */
export const operationLog = pgTable(
  'sys_operation_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id'),
    operatorLoginName: varchar('operator_login_name', { length: 64 }),
    operatorCnName: varchar('operator_cn_name', { length: 64 }),
    /** create | update | delete | login | logout (server/audit/actions.ts). */
    action: varchar('action', { length: 16 }).notNull(),
    /** The menu of the call, null for calls open to any logged-in user. */
    menuId: integer('menu_id'),
    /** The call under the service base, e.g. 'business/news/addNews'. */
    path: varchar('path', { length: 255 }).notNull(),
    recordId: varchar('record_id', { length: 64 }),
    summary: varchar('summary', { length: 255 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sys_operation_log_created_idx').on(table.createdAt, table.id),
    index('sys_operation_log_action_idx').on(table.action, table.createdAt),
    index('sys_operation_log_menu_idx').on(table.menuId, table.createdAt),
    index('sys_operation_log_operator_idx').on(table.operatorId, table.createdAt),
  ],
);

/**
 * One-time credential keys (fastdfs/rsa/getPublicKey, server/auth/credentialKeys.ts):
 * each issued key pair encrypts the passwords of one call and is deleted when
 * that call consumes it, so a captured request cannot be replayed; an unused
 * key expires a few minutes after issue.
 */
export const credentialKeys = pgTable(
  'sys_credential_key',
  {
    /** SHA-256 of the public key as the client sends it back (base64 DER). */
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    privateKey: text('private_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sys_credential_key_expires_idx').on(table.expiresAt)],
);

/**
 * Counted attempts of the login limits (server/auth/rateLimit.ts): one row per
 * failure (or attempt in flight) under a key such as `account:admin`; rows
 * older than the window no longer count and are purged.
 */
export const loginAttempts = pgTable(
  'sys_login_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sys_login_attempt_key_idx').on(table.key, table.at)],
);

/** Image captchas waiting for their answer (server/auth/captcha.ts); each answer is single-use. */
export const captchas = pgTable(
  'sys_captcha',
  {
    captchaKey: varchar('captcha_key', { length: 36 }).primaryKey(),
    /** SHA-256 of the lower-cased answer. */
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sys_captcha_expires_idx').on(table.expiresAt)],
);

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

/** Calls of the app-facing API per client and minute (server/appAuth/clientQuota.ts). */
export const statClientQuota = pgTable(
  'stat_client_quota',
  {
    clientKey: varchar('client_key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientKey, table.windowStart] })],
);

/**
 * Records the tracking calls took per Beijing day, all clients together (server/appAuth/clientQuota.ts,
 * TRACK_EVENTS_PER_DAY): counted before the work, one upsert, so every server process shares the count.
 */
export const statIntakeDays = pgTable('stat_intake_day', {
  statDate: date('stat_date', { mode: 'string' }).primaryKey(),
  records: bigint('records', { mode: 'number' }).notNull(),
});

/** The questionnaires (issue 23): their own file, part of this schema. */
export * from './questionnaireSchema';

/** Opinion feedback's steps and reply templates (issue 24): their own file, part of this schema. */
export * from './feedbackSchema';
/** The institution-name sync and review (issue 24): their own file, part of this schema. */
export * from './examineSchema';
/** The product lineage chart (issue 25): its own file, part of this schema. */
export * from './productChartSchema';
/** The ability activity the app records (issue 25): their own file, part of this schema. */
export * from './abilitySchema';
/** The qualification register, its imports and history (issue 25): their own file, part of this schema. */
export * from './qualificationSchema';
/** The app's sign-in sessions (issue 34): their own file, part of this schema. */
export * from './appAuthSchema';
