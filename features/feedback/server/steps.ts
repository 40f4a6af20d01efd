/**
 * The two recorded steps of a feedback (docs/opinion-feedback.md): handling (updateFeedbackDealWithResult,
 * the internal result, may be recorded again until the result is issued) and issuing
 * (updateFeedbackIssuedResult, the result the submitter sees, once, only after handling). Each runs under
 * the row's lock in the caller's transaction, checks the version the operator read, and records a step
 * with who and when, so two operators (or two server processes) acting on one feedback at once cannot
 * both pass: the second reads the first one's version and is refused.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { feedbackSteps } from './schema';
import { ApiError } from '../../../server/http/envelope';
import { hasInvalidText, invalidCharacters, readId, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';
import { feedbackDetail, feedbackTable, lockFeedback, type FeedbackDetail } from './records';
import type { FeedbackStepKind } from '../contract/workflow';

export const STEP_MESSAGES = {
  dealRequired: '请输入处理结果',
  issueRequired: '请输入下发结果',
  tooLong: (label: string) => `${label}不能超过2000个字符`,
  notText: (label: string) => `${label}格式不正确`,
  notHandled: '该反馈尚未处理，请先填写处理结果再下发',
  alreadyIssued: '该反馈已下发，不能重复下发',
  closed: '该反馈的处理结果已下发，不能再修改',
  dealt: '处理成功',
  issued: '下发成功',
} as const;

export const RESULT_MAX = 2000;

export interface StepActor {
  id: number | null;
  name: string;
}

/** A result text: required, trimmed, at most 2,000 characters. */
const readResult = (body: Record<string, unknown>, field: string, label: string, required: string): string => {
  const value = body[field];
  if (value === undefined || value === null) throw new ApiError(required);
  if (typeof value !== 'string') throw new ApiError(STEP_MESSAGES.notText(label));
  const text = value.trim();
  if (!text) throw new ApiError(required);
  if ([...text].length > RESULT_MAX) throw new ApiError(STEP_MESSAGES.tooLong(label));
  if (hasInvalidText(text)) throw invalidCharacters(label);
  return text;
};

export const readDealInput = (body: Record<string, unknown>) => ({
  id: readId(body),
  version: readVersion(body),
  result: readResult(body, 'dealWithResult', '处理结果', STEP_MESSAGES.dealRequired),
});

export const readIssueInput = (body: Record<string, unknown>) => ({
  id: readId(body),
  version: readVersion(body),
  result: readResult(body, 'issuedResult', '下发结果', STEP_MESSAGES.issueRequired),
});

type StepInput = ReturnType<typeof readDealInput>;

const recordStep = (tx: Db, feedbackId: number, kind: FeedbackStepKind, result: string, actor: StepActor, now: Date) =>
  tx.insert(feedbackSteps).values({ feedbackId, kind, result, actorId: actor.id, actorName: actor.name, actedAt: now });

/** Writes a step's columns on the feedback (a new version) and its row of the history; answers the detail. */
const writeStep = async (tx: Db, input: StepInput, kind: 'deal' | 'issue', values: Record<string, unknown>, actor: StepActor, now: Date): Promise<FeedbackDetail> => {
  const { table, columns } = feedbackTable();
  await tx
    .update(table)
    .set({ ...values, version: sql`${columns.version} + 1`, updatedAt: now } as never)
    .where(eq(columns.id, input.id));
  await recordStep(tx, input.id, kind, input.result, actor, now);
  return feedbackDetail(tx, input.id);
};

/** Handling: the internal result, recorded (again) while the result is not issued. */
export const dealWithFeedback = async (tx: Db, input: StepInput, actor: StepActor, now = new Date()): Promise<FeedbackDetail> => {
  const row = await lockFeedback(tx, input.id);
  if (row.version !== input.version) throw new ApiError(RECORD_MESSAGES.conflict);
  if (row.issuedStatus === 1) throw new ApiError(STEP_MESSAGES.closed);
  return writeStep(tx, input, 'deal', { dealWithStatus: 1, dealWithResult: input.result, dealtAt: now, dealtBy: actor.name }, actor, now);
};

/** Issuing: the result sent to the submitter, once, and only after handling. */
export const issueFeedback = async (tx: Db, input: StepInput, actor: StepActor, now = new Date()): Promise<FeedbackDetail> => {
  const row = await lockFeedback(tx, input.id);
  // The state is checked before the version: a stale page learns why it cannot issue.
  if (row.issuedStatus === 1) throw new ApiError(STEP_MESSAGES.alreadyIssued);
  if (row.dealWithStatus !== 1) throw new ApiError(STEP_MESSAGES.notHandled);
  if (row.version !== input.version) throw new ApiError(RECORD_MESSAGES.conflict);
  return writeStep(tx, input, 'issue', { issuedStatus: 1, issuedResult: input.result, issuedAt: now, issuedBy: actor.name }, actor, now);
};
