/**
 * Who records ability activity: an app user named by `appUserId` and `mobile` (the reference server has no
 * app login, like the questionnaire's app calls: a deployment puts the app's own session check here),
 * allowed to log in, staff of the member unit they are linked to by id. The institution is the one the
 * activity is counted for.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/envelope';
import { MEMBER_UNIT_MESSAGES, unitById } from '../../../server/modules/memberUnits';

export const LEARNER_MESSAGES = {
  unknownUser: 'APP用户不存在或手机号不符',
  disabled: '该APP用户已被禁止登录',
  notStaff: '只有会员单位从业人员可以参加能力建设学习',
  noInstitution: MEMBER_UNIT_MESSAGES.notLinked,
} as const;

export interface Learner {
  appUserId: number;
  userName: string;
  institutionId: number;
  /** The unit's name now, kept with each record as it was at the time (the statistics count by id). */
  institutionName: string;
}

const refuse = (message: string): never => {
  throw new ApiError(message);
};

/**
 * The learner, with a row lock on the app user: a user's records are written one call at a time, in any
 * process. The institution is the unit the user is linked to by id (an approved rename changes nothing here).
 */
export const resolveLearner = async (db: Db, appUserId: number, mobile: string): Promise<Learner> => {
  const [user] = await db.select().from(appUsers).where(eq(appUsers.id, appUserId)).for('update');
  if (!user || user.mobile !== mobile) return refuse(LEARNER_MESSAGES.unknownUser);
  if (user.loginEnabled !== 1) return refuse(LEARNER_MESSAGES.disabled);
  if (user.userType !== 1) return refuse(LEARNER_MESSAGES.notStaff);
  const unit = await unitById(db, user.memberUnitId);
  if (!unit) return refuse(LEARNER_MESSAGES.noInstitution);
  return { appUserId: user.id, userName: user.realName, institutionId: unit.id, institutionName: unit.name };
};
