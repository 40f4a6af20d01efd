/**
 * Token sessions: random tokens given to the client, only their SHA-256 kept
 * in the database, with an idle expiry capped by an absolute lifetime.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cachedGrants, grantsGenerationColumn } from './grantsCache';
import { roleMenus, roles, sessions, users } from '../db/schema';
import { isDataUnit, type DataUnit, type MenuUnits } from '../menus';

export interface SessionUser {
  id: number;
  loginName: string;
  cnName: string;
  phone: string | null;
  roleCode: string | null;
  postCode: string | null;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  /** Menu ids granted by the user's role (empty when the role is disabled). */
  menuIds: Set<number>;
  /** The data units of each granted menu: a set, or null for every unit (docs/permissions.md). */
  menuUnits: MenuUnits;
}

/** What a role grants: its menus, and the data units on each. */
export interface RoleGrants {
  menuIds: Set<number>;
  menuUnits: MenuUnits;
}

export interface SessionTimes {
  idleMs: number;
  maxMs: number;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const createSession = async (db: Db, userId: number, times: SessionTimes, now = new Date()): Promise<string> => {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + Math.min(times.idleMs, times.maxMs)),
  });
  return token;
};

export const deleteSession = async (db: Db, token: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
};

/** The menus and data units of an enabled role (nothing for a disabled or unknown role). */
export const grantsOfRole = async (db: Db, roleCode: string | null): Promise<RoleGrants> => {
  const menuUnits: MenuUnits = new Map();
  if (!roleCode) return { menuIds: new Set(), menuUnits };
  const rows = await db
    .select({ menuId: roleMenus.menuId, dataUnits: roleMenus.dataUnits })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(roles.code, roleCode), eq(roles.status, 1)));
  for (const row of rows) {
    menuUnits.set(row.menuId, row.dataUnits === null ? null : new Set(row.dataUnits.filter(isDataUnit) as DataUnit[]));
  }
  return { menuIds: new Set(rows.map((row) => row.menuId)), menuUnits };
};

export const menuIdsOfRole = async (db: Db, roleCode: string | null): Promise<Set<number>> => (await grantsOfRole(db, roleCode)).menuIds;

/** The session lookup, prepared once per database: its SQL is built once, not per request. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

const prepareSessionLookup = (db: Db) =>
  db
    .select({
      session: { createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt },
      user: {
        id: users.id,
        loginName: users.loginName,
        cnName: users.cnName,
        phone: users.phone,
        roleCode: users.roleCode,
        postCode: users.postCode,
        mustChangePassword: users.mustChangePassword,
        passwordChangedAt: users.passwordChangedAt,
        status: users.status,
      },
      generation: grantsGenerationColumn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('resolve_session');

const sessionLookup = (db: Db) => {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
};

/** The live session's user, sliding its expiry; null when unknown, expired or disabled. */
export const resolveSession = async (db: Db, token: string, times: SessionTimes, now = new Date()): Promise<SessionUser | null> => {
  if (!token || token.length > 256) return null;
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row || row.user.status !== 1) return null;
  const cap = row.session.createdAt.getTime() + times.maxMs;
  const expiresAt = new Date(Math.min(now.getTime() + times.idleMs, cap));
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { user } = row;
  return {
    id: user.id,
    loginName: user.loginName,
    cnName: user.cnName,
    phone: user.phone,
    roleCode: user.roleCode,
    postCode: user.postCode,
    mustChangePassword: user.mustChangePassword,
    passwordChangedAt: user.passwordChangedAt,
    // The role's grants come from a cache checked against the grants counter read with the session.
    ...(user.roleCode && row.generation !== null ? await cachedGrants(db, user.roleCode, String(row.generation), () => grantsOfRole(db, user.roleCode)) : await grantsOfRole(db, user.roleCode)),
  };
};

export const purgeExpiredSessions = async (db: Db, now = new Date()) => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
};
