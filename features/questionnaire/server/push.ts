/**
 * Pushing a published questionnaire to its sampled institutions' app users (pushAttribute). Like the news
 * pushes (server/modules/jgPush.ts) there is no push provider: a qn_push row is the push, with one
 * qn_push_target row per institution, written pending and then settled: sent to the institution's enabled
 * member-unit staff in the app, or failed when it has none. A later push (a reminder) goes to the sampled
 * institutions that have not answered. A second push within LIMITS.pushRepeatMinutes is refused; the
 * check and the write run under the questionnaire's row lock, so two server processes cannot both push.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { draws, pushes, pushTargets, samples } from './schema';
import { LIMITS, MESSAGES, PUSH_STATUS, STATUS, beijingTime, refuse } from './model';
import { lockQuestionnaire } from './store';

/** App users who receive an institution's pushes: its staff (userType 1) allowed to log in, linked to it by id. */
const recipientsById = async (tx: Db, ids: number[]): Promise<Map<number, number>> => {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ unit: appUsers.memberUnitId, users: count() })
    .from(appUsers)
    .where(and(inArray(appUsers.memberUnitId, ids), eq(appUsers.userType, 1), eq(appUsers.loginEnabled, 1)))
    .groupBy(appUsers.memberUnitId);
  return new Map(rows.map((row) => [Number(row.unit), row.users]));
};

export const pushQuestionnaire = async (tx: Db, id: number, by: string) => {
  const row = await lockQuestionnaire(tx, id);
  if (row.status !== STATUS.published) refuse(MESSAGES.pushNotPublished);
  const [draw] = await tx
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.questionnaireId, id), eq(draws.current, true)));
  if (!draw) refuse(MESSAGES.pushNoSample);
  const now = new Date();
  const [last] = await tx.select({ pushedAt: pushes.pushedAt }).from(pushes).where(eq(pushes.questionnaireId, id)).orderBy(desc(pushes.pushedAt)).limit(1);
  if (last && now.getTime() - last.pushedAt.getTime() < LIMITS.pushRepeatMinutes * 60_000) {
    refuse(MESSAGES.pushRepeated(beijingTime(last.pushedAt)!.slice(11), LIMITS.pushRepeatMinutes));
  }
  const targets = await tx
    .select({ institutionId: samples.institutionId })
    .from(samples)
    .where(and(eq(samples.drawId, draw!.id), eq(samples.answered, false)))
    .orderBy(samples.institutionId);
  if (!targets.length) refuse(MESSAGES.pushNobody);

  const [push] = await tx.insert(pushes).values({ questionnaireId: id, drawId: draw!.id, pushedBy: by, pushedAt: now, targetCount: targets.length }).returning();
  for (let start = 0; start < targets.length; start += 1000) {
    await tx.insert(pushTargets).values(targets.slice(start, start + 1000).map((target) => ({ pushId: push.id, institutionId: target.institutionId, status: PUSH_STATUS.pending })));
  }
  // Settling: the institution's staff by its id (a rename since the draw changes nothing).
  const recipients = await recipientsById(
    tx,
    targets.map((target) => target.institutionId),
  );
  const reached = (target: (typeof targets)[number]) => (recipients.get(target.institutionId) ?? 0) > 0;
  const sent = targets.filter(reached).map((target) => target.institutionId);
  const failed = targets.filter((target) => !reached(target)).map((target) => target.institutionId);
  const settle = async (ids: number[], status: number, reason: string | null) => {
    // One statement per distinct number of recipients (a handful), rather than one per institution.
    const byRecipients = new Map<number, number[]>();
    const chosen = new Set(ids);
    for (const target of targets.filter((item) => chosen.has(item.institutionId))) {
      const users = recipients.get(target.institutionId) ?? 0;
      byRecipients.set(users, [...(byRecipients.get(users) ?? []), target.institutionId]);
    }
    for (const [users, group] of byRecipients) {
      await tx
        .update(pushTargets)
        .set({ status, reason, recipients: users, updatedAt: new Date() })
        .where(and(eq(pushTargets.pushId, push.id), inArray(pushTargets.institutionId, group)));
    }
    if (ids.length)
      await tx
        .update(samples)
        .set({ pushStatus: status, lastPushedAt: now })
        .where(and(eq(samples.drawId, draw!.id), inArray(samples.institutionId, ids)));
  };
  await settle(sent, PUSH_STATUS.sent, null);
  await settle(failed, PUSH_STATUS.failed, MESSAGES.noAppUser);
  const [settled] = await tx.update(pushes).set({ sentCount: sent.length, failedCount: failed.length }).where(eq(pushes.id, push.id)).returning();
  return pushDto(settled);
};

export const pushDto = (row: typeof pushes.$inferSelect) => ({
  id: row.id,
  questionnaireId: row.questionnaireId,
  drawId: row.drawId,
  pushedBy: row.pushedBy,
  pushedAt: row.pushedAt.toISOString(),
  targetCount: row.targetCount,
  sentCount: row.sentCount,
  failedCount: row.failedCount,
});

/** queryPushList: the pushes of a questionnaire, newest first, each with its failed institutions. */
export const listPushes = async (db: Db, id: number) => {
  const rows = await db.select().from(pushes).where(eq(pushes.questionnaireId, id)).orderBy(desc(pushes.pushedAt), desc(pushes.id));
  const failures = rows.length
    ? await db
        .select({ pushId: pushTargets.pushId, institutionId: pushTargets.institutionId, institutionName: samples.institutionName, reason: pushTargets.reason })
        .from(pushTargets)
        .innerJoin(pushes, eq(pushes.id, pushTargets.pushId))
        .innerJoin(samples, and(eq(samples.drawId, pushes.drawId), eq(samples.institutionId, pushTargets.institutionId)))
        .where(
          and(
            inArray(
              pushTargets.pushId,
              rows.map((row) => row.id),
            ),
            eq(pushTargets.status, PUSH_STATUS.failed),
          ),
        )
        .orderBy(pushTargets.institutionId)
    : [];
  return rows.map((row) => ({
    ...pushDto(row),
    failed: failures.filter((failure) => failure.pushId === row.id).map(({ institutionId, institutionName, reason }) => ({ institutionId, institutionName, reason })),
  }));
};
