/**
 * Tables of the questionnaires (问卷管理, menu 43; docs/questionnaire.md): the questionnaire and its
 * questions, the draws of its sample with their frame, the sampled institutions, the pushes, the answers
 * and the statistics cache. drizzle-kit reads this file with the core schema.
 */
import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A questionnaire. status: 0 draft (草稿), 1 published (已发布), 2 closed (已结束). */
export const questionnaires = pgTable(
  'qn_questionnaire',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description'),
    startTime: at('start_time'),
    endTime: at('end_time'),
    /** Anonymous: answers keep no app user, and the answer export names no institution. */
    anonymous: boolean('anonymous').notNull().default(false),
    status: smallint('status').notNull().default(0),
    /** The questionnaire this one was copied from, if any. */
    copiedFrom: integer('copied_from'),
    publishedAt: at('published_at'),
    closedAt: at('closed_at'),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    updatedBy: varchar('updated_by', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [index('qn_questionnaire_list_idx').on(table.createdAt, table.id)],
);

/**
 * A question. kind: single, multiple, shortText, longText, rating, matrix; `options` holds what the kind
 * needs (choices with stable keys, pick limits, length, scale, matrix rows and columns).
 */
export const questions = pgTable(
  'qn_question',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    orderSeq: integer('order_seq').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    helpText: varchar('help_text', { length: 500 }),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('qn_question_order_idx').on(table.questionnaireId, table.orderSeq)],
);

/**
 * A draw of a questionnaire's sample (抽样记录): method (attribute, random, precise), seed, the frame as it
 * was (institutions with their attributes) and its fingerprint, the parameters and the whole record of the
 * sampling core. The questionnaire's sample is its current draw; earlier draws stay for the audit.
 */
export const draws = pgTable(
  'qn_draw',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 16 }).notNull(),
    algorithm: varchar('algorithm', { length: 32 }).notNull(),
    seed: varchar('seed', { length: 128 }),
    /**
     * The frame as its canonical JSON text (sampling/frame.ts canonicalFrameJson): the very bytes whose
     * SHA-256 is the fingerprint, so an auditor can hash the stored text. Text, not jsonb: a 5,000
     * institution frame is stored in a third of the time, and its bytes are kept as they were hashed.
     */
    frame: text('frame').notNull(),
    frameFingerprint: char('frame_fingerprint', { length: 64 }).notNull(),
    frameSize: integer('frame_size').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    /** Institutions sampled (current draws of other questionnaires) in this many days were left out; null: none. */
    excludeDays: integer('exclude_days'),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    sampleSize: integer('sample_size').notNull(),
    current: boolean('current').notNull().default(true),
    drawnBy: varchar('drawn_by', { length: 64 }).notNull(),
    drawnAt: at('drawn_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('qn_draw_current_idx')
      .on(table.questionnaireId)
      .where(sql`${table.current}`),
    index('qn_draw_questionnaire_idx').on(table.questionnaireId, table.drawnAt),
  ],
);

/** A sampled institution of a draw. pushStatus: 0 pending (未推送), 1 sent (已推送), 2 failed (推送失败). */
export const samples = pgTable(
  'qn_sample',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id').notNull(),
    institutionId: integer('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    /** The stratum's key (`{}` for random and precise draws). */
    stratumKey: text('stratum_key').notNull(),
    pushStatus: smallint('push_status').notNull().default(0),
    lastPushedAt: at('last_pushed_at'),
    answered: boolean('answered').notNull().default(false),
    answeredAt: at('answered_at'),
  },
  (table) => [uniqueIndex('qn_sample_draw_institution_idx').on(table.drawId, table.institutionId), index('qn_sample_institution_idx').on(table.institutionId, table.questionnaireId)],
);

/** One push of a questionnaire to its sample; its per-institution outcomes are qn_push_target rows. */
export const pushes = pgTable(
  'qn_push',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    drawId: integer('draw_id').notNull(),
    pushedBy: varchar('pushed_by', { length: 64 }).notNull(),
    pushedAt: at('pushed_at').notNull().defaultNow(),
    targetCount: integer('target_count').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
  },
  (table) => [index('qn_push_questionnaire_idx').on(table.questionnaireId, table.pushedAt)],
);

/** A push's outcome for one institution. status: 0 pending, 1 sent, 2 failed (reason says why). */
export const pushTargets = pgTable(
  'qn_push_target',
  {
    id: serial('id').primaryKey(),
    pushId: integer('push_id')
      .notNull()
      .references(() => pushes.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').notNull(),
    status: smallint('status').notNull().default(0),
    /** App users the message went to. */
    recipients: integer('recipients').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('qn_push_target_idx').on(table.pushId, table.institutionId)],
);

/** An institution's answer: one per questionnaire and institution (the unique index refuses a second). */
export const answers = pgTable(
  'qn_answer',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    drawId: integer('draw_id').notNull(),
    institutionId: integer('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    stratumKey: text('stratum_key').notNull(),
    /** The app user who answered; null on an anonymous questionnaire. */
    appUserId: integer('app_user_id'),
    appUserName: varchar('app_user_name', { length: 64 }),
    /** Question id → value (option key, keys, text, number, or row key → column key). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('qn_answer_institution_idx').on(table.questionnaireId, table.institutionId), index('qn_answer_time_idx').on(table.questionnaireId, table.submittedAt, table.id)],
);

/** The results of a questionnaire as last computed (updateStatistics): overall and per stratum. */
export const statisticsCache = pgTable('qn_statistics', {
  questionnaireId: integer('questionnaire_id')
    .primaryKey()
    .references(() => questionnaires.id, { onDelete: 'cascade' }),
  answerCount: integer('answer_count').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});
