/**
 * Tables of the institution-name sync and review (审核管理, menu 52; docs/institution-review.md): the
 * institution source register the sync compares with, the sync batches with their rows, the name changes
 * under review with their nodes, the member units' former names, and the reviewers told by SMS.
 * drizzle-kit reads this file with the core schema (drizzle.config.ts), so the migrations cover them.
 */
import { bigserial, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The institution source (the registration authority's register as the association receives it), matched
 * to member units by the unified social credit code. status: 1 存续, 0 注销.
 */
export const orgSources = pgTable('org_source_register', {
  id: serial('id').primaryKey(),
  creditCode: varchar('credit_code', { length: 32 }).notNull().unique(),
  orgName: varchar('org_name', { length: 200 }).notNull(),
  status: smallint('status').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One run of syncData with its summary. */
export const orgSyncBatches = pgTable('org_sync_batch', {
  id: serial('id').primaryKey(),
  syncedAt: at('synced_at').notNull().defaultNow(),
  syncedBy: varchar('synced_by', { length: 64 }).notNull(),
  syncedByName: varchar('synced_by_name', { length: 64 }).notNull(),
  added: integer('added').notNull().default(0),
  renamed: integer('renamed').notNull().default(0),
  removed: integer('removed').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  failed: integer('failed').notNull().default(0),
});

/** A row of a batch. result: 1 added, 2 renamed, 3 removed (deregistered), 4 unchanged, 5 failed. */
export const orgSyncRows = pgTable(
  'org_sync_row',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => orgSyncBatches.id, { onDelete: 'cascade' }),
    creditCode: varchar('credit_code', { length: 32 }),
    memberUnitId: integer('member_unit_id'),
    oldName: varchar('old_name', { length: 200 }),
    newName: varchar('new_name', { length: 200 }),
    result: smallint('result').notNull(),
    reason: varchar('reason', { length: 200 }),
    /** The name change a renamed row made or found open. */
    examineId: integer('examine_id'),
  },
  (table) => [index('org_sync_row_batch_idx').on(table.batchId, table.result, table.id)],
);

/**
 * A name change under review. examineStatus: 3 待提交, 0 待审核, 1 已通过, 2 已驳回 (0 to 2 keep the values the
 * welcome page's waiting count and the earlier records use).
 */
export const orgExamines = pgTable(
  'org_examine',
  {
    id: serial('id').primaryKey(),
    orgCode: varchar('org_code', { length: 32 }).notNull(),
    memberUnitId: integer('member_unit_id'),
    batchId: integer('batch_id'),
    orgName: varchar('org_name', { length: 200 }).notNull(),
    newOrgName: varchar('new_org_name', { length: 200 }).notNull(),
    syncedAt: at('synced_at').notNull().defaultNow(),
    examineStatus: smallint('examine_status').notNull().default(3),
    examineOpinion: varchar('examine_opinion', { length: 500 }),
    examinedAt: at('examined_at'),
    examinedBy: varchar('examined_by', { length: 64 }),
    examinedByName: varchar('examined_by_name', { length: 64 }),
    submittedAt: at('submitted_at'),
    submittedBy: varchar('submitted_by', { length: 64 }),
    submittedByName: varchar('submitted_by_name', { length: 64 }),
    /** The submitter's user id: the one who submitted can never approve (features/examine/server/review.ts). */
    submittedById: integer('submitted_by_id'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('org_examine_status_idx').on(table.examineStatus, table.syncedAt), index('org_examine_unit_idx').on(table.memberUnitId)],
);

/** A step of a change: who did what, when, with which comment, from which state to which. */
export const orgExamineNodes = pgTable(
  'org_examine_node',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examineId: integer('examine_id')
      .notNull()
      .references(() => orgExamines.id, { onDelete: 'cascade' }),
    /** sync, submit, withdraw, approve, reject. */
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorId: integer('actor_id'),
    actorLogin: varchar('actor_login', { length: 64 }).notNull(),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    comment: varchar('comment', { length: 500 }),
    /** The reviewers an SMS told (cnName and masked phone), on a submit. */
    notified: jsonb('notified').$type<Array<{ userId: number; cnName: string; phone: string }>>(),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('org_examine_node_examine_idx').on(table.examineId, table.id)],
);

/** A member unit's earlier name, kept when an approved change renamed it; `until` is the new name's effective date. */
export const memberUnitFormerNames = pgTable(
  'member_unit_former_name',
  {
    id: serial('id').primaryKey(),
    memberUnitId: integer('member_unit_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    until: date('until', { mode: 'string' }).notNull(),
    examineId: integer('examine_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('member_unit_former_name_unit_idx').on(table.memberUnitId), index('member_unit_former_name_name_idx').on(table.name)],
);

/**
 * The reviewers an SMS tells when a change is submitted (sms/addSmsConf). No foreign key to sys_user (the
 * feature's tables stand apart from the core schema): a deleted or no longer eligible user is simply not told.
 */
export const smsConfUsers = pgTable('sms_conf_user', {
  userId: integer('user_id').primaryKey(),
  createdBy: varchar('created_by', { length: 64 }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
