/**
 * What the detail page (issue/detail) reads besides the results: the current sample with each
 * institution's push and answer status, the response rate per stratum, and a question's text answers.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { answers, draws, pushes, pushTargets, samples } from './schema';
import { paging, readChoice, wholeNumber } from '../../../server/http/validate';
import type { DrawRecord } from './sampling';
import { describeValues, stratumName } from './institutions';
import { MESSAGES, PUSH_STATUS_NAMES, refuse } from './model';
import { findQuestionnaire, questionRows } from './store';

export const currentDraw = async (db: Db, questionnaireId: number) => {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.questionnaireId, questionnaireId), eq(draws.current, true)));
  return row ?? null;
};

/** A stratum key of a request: absent, or a JSON object text as the strata are keyed. */
export const readStratumKey = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 1000 || !value.startsWith('{')) return refuse(MESSAGES.badStratum);
  return value;
};

/** The strata of the current draw: population, allocation, sampled, pushed and answered, and the response rate. */
export const responseRates = async (db: Db, questionnaireId: number) => {
  const draw = await currentDraw(db, questionnaireId);
  if (!draw) return [];
  const counts = await db
    .select({
      key: samples.stratumKey,
      sampled: sql<number>`count(*)::int`,
      pushed: sql<number>`(count(*) FILTER (WHERE ${samples.pushStatus} = 1))::int`,
      answered: sql<number>`(count(*) FILTER (WHERE ${samples.answered}))::int`,
    })
    .from(samples)
    .where(eq(samples.drawId, draw.id))
    .groupBy(samples.stratumKey);
  const byKey = new Map(counts.map((row) => [row.key, row]));
  return (draw.record as unknown as DrawRecord).strata.map((stratum) => {
    const row = byKey.get(stratum.key);
    const sampled = row?.sampled ?? 0;
    const answered = row?.answered ?? 0;
    return {
      key: stratum.key,
      name: stratumName(stratum.values),
      values: describeValues(stratum.values),
      population: stratum.population,
      sampled,
      pushed: row?.pushed ?? 0,
      answered,
      responseRate: sampled ? Math.round((answered / sampled) * 10_000) / 10_000 : 0,
    };
  });
};

/** Why the last push of the draw to each of these institutions failed (the newest failure's reason). */
const failureReasons = async (db: Db, drawId: number, institutionIds: number[]): Promise<Map<number, string>> => {
  if (!institutionIds.length) return new Map();
  const failures = await db
    .select({ institutionId: pushTargets.institutionId, reason: pushTargets.reason })
    .from(pushTargets)
    .innerJoin(pushes, eq(pushes.id, pushTargets.pushId))
    .where(and(eq(pushes.drawId, drawId), eq(pushTargets.status, 2), inArray(pushTargets.institutionId, institutionIds)))
    .orderBy(desc(pushTargets.pushId));
  const reasons = new Map<number, string>();
  for (const failure of failures) if (failure.reason && !reasons.has(failure.institutionId)) reasons.set(failure.institutionId, failure.reason);
  return reasons;
};

/** querySampleList: `{id, stratumKey?, answered? (1/0), pushStatus? (0/1/2), keyword?, pageNum, pageSize}`. */
export const listSample = async (db: Db, body: Record<string, unknown>) => {
  const id = wholeNumber(body.id, 1) ?? refuse('请指定问卷编号');
  await findQuestionnaire(db, id);
  const { pageSize, offset } = paging(body);
  const draw = await currentDraw(db, id);
  if (!draw) return { list: [], total: 0, drawId: null };
  const record = draw.record as unknown as DrawRecord;
  const names = new Map(record.strata.map((stratum) => [stratum.key, stratumName(stratum.values)]));
  const conditions: SQL[] = [eq(samples.drawId, draw.id)];
  const stratumKey = readStratumKey(body.stratumKey);
  if (stratumKey) conditions.push(eq(samples.stratumKey, stratumKey));
  const answered = readChoice(body, 'answered', [0, 1] as const, '作答状态只能是1（已作答）或0（未作答）');
  if (answered !== undefined) conditions.push(eq(samples.answered, answered === 1));
  const pushStatus = readChoice(body, 'pushStatus', [0, 1, 2] as const, '推送状态只能是0（未推送）、1（已推送）或2（推送失败）');
  if (pushStatus !== undefined) conditions.push(eq(samples.pushStatus, pushStatus));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(samples).where(where);
  const rows = await db.select().from(samples).where(where).orderBy(samples.institutionId).limit(pageSize).offset(offset);
  const reasons = await failureReasons(
    db,
    draw.id,
    rows.filter((row) => row.pushStatus === 2).map((row) => row.institutionId),
  );
  return {
    drawId: draw.id,
    total,
    list: rows.map((row) => ({
      institutionId: row.institutionId,
      institutionName: row.institutionName,
      stratumKey: row.stratumKey,
      stratumName: names.get(row.stratumKey) ?? row.stratumKey,
      pushStatus: row.pushStatus,
      pushStatusName: PUSH_STATUS_NAMES[row.pushStatus],
      pushFailure: row.pushStatus === 2 ? (reasons.get(row.institutionId) ?? null) : null,
      lastPushedAt: row.lastPushedAt?.toISOString() ?? null,
      answered: row.answered,
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
  };
};

/** queryTextAnswerList: `{id, questionId, stratumKey?, pageNum, pageSize}`, newest first; no institution when anonymous. */
export const listTextAnswers = async (db: Db, body: Record<string, unknown>) => {
  const id = wholeNumber(body.id, 1) ?? refuse('请指定问卷编号');
  const questionnaire = await findQuestionnaire(db, id);
  const questionId = wholeNumber(body.questionId, 1) ?? refuse('请指定题目编号');
  const question = (await questionRows(db, id)).find((row) => row.id === questionId);
  if (!question || (question.kind !== 'shortText' && question.kind !== 'longText')) refuse(MESSAGES.questionNotFound);
  const { pageSize, offset } = paging(body);
  const value = sql`${answers.answers} ->> ${String(questionId)}`;
  const conditions: SQL[] = [eq(answers.questionnaireId, id), sql`${value} IS NOT NULL`];
  const stratumKey = readStratumKey(body.stratumKey);
  if (stratumKey) conditions.push(eq(answers.stratumKey, stratumKey));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(answers).where(where);
  const rows = await db
    .select({ id: answers.id, text: sql<string>`${value}`, institutionName: answers.institutionName, submittedAt: answers.submittedAt })
    .from(answers)
    .where(where)
    .orderBy(desc(answers.submittedAt), desc(answers.id))
    .limit(pageSize)
    .offset(offset);
  return {
    total,
    list: rows.map((row) => ({ answerId: row.id, text: row.text, institutionName: questionnaire.anonymous ? null : row.institutionName, submittedAt: row.submittedAt.toISOString() })),
  };
};
