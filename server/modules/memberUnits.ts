/**
 * The member units (the declared module memberUnit, table res_member_unit) as the app users reference them:
 * by id, never by name (issue 34). A unit's name lives in its own row only, so an approved rename
 * (features/examine/server) reaches every app user, learner, respondent and staff count at once.
 */
import { eq, inArray } from 'drizzle-orm';
import { resourceByName } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../resources/columns';

export const MEMBER_UNIT_RESOURCE = resourceByName('memberUnit')!;
export const memberUnits = tableOf(MEMBER_UNIT_RESOURCE);
const { id: unitId, unitName } = memberUnits.columns;

export const MEMBER_UNIT_MESSAGES = {
  /** An app-facing call of a staff user whose account names no member unit (an unmatched earlier name). */
  notLinked: '您的账号尚未关联所在的会员单位，请联系协会核实',
  /** The console names a unit that is not (or no longer) in the member directory. */
  unknown: '所选会员单位不存在或已被删除，请重新选择',
  badId: '会员单位编号必须是正整数',
  staffNeedsUnit: '会员单位从业人员须选择所属会员单位',
  noFreeText: '会员单位须从会员单位名录中选择（memberUnitId），不能填写单位名称',
} as const;

export interface LinkedUnit {
  id: number;
  name: string;
}

/** The unit of id `id` with its current name, or null (no id, or no such unit). */
export const unitById = async (db: Db, id: number | null | undefined): Promise<LinkedUnit | null> => {
  if (id === null || id === undefined) return null;
  const [row] = await db.select({ id: unitId, name: unitName }).from(memberUnits.table).where(eq(unitId, id)).limit(1);
  return row ? { id: Number(row.id), name: String(row.name ?? '').trim() } : null;
};

/** The current names of the units of `ids`, by id (ids of no unit are left out). */
export const unitNamesById = async (db: Db, ids: Array<number | null | undefined>): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: unitId, name: unitName }).from(memberUnits.table).where(inArray(unitId, wanted));
  return new Map(rows.map((row) => [Number(row.id), String(row.name ?? '').trim()]));
};

/**
 * The unit an app user is being linked to, held FOR KEY SHARE to the end of the transaction: a delete of
 * that unit (which locks its row, server/resources/rules/memberUnitUse.ts) waits for the link and then sees
 * it, or the link waits for the delete and finds no unit. Null when there is none.
 */
export const holdUnitForLink = async (tx: Db, id: number): Promise<LinkedUnit | null> => {
  const [row] = await tx.select({ id: unitId, name: unitName }).from(memberUnits.table).where(eq(unitId, id)).for('key share');
  return row ? { id: Number(row.id), name: String(row.name ?? '').trim() } : null;
};
