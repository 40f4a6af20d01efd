/**
 * The common-icon calls beyond the declared modules (resources/commonIcon/):
 * - POST commonicon/appCommonModuleType/checkIsCreateType: whether a module
 *   category of that name may be created (or renamed to it, with `id`); a
 *   name that exists is refused with DUPLICATE_MODULE_TYPE on the name field;
 * - the category's add and update refuse such a name too (withCommonIconChecks
 *   wraps the declared endpoints): the check and the write are serialised in
 *   the process, and a unique index on the trimmed name backs them up across
 *   processes (its violation answers the same message);
 * - POST portal/appCommonModuleIcon/queryAppCommonModuleIconDetail: one icon
 *   of the (read-only) icon list, for the module form's icon select.
 */
import { and, count, ne, sql, type SQL } from 'drizzle-orm';
import { resources } from '../../resources';
import { formatValidation, validateValue, type FieldSpec } from '../../resources/framework';
import appCommonModuleType, { DUPLICATE_MODULE_TYPE } from '../../resources/commonIcon/appCommonModuleType';
import appCommonModuleIcon from '../../resources/commonIcon/appCommonModuleIcon';
import type { Db } from '../db/client';
import type { Endpoint, EndpointContext, ServerModule } from '../http/api';
import { tableOf } from '../resources/columns';
import { validationError } from '../resources/input';
import { findRecord } from '../resources/queries';
import { readId, RECORD_MESSAGES } from '../resources/store';
import { ApiError } from '../http/envelope';

const typePath = (call: string) => `${appCommonModuleType.api}/${call}`;
const nameField = appCommonModuleType.fields.find((field) => field.name === 'typeName') as FieldSpec;

const duplicate = () => validationError(appCommonModuleType, { typeName: DUPLICATE_MODULE_TYPE });

/** The refusal of a blank or malformed name, with the field's own message. */
const readName = (body: Record<string, unknown>): string => {
  const raw = typeof body.typeName === 'string' ? body.typeName.trim() : body.typeName;
  const broken = validateValue(nameField, raw);
  if (broken) throw validationError(appCommonModuleType, { typeName: formatValidation(broken.key, broken.args) });
  return raw as string;
};

/** Whether another category (not `id`) already has this name (trimmed). */
const nameTaken = async (db: Db, name: string, id: number | null): Promise<boolean> => {
  const { table, columns } = tableOf(appCommonModuleType);
  const same: SQL = sql`btrim(${columns.typeName}) = ${name}`;
  const [{ holders }] = await db
    .select({ holders: count() })
    .from(table)
    .where(id === null ? same : and(same, ne(columns.id, id)));
  return holders > 0;
};

const indexes = new WeakMap<Db, Promise<void>>();

/** The unique index on the trimmed name, made once per database (left out when old rows already repeat a name). */
const ensureUniqueIndex = (db: Db) => {
  if (!indexes.has(db)) {
    const table = sql.identifier(appCommonModuleType.table);
    const index = sql.identifier(`${appCommonModuleType.table}_type_name_uq`);
    indexes.set(
      db,
      db
        .execute(sql`CREATE UNIQUE INDEX IF NOT EXISTS ${index} ON ${table} (btrim(type_name))`)
        .then(() => undefined)
        .catch(() => undefined),
    );
  }
  return indexes.get(db)!;
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error as { code?: string; cause?: unknown } | undefined, depth = 0; cause && depth < 5; cause = cause.cause as typeof cause, depth++) {
    if (cause.code === '23505') return true;
  }
  return false;
};

let queue: Promise<unknown> = Promise.resolve();

/** Runs the category writes one after the other, so a check and its write are not interleaved with another's. */
const serialised = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

/** The category's add (id null) or update: refuses a name another category holds, then writes. */
const guardedWrite = (endpoint: Endpoint, mode: 'create' | 'update'): Endpoint => ({
  ...endpoint,
  handler: async (context: EndpointContext) => {
    const { db } = context.services;
    await ensureUniqueIndex(db);
    return serialised(async () => {
      const renames = mode === 'create' || context.body.typeName !== undefined;
      if (renames && typeof context.body.typeName === 'string') {
        const id = mode === 'create' ? null : readId(context.body);
        if (await nameTaken(db, context.body.typeName.trim(), id)) throw duplicate();
      }
      try {
        return await endpoint.handler(context);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    });
  },
});

/** The declared modules, with the module category's add and update refusing a name that exists. */
export const withCommonIconChecks = (modules: ServerModule[]): ServerModule[] =>
  modules.map((module) => (services) =>
    module(services).map((endpoint) => {
      if (endpoint.method !== 'POST') return endpoint;
      if (endpoint.path === typePath(appCommonModuleType.calls.create)) return guardedWrite(endpoint, 'create');
      if (endpoint.path === typePath(appCommonModuleType.calls.update)) return guardedWrite(endpoint, 'update');
      return endpoint;
    }),
  );

export const commonIconModule: ServerModule = ({ db }) => [
  {
    method: 'POST',
    path: typePath('checkIsCreateType'),
    access: { menu: appCommonModuleType.menuId, unit: ['add', 'modify'] },
    handler: async ({ body }) => {
      const name = readName(body);
      const id = body.id === undefined || body.id === null || body.id === '' ? null : readId(body);
      if (await nameTaken(db, name, id)) throw duplicate();
      return { exists: false };
    },
  },
  {
    method: 'POST',
    path: `${appCommonModuleIcon.api}/${appCommonModuleIcon.calls.detail}`,
    access: { menu: appCommonModuleIcon.menuId },
    handler: async ({ body }) => (await findRecord(db, appCommonModuleIcon, resources, readId(body))) ?? fail(RECORD_MESSAGES.notFound),
  },
];

const fail = (message: string): never => {
  throw new ApiError(message);
};
