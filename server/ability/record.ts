/**
 * Recording the app's ability activity: study answers, level challenges and team-assessment sheets. Each
 * answer is scored here against the question bank (the app's own verdict is not trusted); a sheet scores
 * round(100 × correct / questions) and passes at PASS_SCORE. The app calls (appCalls.ts) and the demo
 * activity (demo.ts) both come through these functions, inside one transaction per call.
 */
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import abilityLevel from '../../resources/ability/abilityLevel';
import abilityQuestion from '../../resources/ability/abilityQuestion';
import { PASS_SCORE } from '../../resources/ability/abilityStatistics';
import { COMMON_SETTING_DEFAULTS } from '../../resources/ability/abilityLevelSettings';
import { normaliseAnswer } from '../../resources/ability/questionRules';
import type { Db } from '../db/client';
import { abilityAssessmentAnswers, abilityAssessments, abilityLevelChallenges, abilityStudyRecords, singleRecords } from '../db/schema';
import { ApiError } from '../http/envelope';
import { tableOf } from '../resources/columns';
import type { AnsweredQuestion, AssessmentInput, ChallengeInput, StudyInput } from './activityInput';
import { resolveLearner } from './learner';

export const RECORD_MESSAGES = {
  noQuestion: (id: number) => `题目${id}不存在或已停用`,
  noLevel: '能力等级不存在或未启用',
  otherQuestions: (title: string) => `考核“${title}”的题目与已登记的不一致`,
  answered: '您已提交过该考核，不能重复提交',
  recorded: '记录成功',
  dailyLimit: (limit: number, day: string, done: number) => `每日答题上限为${limit}题，您${day}已答${done}题，本次提交超出上限`,
} as const;

const BEIJING_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** 每日答题上限 of the level common settings (docs/ability.md), its default while none is saved. */
const dailyQuestionLimit = async (db: Db) => {
  const [row] = await db
    .select({ value: singleRecords.value })
    .from(singleRecords)
    .where(and(eq(singleRecords.kind, 'abilityLevelCommonSetting'), eq(singleRecords.ownerId, 0)));
  const limit = Number(row?.value.dailyQuestionLimit);
  return Number.isInteger(limit) && limit > 0 ? limit : Number(COMMON_SETTING_DEFAULTS.dailyQuestionLimit);
};

/**
 * Refuses records that would take a Beijing day of the learner over the daily limit. Runs under the learner's
 * row lock (resolveLearner), so two uploads at once, in any processes, are counted one after the other.
 */
const checkDailyLimit = async (db: Db, appUserId: number, times: Date[]) => {
  const limit = await dailyQuestionLimit(db);
  const perDay = new Map<number, number>();
  for (const time of times) {
    const start = Math.floor((time.getTime() + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS;
    perDay.set(start, (perDay.get(start) ?? 0) + 1);
  }
  for (const [start, added] of perDay) {
    const [{ done }] = await db
      .select({ done: count() })
      .from(abilityStudyRecords)
      .where(and(eq(abilityStudyRecords.appUserId, appUserId), gte(abilityStudyRecords.answeredAt, new Date(start)), lt(abilityStudyRecords.answeredAt, new Date(start + DAY_MS))));
    if (done + added > limit) throw new ApiError(RECORD_MESSAGES.dailyLimit(limit, new Date(start + BEIJING_MS).toISOString().slice(0, 10), done));
  }
};

interface BankQuestion {
  id: number;
  businessTypeId: number;
  questionType: number;
  answer: string;
}

/** The enabled questions of `ids`, each checked to exist. */
const bankQuestions = async (db: Db, ids: number[]): Promise<Map<number, BankQuestion>> => {
  const { table, columns } = tableOf(abilityQuestion);
  const rows = await db
    .select({ id: columns.id, businessTypeId: columns.businessTypeId, questionType: columns.questionType, answer: columns.answer })
    .from(table)
    .where(and(inArray(columns.id, [...new Set(ids)]), eq(columns.enabled, 1)));
  const found = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), businessTypeId: Number(row.businessTypeId), questionType: Number(row.questionType), answer: String(row.answer) }]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ApiError(RECORD_MESSAGES.noQuestion(missing));
  return found;
};

const isCorrect = (question: BankQuestion, answer: string) => normaliseAnswer(question.questionType, answer) === question.answer;

