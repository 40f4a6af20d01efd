/**
 * Tables of the ability activity (能力统计, menu 42; docs/ability-statistics.md): what app users did, as the
 * app-facing calls record it — answered study questions, level challenges, team assessments and their
 * answers. The statistics are computed from these rows at read time. Names of users and institutions are
 * kept as they were at the time, so a later rename does not rewrite history. drizzle-kit reads this file with the core schema.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One answered study question. */
export const abilityStudyRecords = pgTable(
  'ab_study_record',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    institutionId: integer('institution_id').notNull(),
    institutionName: varchar('institution_name', { length: 200 }).notNull(),
    questionId: integer('question_id').notNull(),
    businessTypeId: integer('business_type_id').notNull(),
    answer: varchar('answer', { length: 20 }).notNull(),
    correct: boolean('correct').notNull(),
    seconds: integer('seconds').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (table) => [index('ab_study_type_time_idx').on(table.businessTypeId, table.answeredAt), index('ab_study_user_time_idx').on(table.appUserId, table.answeredAt)],
);

/**
 * A level challenge as the server drew it (ability/startLevelChallenge): the learner, the level, the questions
 * drawn in order, when it started and by when it must be submitted. `state`: open, submitted (its challenge
 * row written) or expired (found past its time by the learner's next start). One open attempt per learner.
 */
export const abilityChallengeAttempts = pgTable(
  'ab_challenge_attempt',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id').notNull(),
    levelId: integer('level_id').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open'),
    startedAt: at('started_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    submittedAt: at('submitted_at'),
  },
  (table) => [
    uniqueIndex('ab_attempt_open_user_uq')
      .on(table.appUserId)
      .where(sql`state = 'open'`),
  ],
);

/** One level challenge: its questions' answers are scored by the server. */
export const abilityLevelChallenges = pgTable(
  'ab_level_challenge',
  {
    id: serial('id').primaryKey(),
    appUserId: integer('app_user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    institutionId: integer('institution_id').notNull(),
    institutionName: varchar('institution_name', { length: 200 }).notNull(),
    levelId: integer('level_id').notNull(),
    levelName: varchar('level_name', { length: 64 }).notNull(),
    /** The business type the challenge's questions came from; null when they were mixed. */
    businessTypeId: integer('business_type_id'),
    questionCount: smallint('question_count').notNull(),
    correctCount: smallint('correct_count').notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    seconds: integer('seconds').notNull(),
    attemptedAt: at('attempted_at').notNull(),
    /** The attempt it scores (null for challenges recorded before attempts were drawn): at most one challenge each. */
    attemptId: integer('attempt_id'),
  },
  (table) => [
    index('ab_challenge_level_time_idx').on(table.levelId, table.attemptedAt),
    index('ab_challenge_user_idx').on(table.appUserId, table.levelId),
    uniqueIndex('ab_challenge_attempt_uq').on(table.attemptId),
  ],
);

/**
 * A team assessment, registered by an operator (code, title, the questions in order, the Beijing days it is
 * open, both included; null: no bound). The business type is its questions' when they share one.
 */
export const abilityAssessments = pgTable('ab_assessment', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 100 }).notNull(),
  businessTypeId: integer('business_type_id'),
  questionIds: jsonb('question_ids').$type<number[]>().notNull(),
  openDate: date('open_date', { mode: 'string' }),
  closeDate: date('close_date', { mode: 'string' }),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A user's one answer sheet of an assessment. */
export const abilityAssessmentAnswers = pgTable(
  'ab_assessment_answer',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id').notNull(),
    appUserId: integer('app_user_id').notNull(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    institutionId: integer('institution_id').notNull(),
    institutionName: varchar('institution_name', { length: 200 }).notNull(),
    /** question id → { answer, correct } */
    answers: jsonb('answers').$type<Record<string, { answer: string; correct: boolean }>>().notNull(),
    correctCount: smallint('correct_count').notNull(),
    score: smallint('score').notNull(),
    passed: boolean('passed').notNull(),
    seconds: integer('seconds').notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (table) => [uniqueIndex('ab_assessment_answer_user_uq').on(table.assessmentId, table.appUserId), index('ab_assessment_answer_time_idx').on(table.assessmentId, table.submittedAt)],
);
