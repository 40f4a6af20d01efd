/**
 * Writes of a questionnaire: save with its questions (updateDetails creates one without `id`), delete,
 * and the transitions draft → published → closed, and copy as a new draft. Each runs in the call's
 * transaction after locking the questionnaire's row (store.lockQuestionnaire).
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { draws, questionnaires, questions } from './schema';
import { parseDateTime } from '../../../server/resources/codec';
import { hasInvalidText, readVersion } from '../../../server/http/validate';
import { checkAnsweredChange } from './compat';
import { LIMITS, MESSAGES, STATUS, refuse } from './model';
import { readQuestions, type QuestionDraft } from './questions';
import { answerCountOf, lockQuestionnaire, questionRows } from './store';

const TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** 'YYYY-MM-DD HH:mm[:ss]' in Beijing time, or ISO 8601 with its zone; null when empty. */
const readTime = (value: unknown, label: string): Date | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !TIME.test(value.trim())) return refuse(`${label}格式不正确，应为YYYY-MM-DD HH:mm:ss`);
  const date = parseDateTime(value);
  return Number.isNaN(date.getTime()) ? refuse(`${label}不是有效的时间`) : date;
};

const readText = (value: unknown, label: string, max: number, required: boolean): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return required ? refuse(`请输入${label}`) : null;
  if (typeof value !== 'string') return refuse(`${label}格式不正确`);
  if ([...value.trim()].length > max) refuse(`${label}不能超过${max}个字符`);
  if (hasInvalidText(value)) refuse(`${label}包含无效字符`);
  return value.trim();
};

export interface QuestionnaireInput {
  title: string;
  description: string | null;
  startTime: Date | null;
  endTime: Date | null;
  anonymous: boolean;
  questions: QuestionDraft[];
}

export const readQuestionnaireInput = (body: Record<string, unknown>): QuestionnaireInput => {
  const title = readText(body.title, '问卷标题', LIMITS.title, true)!;
  const description = readText(body.description, '问卷说明', LIMITS.description, false);
  const startTime = readTime(body.startTime, '开始时间');
  const endTime = readTime(body.endTime, '结束时间');
  if (startTime && endTime && endTime <= startTime) refuse('结束时间必须晚于开始时间');
  if (body.anonymous !== undefined && body.anonymous !== null && typeof body.anonymous !== 'boolean') refuse('是否匿名只能是true或false');
  return { title, description, startTime, endTime, anonymous: body.anonymous === true, questions: readQuestions(body.questions) };
};

const questionValues = (questionnaireId: number, draft: QuestionDraft, orderSeq: number) => ({
  questionnaireId,
  orderSeq,
  kind: draft.kind,
  title: draft.title,
  helpText: draft.helpText,
  required: draft.required,
  options: draft.config as Record<string, unknown>,
});

/** Makes the stored questions those of `drafts`: updates by id, inserts the new, deletes the missing. */
const writeQuestions = async (tx: Db, questionnaireId: number, drafts: QuestionDraft[]) => {
  const keptIds = drafts.flatMap((draft) => (draft.id ? [draft.id] : []));
  await tx.delete(questions).where(and(eq(questions.questionnaireId, questionnaireId), keptIds.length ? notInArray(questions.id, keptIds) : undefined));
  for (const [index, draft] of drafts.entries()) {
    const values = questionValues(questionnaireId, draft, index + 1);
    if (draft.id) await tx.update(questions).set(values).where(eq(questions.id, draft.id));
    else await tx.insert(questions).values(values);
  }
};

