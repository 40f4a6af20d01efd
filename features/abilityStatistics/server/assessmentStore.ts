/**
 * Team assessments as operators register them (docs/ability-statistics.md "Team assessments"): the one store
 * the console's calls (assessmentCalls.ts) and the demo (demo.ts) write through, and the open assessment an
 * app's sheet must name. An assessment is open on the Beijing days from its open date to its close date, both
 * included (no date: no bound). Its questions are fixed once a sheet was taken, so every sheet answers the same.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import abilityBusinessType from '../../../resources/ability/abilityBusinessType';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { formatAssessmentProblem, readAssessmentForm, type AssessmentForm } from '../contract/assessment';
import { QUESTION_TYPES } from '../../../resources/ability/questionRules';
import type { Db } from '../../../server/db/client';
import { abilityAssessmentAnswers, abilityAssessments } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { RECORD_MESSAGES as STORE_RECORD_MESSAGES } from '../../../server/http/validate';
import { tableOf } from '../../../server/resources/columns';
import { bankQuestions, commonType, questionViews } from './bank';
import { like } from './filters';

export const ASSESSMENT_STORE_MESSAGES = {
  closed: '考核不存在或未开放',
  notFound: '考核不存在',
  duplicateCode: (code: string) => `考核编码“${code}”已登记`,
  codeFixed: '考核编码登记后不能修改',
  questionsFixed: (count: number) => `已有${count}人提交该考核，不能再修改题目`,
  conflict: STORE_RECORD_MESSAGES.conflict,
} as const;

type AssessmentRow = typeof abilityAssessments.$inferSelect;

const BEIJING_MS = 8 * 3600_000;
/** The Beijing day of an instant, 'YYYY-MM-DD'. */
const beijingDay = (at: Date) => new Date(at.getTime() + BEIJING_MS).toISOString().slice(0, 10);

export const isOpenAt = (assessment: Pick<AssessmentRow, 'openDate' | 'closeDate'>, at: Date) => {
  const day = beijingDay(at);
  return (!assessment.openDate || day >= assessment.openDate) && (!assessment.closeDate || day <= assessment.closeDate);
};

/** The registered assessment of `code` if it is open at `now`; else '考核不存在或未开放'. */
export const openAssessment = async (db: Db, code: string, now: Date) => {
  const [assessment] = await db.select().from(abilityAssessments).where(eq(abilityAssessments.code, code));
  if (!assessment || !isOpenAt(assessment, now)) throw new ApiError(ASSESSMENT_STORE_MESSAGES.closed);
  return { ...assessment, isOpenAt: (at: Date) => isOpenAt(assessment, at) };
};

/** The form of `body`, or the refusal naming its first problem (every problem in `data.errors`). */
export const checkedForm = (body: Record<string, unknown>): AssessmentForm => {
  const { values, problems } = readAssessmentForm(body);
  const entries = Object.entries(problems);
  if (entries.length) {
    const errors = Object.fromEntries(entries.map(([field, problem]) => [field, formatAssessmentProblem(problem!)]));
    throw new ApiError(Object.values(errors)[0], -1, { errors });
  }
  return values;
};

/** The business type of the questions (each enabled; refused on the field otherwise). */
const typeOfQuestions = async (db: Db, ids: number[]) => {
  try {
    return commonType((await bankQuestions(db, ids)).values());
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.statusText, -1, { errors: { questionIds: error.statusText } });
    throw error;
  }
};

const sheetCount = async (db: Db, assessmentId: number) => (await db.select({ n: count() }).from(abilityAssessmentAnswers).where(eq(abilityAssessmentAnswers.assessmentId, assessmentId)))[0].n;

/** Registers an assessment (the 新增 of the console, the demo's registrations). */
export const registerAssessment = async (db: Db, form: AssessmentForm) => {
  const businessTypeId = await typeOfQuestions(db, form.questionIds);
  // The unique code decides between two registrations at once, in any processes.
  const [row] = await db
    .insert(abilityAssessments)
    .values({ code: form.code, title: form.title, openDate: form.openDate, closeDate: form.closeDate, questionIds: form.questionIds, businessTypeId })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    const message = ASSESSMENT_STORE_MESSAGES.duplicateCode(form.code);
    throw new ApiError(message, -1, { errors: { code: message } });
  }
  return row;
};

/**
 * Saves an edit over the version read (optimistic locking, under the row's lock): title and dates always; the
 * questions only while nobody has submitted a sheet. The code is the app's name for it and stays.
 */
