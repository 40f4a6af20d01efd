/**
 * The row a detail call is drilled into (the assessment, the user), looked up by id: shown above the list's rows
 * and named in an export's filter. A missing one is refused in Chinese, so a detail never lists rows of nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { ApiError } from '../../../server/http/envelope';
import { unitById } from '../../../server/modules/memberUnits';
import type { AbilityFilters } from './filters';
import { abilityAssessments } from './schema';

export const assessmentOf = async (db: Db, filters: AbilityFilters) => {
  if (filters.assessmentId === undefined) return {};
  const [assessment] = await db
    .select({ id: abilityAssessments.id, title: abilityAssessments.title, questionIds: abilityAssessments.questionIds })
    .from(abilityAssessments)
    .where(eq(abilityAssessments.id, filters.assessmentId));
  if (!assessment) throw new ApiError('考核不存在');
  return { assessment: { id: assessment.id, title: assessment.title, questionCount: assessment.questionIds.length } };
};

export const userOf = async (db: Db, filters: AbilityFilters) => {
  if (filters.appUserId === undefined) return {};
  const [user] = await db.select({ id: appUsers.id, userName: appUsers.realName, unitId: appUsers.memberUnitId }).from(appUsers).where(eq(appUsers.id, filters.appUserId));
  if (!user) throw new ApiError('APP用户不存在');
  // The institution's name now, through the user's link to it.
  const { unitId, ...shown } = user;
  return { user: { ...shown, institutionName: (await unitById(db, unitId))?.name ?? null } };
};
