/**
 * Tables of the ability activity (能力统计, menu 42; docs/ability-statistics.md): what app users did, as the
 * app-facing calls record it — answered study questions, level challenges, team assessments and their
 * answers. The statistics are computed from these rows at read time. Names of users and institutions are
 * kept as they were at the time, so a later rename does not rewrite history. Re-exported by schema.ts.
 */
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('ab_challenge_level_time_idx').on(table.levelId, table.attemptedAt), index('ab_challenge_user_idx').on(table.appUserId, table.levelId)],
);

/** A team assessment, registered by its first submission (code, title, the questions in order). */
export const abilityAssessments = pgTable('ab_assessment', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  title: varchar('title', { length: 100 }).notNull(),
  businessTypeId: integer('business_type_id'),
  questionIds: jsonb('question_ids').$type<number[]>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
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
