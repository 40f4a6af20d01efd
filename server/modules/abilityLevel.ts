/**
 * The ability levels' score-range checks beyond the declared module
 * (resources/ability/abilityLevel.ts), wrapped around its add and update
 * (withAbilityLevelChecks, like withCommonIconChecks):
 * - the highest score is not below the lowest one ('最高积分不能小于最低积分');
 * - the range overlaps no other level's range (bounds included), else the
 *   refusal names that level: '积分区间与等级“初级”（100–299分）重叠，请调整'.
 * An update takes the stored bound for an absent one; an update that sends
 * neither bound (e.g. the enable switch) is not checked. The checks and their
 * write run one after the other in the process, so two saves cannot both pass.
 */
import { and, asc, gte, lte, ne, type SQL } from 'drizzle-orm';
import { resources } from '../../resources';
import abilityLevel, { formatOverlap, LEVEL_RANGE_MESSAGES } from '../../resources/ability/abilityLevel';
import { validateValue, type FieldSpec } from '../../resources/framework';
import type { Db } from '../db/client';
import { requireUnit, type Endpoint, type EndpointContext, type ServerModule } from '../http/api';
import { isSwitchOnlyUpdate } from '../resources/module';
import { tableOf } from '../resources/columns';
import { validationError } from '../resources/input';
import { findRecord } from '../resources/queries';
import { readId, RECORD_MESSAGES } from '../resources/store';
import { ApiError } from '../http/envelope';

const path = (call: string) => `${abilityLevel.api}/${call}`;
const fieldOf = (name: string) => abilityLevel.fields.find((field) => field.name === name) as FieldSpec;
const BOUNDS = [fieldOf('minScore'), fieldOf('maxScore')] as const;

const has = (body: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

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

/** Refuses a range that is reversed or overlaps another level (on the field that was sent). */
const checkRange = async (db: Db, body: Record<string, unknown>, id: number | null) => {
  if (id !== null && !BOUNDS.some((field) => has(body, field.name))) return;
  const stored = id === null ? null : await findRecord(db, abilityLevel, resources, id);
  if (id !== null && !stored) throw new ApiError(RECORD_MESSAGES.notFound);
  const [min, max] = BOUNDS.map((field) => boundOf(field, has(body, field.name) ? body[field.name] : stored?.[field.name]));
  if (min === null || max === null) return;
  if (max < min) throw validationError(abilityLevel, { maxScore: LEVEL_RANGE_MESSAGES.order });
  const other = await overlapping(db, min, max, id);
  if (other) {
    const message = formatOverlap(other);
    throw validationError(abilityLevel, has(body, 'minScore') || id === null ? { minScore: message, maxScore: message } : { maxScore: message });
  }
};

let queue: Promise<unknown> = Promise.resolve();

/** Runs the level writes one after the other, so a check and its write are not interleaved with another's. */
const serialised = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const guardedWrite = (endpoint: Endpoint, mode: 'create' | 'update'): Endpoint => ({
  ...endpoint,
  handler: (context: EndpointContext) =>
    serialised(async () => {
      // The declared update's own unit check comes first, so a switch-only caller learns nothing of other levels.
      if (mode === 'update' && !isSwitchOnlyUpdate(abilityLevel, context.body)) requireUnit(context.user, abilityLevel.menuId, 'modify');
      await checkRange(context.services.db, context.body, mode === 'create' ? null : readId(context.body));
      return endpoint.handler(context);
    }),
});

/** The declared modules, with the level's add and update refusing a reversed or overlapping score range. */
export const withAbilityLevelChecks = (modules: ServerModule[]): ServerModule[] =>
  modules.map((module) => (services) =>
    module(services).map((endpoint) => {
      if (endpoint.method !== 'POST') return endpoint;
      if (endpoint.path === path(abilityLevel.calls.create)) return guardedWrite(endpoint, 'create');
      if (endpoint.path === path(abilityLevel.calls.update)) return guardedWrite(endpoint, 'update');
      return endpoint;
    }),
  );
