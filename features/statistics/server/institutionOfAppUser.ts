/**
 * The member institution the statistics count an app user's events and queries under: the one the
 * server's records give the user, never one a request names: the member unit the user is linked to by id
 * (sys_app_user.member_unit_id, docs/app-users.md), so a renamed unit keeps counting its people's events.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';

/** The member unit id of app user `appUserId`, or null (no such user, or linked to no member unit). */
export const institutionOfAppUser = async (db: Db, appUserId: number): Promise<number | null> => {
  // The key guarantees the unit exists while the user names it.
  const [row] = await db.select({ id: appUsers.memberUnitId }).from(appUsers).where(eq(appUsers.id, appUserId)).limit(1);
  return row?.id ?? null;
};
