/**
 * The member units as the review sees them: the register the sync compares (id, name, credit code), the
 * rename an approved change makes (the unit's row locked, the former name kept with its last day), and
 * the former names of a unit.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { resourceByName } from '../../../resources';
import type { Db } from '../../../server/db/client';
import { memberUnitFormerNames } from './schema';
import { tableOf } from '../../../server/resources/columns';
import { queryRows } from '../../../server/db/rows';
import { beijingDate, refuse } from './model';
import { MESSAGES } from './messages';

const memberUnit = resourceByName('memberUnit')!;
const table = tableOf(memberUnit);
export const unitTable = table.table;
export const unitColumns = table.columns as Record<'id' | 'unitName' | 'creditCode' | 'formerNames' | 'version' | 'updatedAt', (typeof table.columns)[string]>;

export interface RegisterUnit {
  id: number;
  name: string;
  creditCode: string | null;
}

/** Every member unit with its name and credit code, by id. */
export const registerUnits = async (db: Db): Promise<RegisterUnit[]> =>
  (await db.select({ id: unitColumns.id, name: unitColumns.unitName, creditCode: unitColumns.creditCode }).from(unitTable).orderBy(asc(unitColumns.id))) as RegisterUnit[];

/** The longest name a member unit may hold (its declaration's rule). */
export const UNIT_NAME_MAX = memberUnit.fields.find((field) => field.name === 'unitName')!.max ?? 60;

/** A unit's former names, oldest first; `until` is the date the next name took effect. */
export const formerNamesOf = async (db: Db, memberUnitId: number) =>
  db
    .select({ name: memberUnitFormerNames.name, until: memberUnitFormerNames.until, examineId: memberUnitFormerNames.examineId })
    .from(memberUnitFormerNames)
    .where(eq(memberUnitFormerNames.memberUnitId, memberUnitId))
    .orderBy(asc(memberUnitFormerNames.id));

/** The member unit's text of its former names, as its list shows and searches it. */
const formerNamesText = (names: Array<{ name: string; until: string }>) => names.map((item) => `${item.name}（${item.until}更名）`).join('；');

/**
 * Renames member unit `memberUnitId` from `from` to `to` on an approved change, inside the approval's
 * transaction: the unit's row is locked, so a concurrent edit or approval waits; a unit renamed meanwhile
 * (its name is no longer `from`) or a name another unit holds refuses the approval.
 */
export const renameUnit = async (tx: Db, memberUnitId: number, from: string, to: string, examineId: number, now: Date) => {
  const [unit] = await queryRows<{ id: number; unit_name: string }>(
    tx,
    sql`SELECT ${unitColumns.id} AS id, ${unitColumns.unitName} AS unit_name FROM ${unitTable} WHERE ${unitColumns.id} = ${memberUnitId} FOR UPDATE`,
  );
  if (!unit) return refuse(MESSAGES.unitGone);
  if (unit.unit_name !== from) return refuse(MESSAGES.unitRenamed);
  const [taken] = await tx
    .select({ id: unitColumns.id })
    .from(unitTable)
    .where(sql`${unitColumns.unitName} = ${to} AND ${unitColumns.id} <> ${memberUnitId}`)
    .limit(1);
  if (taken) return refuse(MESSAGES.nameTaken);
  // The new name takes effect on the approval's day (Beijing): the former name is kept with that date.
  const until = beijingDate(now);
  await tx.insert(memberUnitFormerNames).values({ memberUnitId, name: from, until, examineId });
  const names = await formerNamesOf(tx, memberUnitId);
  await tx
    .update(unitTable)
    .set({ unitName: to, formerNames: formerNamesText(names), version: sql`${unitColumns.version} + 1`, updatedAt: now } as never)
    .where(eq(unitColumns.id, memberUnitId));
};
