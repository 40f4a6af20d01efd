/**
 * Level challenges drawn and timed by the server (docs/ability-statistics.md "Level challenges"): a start draws
 * the questions of an attempt and remembers them with the learner and the time; a submit scores answers to
 * exactly those questions, once, within CHALLENGE_MINUTES, by the same learner. The app never names a
 * challenge's questions, its time or its verdicts, and is told only the score.
 *
 * Both run under the learner's row lock (resolveLearner); the attempt's row is locked too, its state moves
 * open → submitted in a conditional update, and a challenge row is unique per attempt, so a second submit,
 * even from another process at the same moment, finds the attempt taken.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import abilityBusinessType from '../../../resources/ability/abilityBusinessType';
import abilityLevel from '../../../resources/ability/abilityLevel';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { CHALLENGE_MINUTES, CHALLENGE_QUESTION_COUNT } from '../contract/statistics';
import type { Db } from '../../../server/db/client';
import { abilityChallengeAttempts as attempts, abilityLevelChallenges } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { tableOf } from '../../../server/resources/columns';
import type { ChallengeInput, ChallengeStart } from './activityInput';
import { commonType, questionViews, scoreSheet, sheetQuestions } from './bank';
import { resolveLearner } from './learner';
import { commonSettings } from './settings';

export const CHALLENGE_MESSAGES = {
  levelsOff: '等级功能未开启，暂不能闯关',
  noLevel: '能力等级不存在或未启用',
  noQuestions: '题库中暂无可用的题目，请稍后再试',
  otherOpen: (levelName: string) => `您有一次未完成的闯关挑战（等级“${levelName}”），请先提交或等待其超时`,
  noAttempt: '挑战不存在',
  submitted: '本次挑战已提交，不能重复提交',
  expired: `本次挑战已超过${CHALLENGE_MINUTES}分钟的时限，请重新开始挑战`,
  notDrawn: (questionId: number) => `题目${questionId}不属于本次挑战`,
  studyLocked: (questionId: number) => `题目${questionId}属于您进行中的闯关挑战，挑战结束后才能练习`,
} as const;

/** A whole number in [0, bound): the draw's randomness (the demo passes a seeded one). */
export type Draw = (bound: number) => number;
const secureDraw: Draw = (bound) => randomInt(bound);

type Attempt = typeof attempts.$inferSelect;

const levelOf = async (db: Db, levelId: number, enabledOnly: boolean) => {
  const { table, columns } = tableOf(abilityLevel);
  const [level] = await db
    .select({ id: columns.id, name: columns.levelName })
    .from(table)
    .where(and(eq(columns.id, levelId), enabledOnly ? eq(columns.enabled, 1) : undefined));
  return level ? { id: Number(level.id), name: String(level.name) } : null;
};

/** The questions a challenge draws from: enabled ones of enabled business types. */
const drawableIds = async (db: Db) => {
  const q = tableOf(abilityQuestion);
  const t = tableOf(abilityBusinessType);
  const rows = await db
    .select({ id: q.columns.id })
    .from(q.table)
    .innerJoin(t.table, eq(t.columns.id, q.columns.businessTypeId))
    .where(and(eq(q.columns.enabled, 1), eq(t.columns.enabled, 1)))
    .orderBy(asc(q.columns.id));
  return rows.map((row) => Number(row.id));
};

/** `count` of `ids` in a random order (a partial Fisher–Yates shuffle), all of them when there are fewer. */
const drawFrom = (ids: number[], count: number, draw: Draw) => {
  const pool = [...ids];
  const taken = Math.min(count, pool.length);
  for (let index = 0; index < taken; index += 1) {
    const other = index + draw(pool.length - index);
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, taken);
};

/** What the app is given: the questions without their answers, and the time it has. */
const attemptView = async (db: Db, attempt: Attempt, levelName: string) => ({
  attemptId: attempt.id,
  levelId: attempt.levelId,
  levelName,
  questions: await questionViews(db, attempt.questionIds),
  startedAt: attempt.startedAt.toISOString(),
  expiresAt: attempt.expiresAt.toISOString(),
});

/**
 * Starts a challenge of a level: draws its questions and remembers them. A learner has one open attempt at a
 * time: starting the same level again answers the open attempt (an app that lost it resumes, it cannot redraw);
 * another level is refused until the open one is submitted or has run out of time.
 */
