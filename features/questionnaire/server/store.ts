/**
 * Questionnaires and their questions in the database: reading one (with its questions), the list, and
 * the row lock every write of a questionnaire takes first (SELECT … FOR UPDATE), so that a save, a draw,
 * a push, a transition and an answer of one questionnaire never interleave, in any server process.
 */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { answers, questionnaires, questions } from './schema';
import { escapeLike, paging, readChoice } from '../../../server/http/validate';
import { MESSAGES, STATUS, STATUS_NAMES, isoOrNull, refuse, type QuestionnaireStatus } from './model';
import { questionDto } from './questions';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** The questionnaire's row, locked until the transaction ends; refused when absent. */
export const lockQuestionnaire = async (tx: Db, id: number): Promise<QuestionnaireRow> => {
  const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
  return row ?? refuse(MESSAGES.notFound);
};

export const findQuestionnaire = async (db: Db, id: number): Promise<QuestionnaireRow> => {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row ?? refuse(MESSAGES.notFound);
};

/** Published, started and not ended: the app may answer it. */
export const isOpen = (row: Pick<QuestionnaireRow, 'status' | 'startTime' | 'endTime'>, now = new Date()) =>
  row.status === STATUS.published && (!row.startTime || row.startTime <= now) && (!row.endTime || row.endTime > now);

export const answerCountOf = async (db: Db, id: number): Promise<number> => {
  const [{ value }] = await db.select({ value: count() }).from(answers).where(eq(answers.questionnaireId, id));
  return value;
};

export const questionRows = (db: Db, id: number) => db.select().from(questions).where(eq(questions.questionnaireId, id)).orderBy(questions.orderSeq, questions.id);

interface Counts {
  questionCount: number;
  sampleSize: number | null;
  answerCount: number;
}

export const questionnaireDto = (row: QuestionnaireRow, counts: Counts, now = new Date()) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startTime: isoOrNull(row.startTime),
  endTime: isoOrNull(row.endTime),
  anonymous: row.anonymous,
  status: row.status,
  statusName: STATUS_NAMES[row.status as QuestionnaireStatus],
  open: isOpen(row, now),
  copiedFrom: row.copiedFrom,
  publishedAt: isoOrNull(row.publishedAt),
  closedAt: isoOrNull(row.closedAt),
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
  ...counts,
});

// Written out with qualified names: inside a subquery Drizzle would name the outer column without its table.
const countColumns = {
  questionCount: sql<number>`(SELECT count(*)::int FROM "qn_question" q WHERE q."questionnaire_id" = "qn_questionnaire"."id")`,
  sampleSize: sql<number | null>`(SELECT d."sample_size" FROM "qn_draw" d WHERE d."questionnaire_id" = "qn_questionnaire"."id" AND d."current")`,
  answerCount: sql<number>`(SELECT count(*)::int FROM "qn_answer" a WHERE a."questionnaire_id" = "qn_questionnaire"."id")`,
};

/** One questionnaire with its questions in order. */
export const loadDetail = async (db: Db, id: number) => {
  const [found] = await db
    .select({ row: questionnaires, ...countColumns })
    .from(questionnaires)
    .where(eq(questionnaires.id, id));
  if (!found) refuse(MESSAGES.notFound);
  const { row, ...counts } = found!;
  const list = await questionRows(db, id);
  return { ...questionnaireDto(row, counts), questions: list.map(questionDto) };
};

/** queryList: `{pageNum, pageSize, title?, status?}`, newest first. */
export const listQuestionnaires = async (db: Db, body: Record<string, unknown>) => {
  const { pageSize, offset } = paging(body);
  const conditions: SQL[] = [];
  if (typeof body.title === 'string' && body.title.trim()) {
    if (body.title.trim().length > 100) refuse('问卷标题不能超过100个字符');
    conditions.push(ilike(questionnaires.title, `%${escapeLike(body.title.trim())}%`));
  } else if (body.title !== undefined && body.title !== null && body.title !== '') refuse('问卷标题格式不正确');
  const status = readChoice(body, 'status', [0, 1, 2] as const, MESSAGES.badStatus);
  if (status !== undefined) conditions.push(eq(questionnaires.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(questionnaires).where(where);
  const rows = await db
    .select({ row: questionnaires, ...countColumns })
    .from(questionnaires)
    .where(where)
    .orderBy(desc(questionnaires.createdAt), desc(questionnaires.id))
    .limit(pageSize)
    .offset(offset);
  const now = new Date();
  return { list: rows.map(({ row, ...counts }) => questionnaireDto(row, counts, now)), total };
};
