/**
 * A member unit its app users still name cannot be deleted (issue 34): they hold its id, and the operator
 * moves them to another unit (用户管理) first. The unit's row is locked before the users are counted, and
 * linking a user holds the unit FOR KEY SHARE (server/modules/memberUnits.ts), so a link and this delete
 * never both succeed: whichever waits sees the other's outcome. The foreign key stands behind it.
 */
import { count, eq } from 'drizzle-orm';
import { appUsers } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { memberUnits } from '../../modules/memberUnits';
import type { DeleteRule } from './deleteRule';

export const memberUnitInUse = (users: number) => `该会员单位下还有 ${users} 名APP用户，请先在用户管理中调整其所属会员单位后再删除`;

export const memberUnitUseRule: DeleteRule = async ({ db, id }) => {
  await db.select({ id: memberUnits.columns.id }).from(memberUnits.table).where(eq(memberUnits.columns.id, id)).for('update');
  const [{ users }] = await db.select({ users: count() }).from(appUsers).where(eq(appUsers.memberUnitId, id));
  if (users > 0) throw new ApiError(memberUnitInUse(users));
};