export const startChallenge = async (db: Db, input: ChallengeStart, now = new Date(), draw: Draw = secureDraw) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  if (!(await commonSettings(db)).levelEnabled) throw new ApiError(CHALLENGE_MESSAGES.levelsOff);
  const level = await levelOf(db, input.levelId, true);
  if (!level) throw new ApiError(CHALLENGE_MESSAGES.noLevel);
  await db
    .update(attempts)
    .set({ state: 'expired' })
    .where(and(eq(attempts.appUserId, learner.appUserId), eq(attempts.state, 'open'), lte(attempts.expiresAt, now)));
  const [open] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.appUserId, learner.appUserId), eq(attempts.state, 'open')));
  if (open) {
    if (open.levelId === level.id) return attemptView(db, open, level.name);
    throw new ApiError(CHALLENGE_MESSAGES.otherOpen((await levelOf(db, open.levelId, false))?.name ?? ''));
  }
  const questionIds = drawFrom(await drawableIds(db), CHALLENGE_QUESTION_COUNT, draw);
  if (!questionIds.length) throw new ApiError(CHALLENGE_MESSAGES.noQuestions);
  const [attempt] = await db
    .insert(attempts)
    .values({ appUserId: learner.appUserId, levelId: level.id, questionIds, startedAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000) })
    .returning();
  return attemptView(db, attempt, level.name);
};

/**
 * Scores the answers of an attempt: only its questions, each unanswered one wrong; once; in time; by the
 * learner who started it (another learner's attempt is '挑战不存在', as an unknown one). Answers the score,
 * whether it passed and the counts, never which answers were right.
 */
export const submitChallenge = async (db: Db, input: ChallengeInput, now = new Date()) => {
  const learner = await resolveLearner(db, input.appUserId, input.mobile);
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, input.attemptId)).for('update');
  if (!attempt || attempt.appUserId !== learner.appUserId) throw new ApiError(CHALLENGE_MESSAGES.noAttempt);
  if (attempt.state === 'submitted') throw new ApiError(CHALLENGE_MESSAGES.submitted);
  if (attempt.state !== 'open' || now.getTime() > attempt.expiresAt.getTime()) throw new ApiError(CHALLENGE_MESSAGES.expired);
  const stranger = input.answers.find((answer) => !attempt.questionIds.includes(answer.questionId));
  if (stranger) throw new ApiError(CHALLENGE_MESSAGES.notDrawn(stranger.questionId));
  // Scored over the drawn questions that still exist (an operator may have deleted one meanwhile).
  const questions = await sheetQuestions(db, attempt.questionIds);
  const sheet = scoreSheet(questions, input.answers);
  const level = await levelOf(db, attempt.levelId, false);
  const [row] = await db
    .insert(abilityLevelChallenges)
    .values({
      ...learner,
      levelId: attempt.levelId,
      levelName: level?.name ?? '',
      businessTypeId: commonType(questions),
      questionCount: sheet.questionCount,
      correctCount: sheet.correctCount,
      score: sheet.score,
      passed: sheet.passed,
      seconds: Math.max(0, Math.round((now.getTime() - attempt.startedAt.getTime()) / 1000)),
      attemptedAt: attempt.startedAt,
      attemptId: attempt.id,
    })
    .onConflictDoNothing()
    .returning({ id: abilityLevelChallenges.id });
  const closed = row
    ? await db
        .update(attempts)
        .set({ state: 'submitted', submittedAt: now })
        .where(and(eq(attempts.id, attempt.id), eq(attempts.state, 'open')))
        .returning({ id: attempts.id })
    : [];
  if (!closed.length) throw new ApiError(CHALLENGE_MESSAGES.submitted);
  return { id: row.id, attemptId: attempt.id, score: sheet.score, passed: sheet.passed, correctCount: sheet.correctCount, questionCount: sheet.questionCount };
};

/** Refuses study answers to a question of the learner's challenge that is still running at `now`. */
export const checkNotInOpenAttempt = async (db: Db, appUserId: number, questionIds: number[], now: Date) => {
  const running = await db
    .select({ questionIds: attempts.questionIds })
    .from(attempts)
    .where(and(eq(attempts.appUserId, appUserId), eq(attempts.state, 'open'), gt(attempts.expiresAt, now)));
  const drawn = new Set(running.flatMap((attempt) => attempt.questionIds));
  const locked = questionIds.find((id) => drawn.has(id));
  if (locked !== undefined) throw new ApiError(CHALLENGE_MESSAGES.studyLocked(locked));
};
