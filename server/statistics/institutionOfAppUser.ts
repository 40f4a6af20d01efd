/**
 * The member institution the statistics count an app user's events and queries under: the one the
 * server's records give the user, never one a request names. The one place that knows how an app user
 * names their institution: today by name (sys_app_user.member_unit, trimmed, against the member units'
 * names, the first by id when two share one); once app users hold the member unit's id, this reads it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { resourceByName } from '../../resources';
import type { Db } from '../db/client';
import { appUsers } from '../db/schema';
import { tableOf } from '../resources/columns';

/** The member unit id of app user `appUserId`, or null (no such user, no institution, or a name no member unit has). */
export const institutionOfAppUser = async (db: Db, appUserId: number): Promise<number | null> => {
  const units = tableOf(resourceByName('memberUnit')!);
  const [row] = await db
    .select({ id: units.columns.id })
    .from(appUsers)
    .innerJoin(units.table, eq(sql`trim(${units.columns.unitName})`, sql`trim(${appUsers.memberUnit})`))
    .where(eq(appUsers.id, appUserId))
    .orderBy(asc(units.columns.id))
    .limit(1);
  return row ? Number(row.id) : null;
};
