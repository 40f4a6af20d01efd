/**
 * The app's side of a questionnaire: who is asking (an app user of a member institution), the open
 * questionnaires whose sample holds that institution, and submitting an institution's one answer. The app
 * calls (appCalls.ts) and the demo data (demo.ts) both go through these functions.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { answers, draws, questionnaires, samples } from './schema';
import { MEMBER_UNIT_MESSAGES, unitById } from '../../../server/modules/memberUnits';
import { readAnswers } from './answerInput';
import { STATUS, beijingTime, refuse } from './model';
import { questionDto } from './questions';
import { isOpen, questionRows } from './store';

export const APP_MESSAGES = {
  unknownUser: 'APP用户不存在或手机号不符',
  disabled: '该APP用户已被禁止登录',
  notStaff: '只有会员单位从业人员可以填写问卷',
  noInstitution: MEMBER_UNIT_MESSAGES.notLinked,
  notFound: '问卷不存在或未发布',
  notStarted: (time: string) => `问卷将于${time}开始，请届时填写`,
  ended: (time: string) => `问卷已于${time}截止，不能再提交`,
  closed: '问卷已结束，不能再提交',
  notSampled: '贵机构不在本问卷的抽样范围内，无需填写',
  answered: '贵机构已提交过该问卷，不能重复提交',
  submitted: '提交成功',
} as const;

export interface AppRespondent {
  appUserId: number;
  realName: string;
  institutionId: number;
  institutionName: string;
}

/**
 * The app user named by `appUserId` and `mobile` (the reference server has no app login: the pair must
 * match an app user; a deployment puts the app's own session check here), enabled, staff of a member unit.
 * The institution is the unit the user is linked to by id; its name now is kept with the answer.
 */
export const resolveRespondent = async (db: Db, appUserId: number, mobile: string): Promise<AppRespondent> => {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.id, appUserId));
  if (!user || user.mobile !== mobile) refuse(APP_MESSAGES.unknownUser);
  if (user!.loginEnabled !== 1) refuse(APP_MESSAGES.disabled);
  if (user!.userType !== 1) refuse(APP_MESSAGES.notStaff);
  const unit = await unitById(db, user!.memberUnitId);
  if (!unit) refuse(APP_MESSAGES.noInstitution);
  return { appUserId: user!.id, realName: user!.realName, institutionId: unit!.id, institutionName: unit!.name };
};

/** The institution's sample row in the questionnaire's current draw, if it is sampled. */
const sampleOf = async (db: Db, questionnaireId: number, institutionId: number) => {
  const [row] = await db
    .select({ id: samples.id, drawId: samples.drawId, stratumKey: samples.stratumKey, answered: samples.answered })
    .from(samples)
    .innerJoin(draws, eq(draws.id, samples.drawId))
    .where(and(eq(draws.questionnaireId, questionnaireId), eq(draws.current, true), eq(samples.institutionId, institutionId)));
  return row ?? null;
};

/** The open questionnaires of the respondent's institution, with their questions and whether it answered. */
export const openQuestionnaires = async (db: Db, respondent: AppRespondent) => {
  const rows = await db
    .select({ questionnaire: questionnaires, answered: samples.answered })
    .from(samples)
    .innerJoin(draws, and(eq(draws.id, samples.drawId), eq(draws.current, true)))
    .innerJoin(questionnaires, eq(questionnaires.id, draws.questionnaireId))
    .where(and(eq(samples.institutionId, respondent.institutionId), eq(questionnaires.status, STATUS.published)))
    .orderBy(questionnaires.id);
  const now = new Date();
  const open = rows.filter((row) => isOpen(row.questionnaire, now));
  const result = [];
  for (const { questionnaire, answered } of open) {
    result.push({
      id: questionnaire.id,
      title: questionnaire.title,
      description: questionnaire.description,
      startTime: questionnaire.startTime?.toISOString() ?? null,
      endTime: questionnaire.endTime?.toISOString() ?? null,
      anonymous: questionnaire.anonymous,
      answered,
      questions: (await questionRows(db, questionnaire.id)).map(questionDto),
    });
  }
  return result;
};

/**
 * Submits the institution's answer to questionnaire `id`. Holds the questionnaire's row in share mode (a
 * close waits for it, and it for a close); the unique index (questionnaire, institution) refuses a second
 * answer even when two arrive at once, from any server process.
 */
export const submitAnswer = async (tx: Db, respondent: AppRespondent, id: number, value: unknown, now = new Date()) => {
  const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, id)).for('share');
  if (!row || row.status === STATUS.draft) refuse(APP_MESSAGES.notFound);
  if (row!.status === STATUS.closed) refuse(APP_MESSAGES.closed);
  if (row!.startTime && row!.startTime > now) refuse(APP_MESSAGES.notStarted(beijingTime(row!.startTime)!));
  if (row!.endTime && row!.endTime <= now) refuse(APP_MESSAGES.ended(beijingTime(row!.endTime)!));
  const sample = await sampleOf(tx, id, respondent.institutionId);
  if (!sample) refuse(APP_MESSAGES.notSampled);
  if (sample!.answered) refuse(APP_MESSAGES.answered);
  const stored = readAnswers(value, await questionRows(tx, id));
  const [inserted] = await tx
    .insert(answers)
    .values({
      questionnaireId: id,
      drawId: sample!.drawId,
      institutionId: respondent.institutionId,
      institutionName: respondent.institutionName,
      stratumKey: sample!.stratumKey,
      appUserId: row!.anonymous ? null : respondent.appUserId,
      appUserName: row!.anonymous ? null : respondent.realName,
      answers: stored,
      submittedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: answers.id });
  if (!inserted) refuse(APP_MESSAGES.answered);
  await tx.update(samples).set({ answered: true, answeredAt: now }).where(eq(samples.id, sample!.id));
  return { id: inserted.id, questionnaireId: id, submittedAt: now.toISOString() };
};