/** The answers scored: each one's verdict, the count right, the score of 100 and whether it passes. */
const scoreSheet = (answers: AnsweredQuestion[], bank: Map<number, BankQuestion>) => {
  const verdicts = answers.map((answered) => ({ ...answered, stored: String(normaliseAnswer(bank.get(answered.questionId)!.questionType, answered.answer)), correct: isCorrect(bank.get(answered.questionId)!, answered.answer) }));
  const correctCount = verdicts.filter((verdict) => verdict.correct).length;
  const score = Math.round((100 * correctCount) / answers.length);
  return { verdicts, correctCount, score, passed: score >= PASS_SCORE };
};

/** One business type when all the questions share it, else null. */
const commonType = (bank: Map<number, BankQuestion>) => {
  const types = new Set([...bank.values()].map((question) => question.businessTypeId));
  return types.size === 1 ? [...types][0] : null;
};

export const recordStudy = async (db: Db, input: StudyInput) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const bank = await bankQuestions(db, input.records.map((record) => record.questionId));
  await checkDailyLimit(db, learner.appUserId, input.records.map((record) => record.answeredAt));
  const rows = input.records.map((record) => {
    const question = bank.get(record.questionId)!;
    return {
      ...learner,
      questionId: record.questionId,
      businessTypeId: question.businessTypeId,
      answer: String(normaliseAnswer(question.questionType, record.answer)).slice(0, 20),
      correct: isCorrect(question, record.answer),
      seconds: record.seconds,
      answeredAt: record.answeredAt,
    };
  });
  await db.insert(abilityStudyRecords).values(rows);
  return { count: rows.length, correctCount: rows.filter((row) => row.correct).length, results: rows.map((row) => ({ questionId: row.questionId, correct: row.correct })) };
};

export const recordChallenge = async (db: Db, input: ChallengeInput) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const levels = tableOf(abilityLevel);
  const [level] = await db
    .select({ id: levels.columns.id, name: levels.columns.levelName })
    .from(levels.table)
    .where(and(eq(levels.columns.id, input.levelId), eq(levels.columns.enabled, 1)));
  if (!level) throw new ApiError(RECORD_MESSAGES.noLevel);
  const bank = await bankQuestions(db, input.answers.map((answer) => answer.questionId));
  const sheet = scoreSheet(input.answers, bank);
  const [row] = await db
    .insert(abilityLevelChallenges)
    .values({
      ...learner,
      levelId: input.levelId,
      levelName: String(level.name),
      businessTypeId: commonType(bank),
      questionCount: input.answers.length,
      correctCount: sheet.correctCount,
      score: sheet.score,
      passed: sheet.passed,
      seconds: input.seconds,
      attemptedAt: input.attemptedAt,
    })
    .returning({ id: abilityLevelChallenges.id });
  return { id: row.id, score: sheet.score, passed: sheet.passed, correctCount: sheet.correctCount };
};

/** The assessment of `code`, registered by its first sheet; a later sheet must answer the same questions. */
const assessmentFor = async (db: Db, input: AssessmentInput, bank: Map<number, BankQuestion>) => {
  const questionIds = input.answers.map((answer) => answer.questionId);
  await db.insert(abilityAssessments).values({ code: input.code, title: input.title, businessTypeId: commonType(bank), questionIds }).onConflictDoNothing();
  const [assessment] = await db.select().from(abilityAssessments).where(eq(abilityAssessments.code, input.code));
  const stored = [...assessment.questionIds].sort((a, b) => a - b).join(',');
  if (stored !== [...questionIds].sort((a, b) => a - b).join(',')) throw new ApiError(RECORD_MESSAGES.otherQuestions(assessment.title));
  return assessment;
};

export const recordAssessment = async (db: Db, input: AssessmentInput) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const bank = await bankQuestions(db, input.answers.map((answer) => answer.questionId));
  const assessment = await assessmentFor(db, input, bank);
  const sheet = scoreSheet(input.answers, bank);
  const inserted = await db
    .insert(abilityAssessmentAnswers)
    .values({
      assessmentId: assessment.id,
      ...learner,
      answers: Object.fromEntries(sheet.verdicts.map((verdict) => [String(verdict.questionId), { answer: verdict.stored.slice(0, 20), correct: verdict.correct }])),
      correctCount: sheet.correctCount,
      score: sheet.score,
      passed: sheet.passed,
      seconds: input.seconds,
      submittedAt: input.submittedAt,
    })
    .onConflictDoNothing()
    .returning({ id: abilityAssessmentAnswers.id });
  if (!inserted.length) throw new ApiError(RECORD_MESSAGES.answered);
  return { id: inserted[0].id, assessmentId: assessment.id, score: sheet.score, passed: sheet.passed, correctCount: sheet.correctCount };
};

