/**
 * The ability statistics, computed at read time from the activity the app recorded (docs/ability-statistics.md
 * "Figures"): one SQL query per table, whose rows the list pages and the export writes in full. Ranks follow
 * each table's ranking figure (ties share a rank); the sort asked for only orders the rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AbilityTable } from '../contract/statistics';
import type { Db } from '../../../server/db/client';
import { queryRows } from '../../../server/db/rows';
import { inRange, like, requireFilter, type AbilityFilters, type SortSpec } from './filters';
import { sqlTables } from './tables';

export interface TableQuery {
  table: AbilityTable;
  rows: SQL;
  sort: SortSpec;
  /** Orders rows equal in the sorted field, so pages never overlap. */
  tieBreak: SQL;
}

const rate = (part: SQL, whole: SQL) => sql`round(100.0 * (${part}) / nullif(${whole}, 0), 1)::float8`;
const and = (conditions: Array<SQL | false | undefined>) => sql.join([sql`TRUE`, ...conditions.filter((item): item is SQL => !!item)], sql` AND `);

/** questionBank/module: per business type, the questions in the bank and how they were studied. */
export const questionStatistics = (filters: AbilityFilters): TableQuery => {
  const { types: t, questions: q } = sqlTables();
  return {
    table: 'question',
    sort: { field: 'rank', desc: false },
    tieBreak: sql`"orderSeq", "businessTypeId"`,
    rows: sql`SELECT *, rank() OVER (ORDER BY "answerCount" DESC)::int AS "rank" FROM (
      SELECT t.id AS "businessTypeId", t.${t.column('name')} AS "businessTypeName", t.${t.column('orderSeq')} AS "orderSeq",
        (SELECT count(*)::int FROM ${q.table} q WHERE q.${q.column('businessTypeId')} = t.id AND q.${q.column('enabled')} = 1) AS "questionCount",
        count(DISTINCT s.app_user_id)::int AS "learnerCount", count(s.id)::int AS "answerCount",
        (count(s.id) FILTER (WHERE s.correct))::int AS "correctCount", ${rate(sql`count(s.id) FILTER (WHERE s.correct)`, sql`count(s.id)`)} AS "correctRate"
      FROM ${t.table} t LEFT JOIN ab_study_record s ON s.business_type_id = t.id AND ${inRange(filters, sql`s.answered_at`)}
      WHERE ${and([filters.businessTypeId !== undefined && sql`t.id = ${filters.businessTypeId}`])}
      GROUP BY t.id) x`,
  };
};

/** study/module: per learner, answers, study time and how much of the bank (of the type) they covered. */
export const studyStatistics = (filters: AbilityFilters): TableQuery => {
  const { questions: q } = sqlTables();
  const scope = sql`(SELECT count(*) FROM ${q.table} q WHERE q.${q.column('enabled')} = 1 AND ${and([filters.businessTypeId !== undefined && sql`q.${q.column('businessTypeId')} = ${filters.businessTypeId}`])})`;
  return {
    table: 'study',
    sort: { field: 'rank', desc: false },
    tieBreak: sql`"appUserId"`,
    rows: sql`SELECT *, rank() OVER (ORDER BY "studyMinutes" DESC)::int AS "rank" FROM (
      SELECT s.app_user_id AS "appUserId", max(s.user_name) AS "userName", max(s.institution_name) AS "institutionName",
        count(*)::int AS "answerCount", ${rate(sql`count(*) FILTER (WHERE s.correct)`, sql`count(*)`)} AS "correctRate",
        round(sum(s.seconds) / 60.0, 1)::float8 AS "studyMinutes", count(DISTINCT s.question_id)::int AS "questionsDone",
        least(100, ${rate(sql`count(DISTINCT s.question_id)`, scope)})::float8 AS "completionRate", max(s.answered_at) AS "lastStudyAt"
      FROM ab_study_record s
      WHERE ${and([
        inRange(filters, sql`s.answered_at`),
        filters.businessTypeId !== undefined && sql`s.business_type_id = ${filters.businessTypeId}`,
        filters.userName !== undefined && sql`s.user_name LIKE ${like(filters.userName)}`,
        filters.institutionName !== undefined && sql`s.institution_name LIKE ${like(filters.institutionName)}`,
      ])}
      GROUP BY s.app_user_id) x`,
  };
};

/** barrier/module: per level, the challenges, who took them, passes and scores. */
export const levelStatistics = (filters: AbilityFilters): TableQuery => {
  const { levels: l } = sqlTables();
  return {
    table: 'level',
    sort: { field: 'rank', desc: false },
    tieBreak: sql`"orderSeq", "levelId"`,
    rows: sql`SELECT *, rank() OVER (ORDER BY "attemptCount" DESC)::int AS "rank" FROM (
      SELECT l.id AS "levelId", l.${l.column('levelName')} AS "levelName", l.${l.column('orderSeq')} AS "orderSeq",
        count(c.id)::int AS "attemptCount", count(DISTINCT c.app_user_id)::int AS "challengerCount",
        (count(c.id) FILTER (WHERE c.passed))::int AS "passCount", ${rate(sql`count(c.id) FILTER (WHERE c.passed)`, sql`count(c.id)`)} AS "passRate",
        max(c.score)::int AS "bestScore", round(avg(c.score), 1)::float8 AS "avgScore"
      FROM ${l.table} l LEFT JOIN ab_level_challenge c ON c.level_id = l.id AND ${inRange(filters, sql`c.attempted_at`)}
        ${filters.businessTypeId !== undefined ? sql`AND c.business_type_id = ${filters.businessTypeId}` : sql``}
      GROUP BY l.id) x`,
  };
};

