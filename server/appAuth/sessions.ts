/**
 * App sessions (docs/app-sign-in.md): a random token handed to the app, only its SHA-256 kept, with an idle
 * expiry capped by an absolute lifetime (APP_SESSION_IDLE_DAYS, APP_SESSION_MAX_DAYS). A session names one app
 * user; every app call that acts for a person takes that person from here, never from the request.
 */
import crypto from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSessions, appUsers } from '../db/schema';

export interface AppSessionTimes {
  idleMs: number;
  maxMs: number;
}

/** The person an app session acts for, as the server's records say. */
export interface AppCaller {
  id: number;
  mobile: string;
  realName: string;
  userType: number;
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const createAppSession = async (db: Db, appUserId: number, times: AppSessionTimes, now = new Date()) => {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + Math.min(times.idleMs, times.maxMs));
  await db.insert(appSessions).values({ tokenHash: hashToken(token), appUserId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
};

export const deleteAppSession = async (db: Db, token: string) => {
  await db.delete(appSessions).where(eq(appSessions.tokenHash, hashToken(token)));
};

/** Ends every session of an app user but `keepToken` (a new password, a disabled login). */
export const deleteAppSessionsOf = async (db: Db, appUserId: number, keepToken: string | null = null) => {
  await db.delete(appSessions).where(and(eq(appSessions.appUserId, appUserId), ne(appSessions.tokenHash, keepToken ? hashToken(keepToken) : '')));
};

/** The live session's app user, sliding its expiry; null when unknown, expired, or the user may not log in. */
export const resolveAppSession = async (db: Db, token: string, times: AppSessionTimes, now = new Date()): Promise<AppCaller | null> => {
  if (!token || token.length > 256) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      createdAt: appSessions.createdAt,
      lastSeenAt: appSessions.lastSeenAt,
      id: appUsers.id,
      mobile: appUsers.mobile,
      realName: appUsers.realName,
      userType: appUsers.userType,
      loginEnabled: appUsers.loginEnabled,
    })
    .from(appSessions)
    .innerJoin(appUsers, eq(appUsers.id, appSessions.appUserId))
    .where(and(eq(appSessions.tokenHash, tokenHash), gt(appSessions.expiresAt, now)));
  if (!row || row.loginEnabled !== 1) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    const expiresAt = new Date(Math.min(now.getTime() + times.idleMs, row.createdAt.getTime() + times.maxMs));
    await db.update(appSessions).set({ lastSeenAt: now, expiresAt }).where(eq(appSessions.tokenHash, tokenHash));
  }
  return { id: row.id, mobile: row.mobile, realName: row.realName, userType: row.userType };
};

export const purgeExpiredAppSessions = async (db: Db, now = new Date()) => {
  await db.delete(appSessions).where(lt(appSessions.expiresAt, now));
};
