/**
 * Recording the app's study answers and team-assessment sheets. Each answer is scored here against the
 * question bank (the app's own verdict is not trusted). A study answer's verdict is answered to the app, as
 * learning apps show it; a sheet answers only its score, whether it passed and how many were right. The app
 * calls (appCalls.ts) and the demo activity (demo.ts) both come through these functions, inside one
 * transaction per call; level challenges are in challenge.ts.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { abilityAssessmentAnswers, abilityStudyRecords } from './schema';
import { ApiError } from '../../../server/http/envelope';
import type { AssessmentInput, StudyInput } from './activityInput';
import { openAssessment } from './assessmentStore';
import { bankQuestions, isCorrect, scoreSheet, sheetQuestions, storedAnswer } from './bank';
import { checkNotInOpenAttempt } from './challenge';
import { resolveLearner } from './learner';
import { commonSettings } from './settings';

export const RECORD_MESSAGES = {
  otherQuestions: (title: string) => `考核“${title}”的题目与已登记的不一致`,
  answered: '您已提交过该考核，不能重复提交',
  outsideWindow: '提交时间不在考核开放期内',
  recorded: '记录成功',
  dailyLimit: (limit: number, day: string, done: number) => `每日答题上限为${limit}题，您${day}已答${done}题，本次提交超出上限`,
} as const;

const BEIJING_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * Refuses records that would take a Beijing day of the learner over the daily limit. Runs under the learner's
 * row lock (resolveLearner), so two uploads at once, in any processes, are counted one after the other.
 */
const checkDailyLimit = async (db: Db, appUserId: number, times: Date[]) => {
  const limit = (await commonSettings(db)).dailyQuestionLimit;
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

export const recordStudy = async (db: Db, input: StudyInput, now = new Date()) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const bank = await bankQuestions(
    db,
    input.records.map((record) => record.questionId),
  );
  // A challenge's questions are not practised while it runs: the study verdict would give its answers away.
  await checkNotInOpenAttempt(
    db,
    learner.appUserId,
    input.records.map((record) => record.questionId),
    now,
  );
  await checkDailyLimit(
    db,
    learner.appUserId,
    input.records.map((record) => record.answeredAt),
  );
  const rows = input.records.map((record) => {
    const question = bank.get(record.questionId)!;
    return {
      ...learner,
      questionId: record.questionId,
      businessTypeId: question.businessTypeId,
      answer: storedAnswer(question, record.answer),
      correct: isCorrect(question, record.answer),
      seconds: record.seconds,
      answeredAt: record.answeredAt,
    };
  });
  await db.insert(abilityStudyRecords).values(rows);
  return { count: rows.length, correctCount: rows.filter((row) => row.correct).length, results: rows.map((row) => ({ questionId: row.questionId, correct: row.correct })) };
};

/**
 * A sheet of a registered assessment, open at the call's time `now` (and, when the app reports a time of its
 * own, at that time too): it answers exactly the registered questions, once per learner (a unique index, so two
 * sheets at once cannot both be taken).
 */
export const recordAssessment = async (db: Db, input: AssessmentInput, now = new Date()) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const assessment = await openAssessment(db, input.code, now);
  if (!assessment.isOpenAt(input.submittedAt)) throw new ApiError(RECORD_MESSAGES.outsideWindow);
  // The registered questions that still exist (the app is shown those: ability/queryAssessment).
  const questions = await sheetQuestions(db, assessment.questionIds);
  const registered = new Set(questions.map((question) => question.id));
  if (input.answers.length !== registered.size || !input.answers.every((answer) => registered.has(answer.questionId))) throw new ApiError(RECORD_MESSAGES.otherQuestions(assessment.title));
  const sheet = scoreSheet(questions, input.answers);
  const inserted = await db
    .insert(abilityAssessmentAnswers)
    .values({
      assessmentId: assessment.id,
      ...learner,
      answers: Object.fromEntries(sheet.verdicts.map((verdict) => [String(verdict.questionId), { answer: verdict.stored, correct: verdict.correct }])),
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