/** updateDetails: a new questionnaire (no `id`) or a save of one over its `version`. Answers the id. */
export const saveQuestionnaire = async (tx: Db, body: Record<string, unknown>, by: string): Promise<number> => {
  const input = readQuestionnaireInput(body);
  if (body.id === undefined || body.id === null || body.id === '') {
    if (input.questions.some((draft) => draft.id)) refuse('新问卷的题目不能带题目编号');
    const [created] = await tx
      .insert(questionnaires)
      .values({ title: input.title, description: input.description, startTime: input.startTime, endTime: input.endTime, anonymous: input.anonymous, createdBy: by })
      .returning({ id: questionnaires.id });
    await writeQuestions(tx, created.id, input.questions);
    return created.id;
  }
  const id = typeof body.id === 'number' && Number.isInteger(body.id) && body.id > 0 ? body.id : refuse('记录编号必须是正整数');
  const version = readVersion(body);
  const row = await lockQuestionnaire(tx, id);
  if (row.version !== version) refuse(MESSAGES.conflict);
  if (row.status === STATUS.closed) refuse(MESSAGES.closedNoEdit);
  const stored = await questionRows(tx, id);
  const storedIds = new Set(stored.map((question) => question.id));
  const foreign = input.questions.find((draft) => draft.id && !storedIds.has(draft.id));
  if (foreign) refuse(`题目编号${foreign.id}不属于该问卷`);
  const answerCount = await answerCountOf(tx, id);
  if (answerCount > 0) {
    if (input.anonymous !== row.anonymous) refuse(`问卷已有${answerCount}份答卷，不能更改是否匿名`);
    checkAnsweredChange(stored, input.questions, answerCount);
  }
  await tx
    .update(questionnaires)
    .set({
      title: input.title,
      description: input.description,
      startTime: input.startTime,
      endTime: input.endTime,
      anonymous: input.anonymous,
      updatedBy: by,
      updatedAt: new Date(),
      version: row.version + 1,
    })
    .where(eq(questionnaires.id, id));
  await writeQuestions(tx, id, input.questions);
  return id;
};

/** delete: a draft, or a closed questionnaire without answers (a published one must be closed first). */
export const deleteQuestionnaire = async (tx: Db, id: number) => {
  const row = await lockQuestionnaire(tx, id);
  if (row.status === STATUS.published) refuse(MESSAGES.deletePublished);
  const answered = await answerCountOf(tx, id);
  if (answered > 0) refuse(MESSAGES.deleteAnswered(answered));
  await tx.delete(questionnaires).where(eq(questionnaires.id, id));
};

const bump = (row: { version: number }, by: string) => ({ version: row.version + 1, updatedBy: by, updatedAt: new Date() });

/** publish: a draft with questions, a current sample and an end time still ahead. */
export const publishQuestionnaire = async (tx: Db, id: number, version: number | null, by: string) => {
  const row = await lockQuestionnaire(tx, id);
  if (version !== null && row.version !== version) refuse(MESSAGES.conflict);
  if (row.status !== STATUS.draft) refuse(MESSAGES.publishNotDraft);
  if ((await questionRows(tx, id)).length === 0) refuse(MESSAGES.publishNoQuestions);
  const [sample] = await tx
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.questionnaireId, id), eq(draws.current, true)));
  if (!sample) refuse(MESSAGES.publishNoSample);
  if (row.endTime && row.endTime <= new Date()) refuse(MESSAGES.publishEnded);
  await tx
    .update(questionnaires)
    .set({ status: STATUS.published, publishedAt: new Date(), ...bump(row, by) })
    .where(eq(questionnaires.id, id));
};

/** close: a published questionnaire stops taking answers. */
export const closeQuestionnaire = async (tx: Db, id: number, version: number | null, by: string) => {
  const row = await lockQuestionnaire(tx, id);
  if (version !== null && row.version !== version) refuse(MESSAGES.conflict);
  if (row.status !== STATUS.published) refuse(MESSAGES.closeNotPublished);
  await tx
    .update(questionnaires)
    .set({ status: STATUS.closed, closedAt: new Date(), ...bump(row, by) })
    .where(eq(questionnaires.id, id));
};

/** copy: a new draft with the same texts and questions (new question ids and the same choice keys); no sample. */
export const copyQuestionnaire = async (tx: Db, id: number, by: string): Promise<number> => {
  const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!row) refuse(MESSAGES.notFound);
  const title = [...`${row!.title}（副本）`].slice(0, LIMITS.title).join('');
  const [created] = await tx
    .insert(questionnaires)
    .values({ title, description: row!.description, startTime: null, endTime: null, anonymous: row!.anonymous, copiedFrom: id, createdBy: by })
    .returning({ id: questionnaires.id });
  await tx.execute(sql`
    INSERT INTO ${questions} (questionnaire_id, order_seq, kind, title, help_text, required, options)
    SELECT ${created.id}, order_seq, kind, title, help_text, required, options FROM ${questions} WHERE questionnaire_id = ${id}`);
  return created.id;
};