/** assess/module: per team assessment, participation and scores. */
export const evaluationStatistics = (filters: AbilityFilters): TableQuery => {
  const { types: t } = sqlTables();
  return {
    table: 'evaluation',
    sort: { field: 'rank', desc: false },
    tieBreak: sql`"assessmentId" DESC`,
    rows: sql`SELECT *, rank() OVER (ORDER BY "participantCount" DESC)::int AS "rank" FROM (
      SELECT a.id AS "assessmentId", a.title AS "title", max(t.${t.column('name')}) AS "businessTypeName", jsonb_array_length(a.question_ids)::int AS "questionCount",
        count(r.id)::int AS "participantCount", count(DISTINCT r.institution_id)::int AS "institutionCount",
        round(avg(r.score), 1)::float8 AS "avgScore", (count(r.id) FILTER (WHERE r.passed))::int AS "passedCount",
        ${rate(sql`count(r.id) FILTER (WHERE r.passed)`, sql`count(r.id)`)} AS "passRate"
      FROM ab_assessment a LEFT JOIN ab_assessment_answer r ON r.assessment_id = a.id AND ${inRange(filters, sql`r.submitted_at`)}
        LEFT JOIN ${t.table} t ON t.id = a.business_type_id
      WHERE ${and([filters.businessTypeId !== undefined && sql`a.business_type_id = ${filters.businessTypeId}`])}
      GROUP BY a.id) x`,
  };
};

/** study/detail: one user's answered questions. */
export const userStudyDetail = (filters: AbilityFilters): TableQuery => {
  const appUserId = requireFilter(filters, 'appUserId', '用户');
  const { types: t, questions: q } = sqlTables();
  return {
    table: 'userStudy',
    sort: { field: 'answeredAt', desc: true },
    tieBreak: sql`"id" DESC`,
    rows: sql`SELECT s.id AS "id", s.answered_at AS "answeredAt", t.${t.column('name')} AS "businessTypeName", q.${q.column('stem')} AS "stem",
        s.answer AS "userAnswer", q.${q.column('answer')} AS "rightAnswer", s.correct AS "correct", s.seconds AS "seconds"
      FROM ab_study_record s LEFT JOIN ${q.table} q ON q.id = s.question_id LEFT JOIN ${t.table} t ON t.id = s.business_type_id
      WHERE ${and([inRange(filters, sql`s.answered_at`), sql`s.app_user_id = ${appUserId}`, filters.businessTypeId !== undefined && sql`s.business_type_id = ${filters.businessTypeId}`])}`,
  };
};

/** barrier/detail: the challenges of a level and/or a user, each with its attempt number (counted over all time). */
export const userLevelDetail = (filters: AbilityFilters): TableQuery => ({
  table: 'userLevel',
  sort: { field: 'attemptedAt', desc: true },
  tieBreak: sql`"id" DESC`,
  rows: sql`SELECT c.id AS "id", c.app_user_id AS "appUserId", c.level_id AS "levelId", c.attempted_at AS "attemptedAt", c.user_name AS "userName",
      c.institution_name AS "institutionName", c.level_name AS "levelName", c.attempt_no::int AS "attemptNo", c.score::int AS "score", c.passed AS "passed", c.seconds AS "seconds"
    FROM (SELECT *, row_number() OVER (PARTITION BY app_user_id, level_id ORDER BY attempted_at, id) AS attempt_no FROM ab_level_challenge) c
    WHERE ${and([
      inRange(filters, sql`c.attempted_at`),
      filters.levelId !== undefined && sql`c.level_id = ${filters.levelId}`,
      filters.appUserId !== undefined && sql`c.app_user_id = ${filters.appUserId}`,
      filters.businessTypeId !== undefined && sql`c.business_type_id = ${filters.businessTypeId}`,
      filters.userName !== undefined && sql`c.user_name LIKE ${like(filters.userName)}`,
      filters.passed !== undefined && sql`c.passed = ${filters.passed === 1}`,
    ])}`,
});

