/**
 * Who records ability activity: an app user named by `appUserId` and `mobile` (the reference server has no
 * app login, like the questionnaire's app calls: a deployment puts the app's own session check here),
 * allowed to log in, staff of a listed member unit. The institution is the one the activity is counted for.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { resourceByName } from '../../resources';
import type { Db } from '../db/client';
import { appUsers } from '../db/schema';
import { ApiError } from '../http/envelope';
import { tableOf } from '../resources/columns';

export const LEARNER_MESSAGES = {
  unknownUser: 'APP用户不存在或手机号不符',
  disabled: '该APP用户已被禁止登录',
  notStaff: '只有会员单位从业人员可以参加能力建设学习',
  noInstitution: (name: string) => `未找到您所在的会员单位“${name}”`,
} as const;

export interface Learner {
  appUserId: number;
  userName: string;
  institutionId: number;
  institutionName: string;
}

const refuse = (message: string): never => {
  throw new ApiError(message);
};

/** The learner, with a row lock on the app user: a user's records are written one call at a time, in any process. */
export const resolveLearner = async (db: Db, appUserId: number, mobile: string): Promise<Learner> => {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.id, appUserId)).for('update');
  if (!user || user.mobile !== mobile) return refuse(LEARNER_MESSAGES.unknownUser);
  if (user.loginEnabled !== 1) return refuse(LEARNER_MESSAGES.disabled);
  if (user.userType !== 1 || !user.memberUnit?.trim()) return refuse(LEARNER_MESSAGES.notStaff);
  const name = user.memberUnit.trim();
  const units = tableOf(resourceByName('memberUnit')!);
  const [unit] = await db
    .select({ id: units.columns.id })
    .from(units.table)
    .where(eq(sql`trim(${units.columns.unitName})`, name))
    .orderBy(asc(units.columns.id))
    .limit(1);
  if (!unit) return refuse(LEARNER_MESSAGES.noInstitution(name));
  return { appUserId: user.id, userName: user.realName, institutionId: Number(unit.id), institutionName: name };
};