export const updateAssessment = async (db: Db, id: number, version: number, form: AssessmentForm) => {
  const [stored] = await db.select().from(abilityAssessments).where(eq(abilityAssessments.id, id)).for('update');
  if (!stored) throw new ApiError(ASSESSMENT_STORE_MESSAGES.notFound);
  if (stored.version !== version) throw new ApiError(ASSESSMENT_STORE_MESSAGES.conflict);
  if (form.code !== stored.code) throw new ApiError(ASSESSMENT_STORE_MESSAGES.codeFixed, -1, { errors: { code: ASSESSMENT_STORE_MESSAGES.codeFixed } });
  const sameQuestions = form.questionIds.join(',') === stored.questionIds.join(',');
  let businessTypeId = stored.businessTypeId;
  if (!sameQuestions) {
    const taken = await sheetCount(db, id);
    if (taken) throw new ApiError(ASSESSMENT_STORE_MESSAGES.questionsFixed(taken), -1, { errors: { questionIds: ASSESSMENT_STORE_MESSAGES.questionsFixed(taken) } });
    businessTypeId = await typeOfQuestions(db, form.questionIds);
  }
  const [row] = await db
    .update(abilityAssessments)
    .set({ title: form.title, openDate: form.openDate, closeDate: form.closeDate, questionIds: form.questionIds, businessTypeId, version: version + 1, updatedAt: new Date() })
    .where(and(eq(abilityAssessments.id, id), eq(abilityAssessments.version, version)))
    .returning();
  if (!row) throw new ApiError(ASSESSMENT_STORE_MESSAGES.conflict);
  return row;
};

const TYPE_LABELS = new Map(QUESTION_TYPES.map((type) => [type.value, type.label]));

/** Question rows as the form lists them: stem, business type and question type, never the answer. */
const questionRows = (db: Db, where: SQL | undefined) => {
  const q = tableOf(abilityQuestion);
  const t = tableOf(abilityBusinessType);
  return {
    query: db
      .select({ id: q.columns.id, stem: q.columns.stem, questionType: q.columns.questionType, businessTypeId: q.columns.businessTypeId, businessTypeName: t.columns.name, enabled: q.columns.enabled })
      .from(q.table)
      .leftJoin(t.table, eq(t.columns.id, q.columns.businessTypeId))
      .where(where)
      .orderBy(asc(t.columns.orderSeq), asc(q.columns.orderSeq), asc(q.columns.id)),
    total: async () => (await db.select({ n: count() }).from(q.table).where(where))[0].n,
  };
};

const presentQuestion = (row: { id: unknown; stem: unknown; questionType: unknown; businessTypeId: unknown; businessTypeName: unknown; enabled: unknown }) => ({
  id: Number(row.id),
  stem: String(row.stem),
  questionType: Number(row.questionType),
  questionTypeName: TYPE_LABELS.get(Number(row.questionType)) ?? '',
  businessTypeId: Number(row.businessTypeId),
  businessTypeName: row.businessTypeName === null ? null : String(row.businessTypeName),
  enabled: Number(row.enabled),
});

/** One assessment with its questions in order and how many sheets were taken (the form's record). */
export const assessmentDetail = async (db: Db, id: number) => {
  const [row] = await db.select().from(abilityAssessments).where(eq(abilityAssessments.id, id));
  if (!row) throw new ApiError(ASSESSMENT_STORE_MESSAGES.notFound);
  const q = tableOf(abilityQuestion);
  const found = new Map((await questionRows(db, inArray(q.columns.id, row.questionIds.length ? row.questionIds : [0])).query).map((question) => [Number(question.id), presentQuestion(question)]));
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    openDate: row.openDate,
    closeDate: row.closeDate,
    questionIds: row.questionIds,
    questions: row.questionIds.flatMap((questionId) => found.get(questionId) ?? []),
    sheetCount: await sheetCount(db, id),
    version: row.version,
  };
};

/** The enabled questions to pick from, by part of the stem and the business type, a page at a time. */
export const questionChoices = async (db: Db, filter: { keyword?: string; businessTypeId?: number }, page: { offset: number; pageSize: number }) => {
  const q = tableOf(abilityQuestion);
  const where = and(
    eq(q.columns.enabled, 1),
    filter.keyword ? ilike(q.columns.stem, like(filter.keyword)) : undefined,
    filter.businessTypeId !== undefined ? eq(q.columns.businessTypeId, filter.businessTypeId) : undefined,
  );
  const rows = questionRows(db, where);
  const list = await rows.query.limit(page.pageSize).offset(page.offset);
  return { list: list.map(presentQuestion), total: await rows.total() };
};

/** An open assessment as the app shows it before a sheet: its questions without answers, and whether the learner has submitted. */
export const assessmentForLearner = async (db: Db, code: string, appUserId: number, now: Date) => {
  const assessment = await openAssessment(db, code, now);
  const [taken] = await db
    .select({ id: abilityAssessmentAnswers.id })
    .from(abilityAssessmentAnswers)
    .where(and(eq(abilityAssessmentAnswers.assessmentId, assessment.id), eq(abilityAssessmentAnswers.appUserId, appUserId)));
  return {
    assessmentId: assessment.id,
    assessmentCode: assessment.code,
    title: assessment.title,
    openDate: assessment.openDate,
    closeDate: assessment.closeDate,
    questions: await questionViews(db, assessment.questionIds),
    submitted: !!taken,
  };
};
