/**
 * Writes one operation-log row (docs/operation-log.md). Called with the
 * transaction of the write it records where there is one, so a write rolled
 * back leaves no row.
 */
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { operationLog } from '../db/schema';
import type { OperationAction } from './actions';
import { sanitizeForLog, storableText } from './sanitize';

/** Who did it and from where; names are copied so the row outlives the user. */
export interface AuditActor {
  id: number | null;
  loginName: string | null;
  cnName: string | null;
  ip: string | null;
}

export interface OperationEntry {
  actor: AuditActor | null;
  action: OperationAction;
  /** The menu of the call; null for calls of any logged-in user or of several menus. */
  menuId: number | null;
  /** The call under the service base. */
  path: string;
  recordId?: string | number | null;
  summary?: string | null;
  before?: unknown;
  after?: unknown;
  /** When: the server's clock (`clock.sqlNow()`, the database's now() in production). */
  at: SQL;
}

/** The writes of a declared resource: who calls, and which call. */
export interface AuditScope {
  actor: AuditActor | null;
  path: string;
  /** The server's clock at the call (`clock.sqlNow()`). */
  at: SQL;
}

export const actorOf = (user: { id: number; loginName: string; cnName: string } | null, request: Pick<FastifyRequest, 'ip'> | null): AuditActor => ({
  id: user?.id ?? null,
  loginName: user?.loginName ?? null,
  cnName: user?.cnName ?? null,
  ip: request?.ip ?? null,
});

/** Text from the request, storable (no NUL, no lone surrogate) and cut to its column. */
const cut = (value: string | null | undefined, max: number) =>
  value === null || value === undefined
    ? null
    : storableText(value)
        .slice(0, max)
        .replace(/[\uD800-\uDBFF]$/, '');

/** Fields that name a record, in the order a summary prefers them. */
const NAME_KEYS = ['title', 'name', 'cnName', 'loginName', 'roleName', 'typeName', 'levelName', 'fileName'];

/** A short name of a record or body: its first naming field that holds text. */
export const labelOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const key =
    NAME_KEYS.find((name) => typeof record[name] === 'string' && (record[name] as string).trim()) ??
    Object.keys(record).find((name) => /(name|title)$/i.test(name) && typeof record[name] === 'string' && (record[name] as string).trim());
  return key ? (record[key] as string).trim() : null;
};

export const recordOperation = async (db: Db, entry: OperationEntry): Promise<void> => {
  const { actor } = entry;
  await db.insert(operationLog).values({
    operatorId: actor?.id ?? null,
    operatorLoginName: cut(actor?.loginName, 64),
    operatorCnName: cut(actor?.cnName, 64),
    action: entry.action,
    menuId: entry.menuId,
    path: cut(entry.path, 255)!,
    recordId: entry.recordId === null || entry.recordId === undefined ? null : cut(String(entry.recordId), 64),
    summary: cut(entry.summary, 255),
    before: sanitizeForLog(entry.before),
    after: sanitizeForLog(entry.after),
    ip: cut(actor?.ip, 64),
    createdAt: entry.at,
  });
};
