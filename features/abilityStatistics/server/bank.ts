/**
 * The question bank as the ability activity reads it: questions by id (to score answers), their app view (to
 * show a drawn challenge or a registered assessment: stem and options, never the answer or the analysis) and
 * the scoring of a sheet against a fixed list of questions (PASS_SCORE of 100 passes).
 */
import { and, eq, inArray } from 'drizzle-orm';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import { PASS_SCORE } from '../contract/statistics';
import { JUDGE, JUDGE_OPTIONS, normaliseAnswer, OPTION_LETTERS, optionField } from '../../../resources/ability/questionRules';
import type { Db } from '../../../server/db/client';
import { ApiError } from '../../../server/http/envelope';
import { tableOf } from '../../../server/resources/columns';
import type { AnsweredQuestion } from './activityInput';

export const BANK_MESSAGES = {
  noQuestion: (id: number) => `题目${id}不存在或已停用`,
} as const;

export interface BankQuestion {
  id: number;
  businessTypeId: number;
  questionType: number;
  answer: string;
}

/** The enabled questions of `ids`, each checked to exist and be enabled. */
export const bankQuestions = async (db: Db, ids: number[]): Promise<Map<number, BankQuestion>> => {
  const { table, columns } = tableOf(abilityQuestion);
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: columns.id, businessTypeId: columns.businessTypeId, questionType: columns.questionType, answer: columns.answer })
        .from(table)
        .where(and(inArray(columns.id, unique), eq(columns.enabled, 1)))
    : [];
  const found = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), businessTypeId: Number(row.businessTypeId), questionType: Number(row.questionType), answer: String(row.answer) }]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new ApiError(BANK_MESSAGES.noQuestion(missing));
  return found;
};

/** The questions of `ids` that still exist (enabled or not), in that order: a drawn or registered sheet's questions. */
export const sheetQuestions = async (db: Db, ids: number[]): Promise<BankQuestion[]> => {
  const { table, columns } = tableOf(abilityQuestion);
  if (!ids.length) return [];
  const rows = await db.select({ id: columns.id, businessTypeId: columns.businessTypeId, questionType: columns.questionType, answer: columns.answer }).from(table).where(inArray(columns.id, ids));
  const found = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), businessTypeId: Number(row.businessTypeId), questionType: Number(row.questionType), answer: String(row.answer) }]));
  return ids.flatMap((id) => found.get(id) ?? []);
};

export const isCorrect = (question: BankQuestion, answer: string) => normaliseAnswer(question.questionType, answer) === question.answer;

/** An answer as stored beside the sheet (normalised, at most 20 characters). */
export const storedAnswer = (question: BankQuestion, answer: string) => String(normaliseAnswer(question.questionType, answer)).slice(0, 20);

/**
 * A sheet scored over `questions` (every question of the challenge or assessment, in order): an answer counts
 * when it is right, a question left unanswered counts as wrong. Score round(100 × right / questions).
 */
export const scoreSheet = (questions: BankQuestion[], answers: AnsweredQuestion[]) => {
  const given = new Map(answers.map((answered) => [answered.questionId, answered.answer]));
  const verdicts = questions
    .filter((question) => given.has(question.id))
    .map((question) => ({ questionId: question.id, stored: storedAnswer(question, given.get(question.id)!), correct: isCorrect(question, given.get(question.id)!) }));
  const correctCount = verdicts.filter((verdict) => verdict.correct).length;
  const score = questions.length ? Math.round((100 * correctCount) / questions.length) : 0;
  return { verdicts, correctCount, questionCount: questions.length, score, passed: score >= PASS_SCORE };
};

/** One business type when all the questions share it, else null. */
export const commonType = (questions: Iterable<BankQuestion>) => {
  const types = new Set([...questions].map((question) => question.businessTypeId));
  return types.size === 1 ? [...types][0] : null;
};

/** A question as the app shows it: what to send as the answer (`value`) and what to show (`label`). */
export interface QuestionView {
  questionId: number;
  /** 1 单选题, 2 多选题 (the answer: the letters), 3 判断题 (the answer: 正确 or 错误). */
  type: number;
  stem: string;
  options: Array<{ value: string; label: string }>;
}

/** The app views of `ids`, in that order (a question deleted since is left out). */
export const questionViews = async (db: Db, ids: number[]): Promise<QuestionView[]> => {
  if (!ids.length) return [];
  const { table, columns } = tableOf(abilityQuestion);
  const rows = await db.select().from(table).where(inArray(columns.id, ids));
  const byId = new Map(rows.map((row) => [Number(row.id), row as Record<string, unknown>]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const type = Number(row.questionType);
    const options =
      type === JUDGE
        ? JUDGE_OPTIONS.map((text) => ({ value: text, label: text }))
        : OPTION_LETTERS.filter((letter) => typeof row[optionField(letter)] === 'string' && String(row[optionField(letter)]).trim()).map((letter) => ({
            value: letter,
            label: String(row[optionField(letter)]),
          }));
    return [{ questionId: id, type, stem: String(row.stem), options }];
  });
};
