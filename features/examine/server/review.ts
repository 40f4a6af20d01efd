/**
 * The transitions of a name change, each in the call's transaction after locking the change's row
 * (SELECT … FOR UPDATE), so two concurrent calls on one change run one after the other and the second
 * sees the first's state: submit (待提交 or 已驳回 → 待审核), withdraw (待审核 → 待提交, by the submitter),
 * approve (待审核 → 已通过, renaming the member unit) and reject (待审核 → 已驳回, with a comment). The one who
 * submitted a change can never approve or reject it. Every transition is a node.
 */
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/sessions';
import type { Db } from '../../../server/db/client';
import { orgExamineNodes, orgExamines } from './schema';
import { hasInvalidText, wholeNumber } from '../../../server/http/validate';
import { queryRows } from '../../../server/db/rows';
import { LIMITS, STATUS, refuse, type ExamineStatus } from './model';
import { MESSAGES } from './messages';
import { writeNotices } from './notices';
import { renameUnit } from './units';

type ExamineRow = typeof orgExamines.$inferSelect;

/** Locks change `id` for the transaction and answers it; a `version` given must be the stored one. */
const lockExamine = async (tx: Db, id: number, version: number | null) => {
  const [locked] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM ${orgExamines} WHERE id = ${id} FOR UPDATE`);
  if (!locked) return refuse(MESSAGES.notFound);
  const [row] = await tx.select().from(orgExamines).where(eq(orgExamines.id, id));
  if (version !== null && row.version !== version) refuse(MESSAGES.conflict);
  return row;
};

/** The version of a transition: optional (the console sends what it read), checked when given. */
export const optionalVersion = (body: Record<string, unknown>) =>
  body.version === undefined || body.version === null || body.version === '' ? null : (wholeNumber(body.version, 0) ?? refuse('版本号必须是非负整数'));

const actor = (user: SessionUser) => ({ actorId: user.id, actorLogin: user.loginName, actorName: user.cnName });

const move = async (tx: Db, row: ExamineRow, to: ExamineStatus, values: Partial<typeof orgExamines.$inferInsert>, now: Date) => {
  await tx
    .update(orgExamines)
    .set({ ...values, examineStatus: to, version: row.version + 1, updatedAt: now })
    .where(eq(orgExamines.id, row.id));
};

/** submitExamine: 待提交 or 已驳回 → 待审核, the caller becoming the submitter; the reviewers' notices answered for sending. */
export const submit = async (tx: Db, id: number, version: number | null, user: SessionUser, now = new Date()) => {
  const row = await lockExamine(tx, id, version);
  if (row.examineStatus !== STATUS.draft && row.examineStatus !== STATUS.rejected) refuse(MESSAGES.notSubmittable);
  await move(
    tx,
    row,
    STATUS.pending,
    { submittedAt: now, submittedBy: user.loginName, submittedByName: user.cnName, submittedById: user.id, examineOpinion: null, examinedAt: null, examinedBy: null, examinedByName: null },
    now,
  );
  const { notices, notified } = await writeNotices(tx, user, row, now);
  await tx.insert(orgExamineNodes).values({ examineId: id, action: 'submit', fromStatus: row.examineStatus, toStatus: STATUS.pending, ...actor(user), notified, at: now });
  return notices;
};

/** submitExamine with `withdraw: true`: 待审核 → 待提交, by the submitter only. */
export const withdraw = async (tx: Db, id: number, version: number | null, user: SessionUser, now = new Date()) => {
  const row = await lockExamine(tx, id, version);
  if (row.examineStatus !== STATUS.pending) refuse(MESSAGES.notWithdrawable);
  if (row.submittedById !== user.id) refuse(MESSAGES.onlySubmitterWithdraws);
  await move(tx, row, STATUS.draft, {}, now);
  await tx.insert(orgExamineNodes).values({ examineId: id, action: 'withdraw', fromStatus: STATUS.pending, toStatus: STATUS.draft, ...actor(user), at: now });
};

/** The opinion of a review: required to reject, at most 500 characters. */
const readOpinion = (value: unknown, required: boolean): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return required ? refuse(MESSAGES.opinionRequired) : null;
  if (typeof value !== 'string') return refuse('审核意见格式不正确');
  if ([...value.trim()].length > LIMITS.opinion) refuse(MESSAGES.opinionTooLong);
  if (hasInvalidText(value)) refuse('审核意见包含无效字符');
  return value.trim();
};

/** orgExamine: approve (examineStatus 1) or reject (2) a change waiting for review. */
export const review = async (tx: Db, body: Record<string, unknown>, user: SessionUser, now = new Date()) => {
  const id = wholeNumber(body.id, 1) ?? refuse('记录编号必须是正整数');
  const result = Number(body.examineStatus ?? body.result);
  if (result !== STATUS.approved && result !== STATUS.rejected) refuse(MESSAGES.badResult);
  const opinion = readOpinion(body.examineOpinion ?? body.opinion, result === STATUS.rejected);
  const row = await lockExamine(tx, id, optionalVersion(body));
  if (row.examineStatus !== STATUS.pending) refuse(MESSAGES.notPending);
  if (row.submittedById === user.id) refuse(MESSAGES.ownSubmission);
  if (result === STATUS.approved && row.memberUnitId) await renameUnit(tx, row.memberUnitId, row.orgName, row.newOrgName, row.id, now);
  await move(tx, row, result as ExamineStatus, { examineOpinion: opinion, examinedAt: now, examinedBy: user.loginName, examinedByName: user.cnName }, now);
  await tx.insert(orgExamineNodes).values({
    examineId: id,
    action: result === STATUS.approved ? 'approve' : 'reject',
    fromStatus: STATUS.pending,
    toStatus: result,
    ...actor(user),
    comment: opinion,
    at: now,
  });
  return id;
};