/** assess/group: every member institution, its staff and how they took part in the assessment (none is listed too). */
export const institutionParticipation = (filters: AbilityFilters): TableQuery => {
  const assessmentId = requireFilter(filters, 'assessmentId', '考核');
  const { units: u } = sqlTables();
  return {
    table: 'com',
    sort: { field: 'participantCount', desc: true },
    tieBreak: sql`"institutionId"`,
    rows: sql`SELECT * FROM (
      SELECT u.id AS "institutionId", trim(u.${u.column('unitName')}) AS "institutionName",
        (SELECT count(*)::int FROM sys_app_user p WHERE p.user_type = 1 AND p.member_unit_id = u.id) AS "staffCount",
        count(r.id)::int AS "participantCount", round(avg(r.score), 1)::float8 AS "avgScore", (count(r.id) FILTER (WHERE r.passed))::int AS "passedCount"
      FROM ${u.table} u LEFT JOIN ab_assessment_answer r ON r.institution_id = u.id AND r.assessment_id = ${assessmentId} AND ${inRange(filters, sql`r.submitted_at`)}
      WHERE ${and([filters.institutionName !== undefined && sql`u.${u.column('unitName')} LIKE ${like(filters.institutionName)}`])}
      GROUP BY u.id
      ${filters.participated === undefined ? sql`` : filters.participated ? sql`HAVING count(r.id) > 0` : sql`HAVING count(r.id) = 0`}) x`,
  };
};

/** assess/stuff: the people who took the assessment. */
export const userParticipation = (filters: AbilityFilters): TableQuery => {
  const assessmentId = requireFilter(filters, 'assessmentId', '考核');
  return {
    table: 'userEvaluation',
    sort: { field: 'score', desc: true },
    tieBreak: sql`"id"`,
    rows: sql`SELECT r.id AS "id", r.app_user_id AS "appUserId", r.user_name AS "userName", r.institution_name AS "institutionName", r.score::int AS "score",
        r.correct_count::int AS "correctCount", jsonb_array_length(a.question_ids)::int AS "questionCount", r.passed AS "passed", r.seconds AS "seconds", r.submitted_at AS "submittedAt"
      FROM ab_assessment_answer r JOIN ab_assessment a ON a.id = r.assessment_id
      WHERE ${and([
        sql`r.assessment_id = ${assessmentId}`,
        inRange(filters, sql`r.submitted_at`),
        filters.userName !== undefined && sql`r.user_name LIKE ${like(filters.userName)}`,
        filters.institutionName !== undefined && sql`r.institution_name LIKE ${like(filters.institutionName)}`,
        filters.passed !== undefined && sql`r.passed = ${filters.passed === 1}`,
      ])}`,
  };
};

/** assess/detail: the assessment's questions in order, how they were answered, and one person's answers when named. */
export const evaluationQuestions = (filters: AbilityFilters): TableQuery => {
  const assessmentId = requireFilter(filters, 'assessmentId', '考核');
  const { questions: q } = sqlTables();
  const mine = filters.appUserId !== undefined ? sql`(SELECT answers FROM ab_assessment_answer WHERE assessment_id = ${assessmentId} AND app_user_id = ${filters.appUserId})` : sql`NULL::jsonb`;
  return {
    table: 'evaluationQuestion',
    sort: { field: 'orderNo', desc: false },
    tieBreak: sql`"questionId"`,
    rows: sql`SELECT k.ord::int AS "orderNo", k.id::int AS "questionId", q.${q.column('stem')} AS "stem", q.${q.column('answer')} AS "rightAnswer",
        (SELECT count(*)::int FROM ab_assessment_answer r WHERE r.assessment_id = a.id AND r.answers ? k.id::text) AS "answeredCount",
        ${rate(sql`(SELECT count(*) FROM ab_assessment_answer r WHERE r.assessment_id = a.id AND (r.answers -> k.id::text ->> 'correct')::boolean)`, sql`(SELECT count(*) FROM ab_assessment_answer r WHERE r.assessment_id = a.id AND r.answers ? k.id::text)`)} AS "correctRate",
        ${mine} -> k.id::text ->> 'answer' AS "userAnswer", (${mine} -> k.id::text ->> 'correct')::boolean AS "correct"
      FROM ab_assessment a CROSS JOIN LATERAL jsonb_array_elements_text(a.question_ids) WITH ORDINALITY AS k(id, ord)
        LEFT JOIN ${q.table} q ON q.id = k.id::int
      WHERE a.id = ${assessmentId}`,
  };
};

/** The rows of a table query: one page, or (page null) all of them up to `limit`. */
export const runTable = async (db: Db, query: TableQuery, page: { offset: number; pageSize: number } | null, limit = 50_000) => {
  const order = sql`${sql.identifier(query.sort.field)} ${query.sort.desc ? sql`DESC` : sql`ASC`} NULLS LAST, ${query.tieBreak}`;
  const withRate = query.table === 'com' ? sql`SELECT *, round(100.0 * "participantCount" / nullif("staffCount", 0), 1)::float8 AS "participationRate" FROM (${query.rows}) y` : query.rows;
  const list = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM (${withRate}) r ORDER BY ${order} LIMIT ${page ? page.pageSize : limit} OFFSET ${page ? page.offset : 0}`);
  const [{ total }] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${query.rows}) r`);
  return { list, total: Number(total) };
};
