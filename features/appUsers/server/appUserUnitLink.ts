/**
 * The member unit of an app user as user/userManagerUpdete changes it (docs/app-users.md): by
 * `memberUnitId`, an existing unit of the member directory or null, never by a typed name; staff
 * (userType 1) need one. Checked in the update's transaction against the stored row, locked.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { appUsers } from '../../../server/db/schema';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { RECORD_MESSAGES, wholeNumber } from '../../../server/http/validate';
import { APP_USER_MESSAGES, fail } from './records';
import { holdUnitForLink, MEMBER_UNIT_MESSAGES } from '../../../server/modules/memberUnits';

const STAFF = 1;

/** The unit of an update: undefined when absent, null to unlink, else a unit id (its existence checked later). */
export const readUnitLink = (body: Record<string, unknown>): number | null | undefined => {
  // The unit's name is the directory's: a name sent by the client is never stored or looked up.
  if (body.memberUnit !== undefined) fail(MEMBER_UNIT_MESSAGES.noFreeText);
  const value = body.memberUnitId;
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  return wholeNumber(value, 1) ?? fail(MEMBER_UNIT_MESSAGES.badId);
};

/** The list's `memberUnitId` search: the users of one unit (its name never searched: the id is the link). */
export const readUnitFilter = (body: Record<string, unknown>): number | undefined => {
  const value = body.memberUnitId;
  if (value === undefined || value === null || value === '') return undefined;
  return wholeNumber(value, 1) ?? fail(MEMBER_UNIT_MESSAGES.badId);
};

/**
 * Checks the unit and the staff rule of an update that sets `memberUnitId` or `userType` of user `id` at
 * `version`: the user's row is locked (so the rule holds against a concurrent update), a linked unit held
 * against its delete. Answers the values to write: linking a unit drops the earlier typed name.
 */
export const checkUnitLink = async (tx: Db, id: number, version: number, values: { memberUnitId?: number | null; userType?: number }) => {
  const [stored] = await tx.select({ version: appUsers.version, userType: appUsers.userType, memberUnitId: appUsers.memberUnitId }).from(appUsers).where(eq(appUsers.id, id)).for('update');
  if (!stored) return fail(APP_USER_MESSAGES.notFound);
  if (stored.version !== version) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
  const unitId = values.memberUnitId === undefined ? stored.memberUnitId : values.memberUnitId;
  if (typeof values.memberUnitId === 'number' && !(await holdUnitForLink(tx, values.memberUnitId))) fail(MEMBER_UNIT_MESSAGES.unknown);
  if ((values.userType ?? stored.userType) === STAFF && unitId === null) fail(MEMBER_UNIT_MESSAGES.staffNeedsUnit);
  return typeof values.memberUnitId === 'number' ? { legacyMemberUnit: null } : {};
};
