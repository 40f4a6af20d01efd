/**
 * The SMS reviewers (sms/querySmsConfUser, querySmsConfUserById, addSmsConf) and the notices a submitted
 * change sends them. Only a user whose enabled role holds the review menu (21) with its 'modify' unit, so
 * that they can actually review, may be chosen (the spec's check "whether a role contains the
 * institution-review menu"). A notice is a row of the SMS outbox, written in the submit's transaction,
 * and handed to the SMS gateway once that transaction has committed (docs/institution-review.md).
 */
import { asc, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../server/auth/sessions';
import type { Db } from '../../../server/db/client';
import { smsOutbox } from '../../../server/db/schema';
import { smsConfUsers } from './schema';
import type { Services } from '../../../server/services';
import { queryRows } from '../../../server/db/rows';
import { MENU, NOTICE_TYPE, LIMITS, maskPhone, refuse } from './model';
import { MESSAGES } from './messages';
import { readIdList } from '../../../server/http/validate';

export interface Reviewer {
  id: number;
  loginName: string;
  cnName: string;
  phone: string | null;
  roleCode: string | null;
  roleName: string | null;
}

/** Users whose enabled account and role hold the review menu with its 'modify' unit. */
export const eligibleReviewers = async (db: Db, ids?: number[]): Promise<Reviewer[]> =>
  queryRows<Reviewer>(
    db,
    sql`SELECT u.id, u.login_name AS "loginName", u.cn_name AS "cnName", u.phone, u.role_code AS "roleCode", r.name AS "roleName"
        FROM sys_user u JOIN sys_role r ON r.code = u.role_code AND r.status = 1
        JOIN sys_role_menu rm ON rm.role_id = r.id AND rm.menu_id = ${MENU.audit} AND (rm.data_units IS NULL OR 'modify' = ANY(rm.data_units))
        WHERE u.status = 1 ${ids ? sql`AND u.id = ANY(${`{${ids.join(',')}}`}::int[])` : sql``}
        ORDER BY u.id`,
  );

const reviewerDto = (user: Reviewer, chosen: Set<number>) => ({
  id: user.id,
  loginName: user.loginName,
  cnName: user.cnName,
  phone: maskPhone(user.phone),
  hasPhone: !!user.phone,
  roleName: user.roleName,
  chosen: chosen.has(user.id),
});

const chosenIds = async (db: Db) => new Set((await db.select({ id: smsConfUsers.userId }).from(smsConfUsers).orderBy(asc(smsConfUsers.userId))).map((row) => row.id));

/** querySmsConfUser: the reviewers an SMS tells now (still eligible), phones masked. */
export const configuredReviewers = async (db: Db) => {
  const chosen = await chosenIds(db);
  const users = (await eligibleReviewers(db)).filter((user) => chosen.has(user.id));
  return { list: users.map((user) => reviewerDto(user, chosen)), total: users.length };
};

/** querySmsConfUserById: the users who may be chosen, i.e. whose role holds menu `menuId` (21, the review menu). */
export const candidateReviewers = async (db: Db, body: Record<string, unknown>) => {
  const menuId = body.menuId === undefined || body.menuId === null || body.menuId === '' ? MENU.audit : Number(body.menuId);
  if (menuId !== MENU.audit) refuse(MESSAGES.badMenu);
  const chosen = await chosenIds(db);
  const users = await eligibleReviewers(db);
  return { list: users.map((user) => reviewerDto(user, chosen)), total: users.length };
};

/** addSmsConf: the reviewers become exactly `userIds` (may be empty: nobody is told). */
export const saveReviewers = async (tx: Db, body: Record<string, unknown>, by: string) => {
  const ids = readIdList(body.userIds, { required: MESSAGES.reviewersRequired, invalid: MESSAGES.reviewersInvalid }, { allowEmpty: true, max: LIMITS.notices, tooMany: MESSAGES.tooManyReviewers });
  // One configuration at a time: two saves do not interleave their delete and insert.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sms-conf-user'))`);
  const eligible = await eligibleReviewers(tx, ids);
  if (eligible.length !== ids.length) refuse(MESSAGES.notReviewer);
  await tx.delete(smsConfUsers);
  if (ids.length) await tx.insert(smsConfUsers).values(ids.map((userId) => ({ userId, createdBy: by })));
  return configuredReviewers(tx);
};

export interface Notice {
  phone: string;
  text: string;
}

/**
 * Writes the notices of a submitted change into the outbox (in the submit's transaction) and answers them,
 * with whom they told: the configured reviewers still eligible, with a phone, other than the submitter.
 */
export const writeNotices = async (tx: Db, submitter: SessionUser, change: { orgName: string; newOrgName: string }, now: Date) => {
  const chosen = await chosenIds(tx);
  const reviewers = (await eligibleReviewers(tx)).filter((user) => chosen.has(user.id) && user.phone && user.id !== submitter.id);
  const text = `【机构名称审核】${submitter.cnName}提交了机构名称变更“${change.orgName}”→“${change.newOrgName}”，请及时登录系统审核。`.slice(0, 255);
  const notices: Notice[] = [];
  for (const reviewer of reviewers) {
    await tx.insert(smsOutbox).values({ phone: reviewer.phone!, messageType: NOTICE_TYPE, codeHash: null, text, createdAt: now, expiresAt: now });
    notices.push({ phone: reviewer.phone!, text });
  }
  return { notices, notified: reviewers.map((user) => ({ userId: user.id, cnName: user.cnName, phone: maskPhone(user.phone)! })) };
};

/** Hands committed notices to the gateway; one that cannot be handed over is logged, the submit stands. */
export const deliverNotices = async (services: Pick<Services, 'sms' | 'log'>, notices: Notice[]) => {
  for (const notice of notices) {
    try {
      await services.sms.send(notice.phone, notice.text);
    } catch (error) {
      services.log.warn({ err: error, phone: maskPhone(notice.phone) }, 'examine notice not delivered');
    }
  }
};

/** The notices an outbox holds for `phone` (tests and the docs' check). */
export const noticesTo = async (db: Db, phone: string) =>
  db
    .select({ text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(sql`${smsOutbox.phone} = ${phone} AND ${smsOutbox.messageType} = ${NOTICE_TYPE}`)
    .orderBy(asc(smsOutbox.id));
