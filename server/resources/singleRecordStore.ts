/**
 * The one store of the single versioned records (resources/framework/singleRecord.ts),
 * table single_record: each declaration gets its query call (the menu's `detail`
 * unit) and its update call (`modify`). An update saves the whole record only
 * at the version read, in one conditional statement, so two processes on one
 * PostgreSQL cannot both save over the same version: the second is refused
 * with the conflict message and changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { resources } from '../../resources';
import { formatRecordProblem, type RecordRead, type SingleRecordDeclaration } from '../../resources/framework/singleRecord';
import { singleRecordDeclarations } from '../../resources/singleRecords';
import type { Db } from '../db/client';
import { singleRecords } from '../db/schema';
import { post, type Endpoint, type ServerModule } from '../http/api';
import { ApiError, STATUS } from '../http/envelope';
import { RECORD_MESSAGES, wholeNumber } from '../http/validate';
import { findRecord } from './queries';

const fail = (message: string, data: unknown = null): never => {
  throw new ApiError(message, STATUS.failure, data);
};

const ownerResource = (name: string) => {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new Error(`single record owner "${name}" is not a declared module`);
  return found;
};

interface Owner {
  id: number;
  title: string;
}

/** The owner named by the body (which must exist), or id 0 for a record that exists once. */
const readOwner = async (db: Db, declaration: SingleRecordDeclaration, body: Record<string, unknown>): Promise<Owner> => {
  const { owner } = declaration;
  if (!owner) return { id: 0, title: '' };
  const raw = body[owner.param];
  if (raw === undefined || raw === null || raw === '') fail(owner.required);
  const id = wholeNumber(raw, 1) ?? fail(RECORD_MESSAGES.badId);
  const record = (await findRecord(db, ownerResource(owner.resource), resources, id)) ?? fail(owner.notFound);
  const title = record[owner.titleField];
  return { id, title: typeof title === 'string' ? title : '' };
};

/** The answer: the owner, the values (the defaults while never saved, or when what is stored no longer passes), version and time. */
const recordOf = async (db: Db, declaration: SingleRecordDeclaration, owner: Owner) => {
  const [row] = await db
    .select()
    .from(singleRecords)
    .where(and(eq(singleRecords.kind, declaration.name), eq(singleRecords.ownerId, owner.id)))
    .limit(1);
  const defaults = declaration.defaults(owner.title);
  const read = row ? declaration.read({ ...defaults, ...row.value }) : null;
  const saved = !!row && !!read && Object.keys(read.problems).length === 0;
  return {
    ...(declaration.owner ? { [declaration.owner.param]: owner.id, [declaration.owner.titleAs]: owner.title } : {}),
    ...(saved ? read!.values : defaults),
    saved,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
};

const refuse = (declaration: SingleRecordDeclaration, read: RecordRead<unknown>): never => {
  const errors = Object.fromEntries(Object.entries(read.problems).map(([path, problem]) => [path, formatRecordProblem(declaration.messages, problem)]));
  return fail(Object.values(errors)[0], { errors });
};

/** Saves `values` over `version` (0: never saved); false when another save came first. */
const saveAt = async (db: Db, declaration: SingleRecordDeclaration, ownerId: number, version: number, value: Record<string, unknown>, by: string | null) => {
  const written =
    version === 0
      ? await db.insert(singleRecords).values({ kind: declaration.name, ownerId, value, updatedBy: by, version: 1 }).onConflictDoNothing().returning({ version: singleRecords.version })
      : await db
          .update(singleRecords)
          .set({ value, updatedBy: by, version: sql`${singleRecords.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(singleRecords.kind, declaration.name), eq(singleRecords.ownerId, ownerId), eq(singleRecords.version, version)))
          .returning({ version: singleRecords.version });
  return written.length > 0;
};

const endpointsOf = (declaration: SingleRecordDeclaration, log: Parameters<ServerModule>[0]['log']): Endpoint[] => [
  post(declaration.calls.query, { menu: declaration.menuId, unit: 'detail' }, 'read', async ({ db, body }) => recordOf(db, declaration, await readOwner(db, declaration, body))),
  // A save of the one record over the version read (its first save inserts it): an update, whatever the call's name.
  post(declaration.calls.update, { menu: declaration.menuId, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const owner = await readOwner(db, declaration, body);
    const version = wholeNumber(body.version, 0) ?? fail(RECORD_MESSAGES.versionRequired);
    const read = declaration.read(body);
    if (Object.keys(read.problems).length) refuse(declaration, read);
    const by = user?.loginName ?? null;
    if (!(await saveAt(db, declaration, owner.id, version, read.values, by))) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
    log.info({ kind: declaration.name, ownerId: owner.id, by }, 'single record saved');
    return recordOf(db, declaration, owner);
  }),
];

export const singleRecordModule: ServerModule = ({ log }) => {
  for (const { owner } of singleRecordDeclarations) if (owner) ownerResource(owner.resource);
  return singleRecordDeclarations.flatMap((declaration) => endpointsOf(declaration, log));
};
