/**
 * The ability levels' score ranges (resources/ability/abilityLevel.ts):
 * - the highest score is not below the lowest one ('最高积分不能小于最低积分');
 * - the range overlaps no other level's range (bounds included), else the
 *   refusal names that level: '积分区间与等级“初级”（100–299分）重叠，请调整'.
 * An update takes the stored bound for an absent one; an update that sends
 * neither bound is not checked.
 */
import { and, asc, gte, lte, ne, type SQL } from 'drizzle-orm';
import abilityLevel, { formatOverlap, LEVEL_RANGE_MESSAGES } from '../../../resources/ability/abilityLevel';
import { validateValue, type FieldSpec } from '../../../resources/framework';
import type { Db } from '../../db/client';
import { tableOf } from '../columns';
import { validationError } from '../input';
import { hasField, type WriteRule } from './writeRule';

const fieldOf = (name: string) => abilityLevel.fields.find((field) => field.name === name) as FieldSpec;
const BOUNDS = [fieldOf('minScore'), fieldOf('maxScore')] as const;

/** A bound as the declaration accepts it, or null (the store then answers the field's own message). */
const boundOf = (field: FieldSpec, value: unknown): number | null => (validateValue(field, value) ? null : Number(value));

/** The first other level whose range shares a score with [min, max]. */
const overlapping = async (db: Db, min: number, max: number, id: number | null) => {
  const { table, columns } = tableOf(abilityLevel);
  const shares: SQL = and(lte(columns.minScore, max), gte(columns.maxScore, min))!;
  const [other] = await db
    .select({ name: columns.levelName, min: columns.minScore, max: columns.maxScore })
    .from(table)
    .where(id === null ? shares : and(shares, ne(columns.id, id)))
    .orderBy(asc(columns.minScore))
    .limit(1);
  return other ? { name: String(other.name), min: Number(other.min), max: Number(other.max) } : null;
};

export const abilityLevelRule: WriteRule = async ({ db, body, stored }) => {
  if (stored && !BOUNDS.some((field) => hasField(body, field.name))) return body;
  const [min, max] = BOUNDS.map((field) => boundOf(field, hasField(body, field.name) ? body[field.name] : stored?.[field.name]));
  if (min === null || max === null) return body;
  if (max < min) throw validationError(abilityLevel, { maxScore: LEVEL_RANGE_MESSAGES.order });
  const other = await overlapping(db, min, max, stored ? Number(stored.id) : null);
  if (other) {
    const message = formatOverlap(other);
    throw validationError(abilityLevel, hasField(body, 'minScore') || !stored ? { minScore: message, maxScore: message } : { maxScore: message });
  }
  return body;
};
