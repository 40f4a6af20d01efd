/** Token sessions: the token header, expiry, logout and what the database keeps. */
import crypto from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, login, startTestServer, type TestServer } from './helpers';
import { sessions, users } from '../../server/db/schema';
import { createSession, purgeExpiredSessions, resolveSession } from '../../server/auth/sessions';

const NOT_LOGGED_IN = '请先登录';
const SESSION_EXPIRED = '登录已失效，请重新登录';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

let server: TestServer;

const adminToken = async (): Promise<string> => {
  const answer = await login(server, 'admin', 'Admin@2026');
  expect(answer.status).toBe(0);
  return answer.data.token;
};

const adminId = async () => {
  const [row] = await server.services.db.select({ id: users.id }).from(users).where(eq(users.loginName, 'admin'));
  return row.id;
};

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('the token header', () => {
  it('lets a logged-in user read their own record', async () => {
    const token = await adminToken();
    const answer = await call(server, 'GET', 'user/getCenterUser', { token });
    expect(answer.status).toBe(0);
    expect(answer.data).toMatchObject({ cnName: '系统管理员', loginName: 'admin', roleCode: 'admin' });
    expect(JSON.stringify(answer.data)).not.toMatch(/password/i);
  });

  it('answers each user their own record', async () => {
    const editor = await login(server, 'editor', 'Editor@2026');
    const answer = await call(server, 'GET', 'user/getCenterUser', { token: editor.data.token });
    expect(answer.data.cnName).toBe('内容编辑');
  });

  it('asks for a login when the token is missing', async () => {
    const answer = await call(server, 'GET', 'user/getCenterUser');
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(NOT_LOGGED_IN);
    expect(answer.data).toBeNull();
  });

  it.each(['null', 'undefined'])('treats the token "%s" a console sends after clearing it as missing', async (token) => {
    const answer = await call(server, 'GET', 'user/getCenterUser', { token });
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(NOT_LOGGED_IN);
  });

  it('refuses a forged token', async () => {
    const answer = await call(server, 'GET', 'user/getCenterUser', { token: crypto.randomBytes(32).toString('base64url') });
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(SESSION_EXPIRED);
  });

  it('refuses the stored hash used as a token', async () => {
    const token = await adminToken();
    const answer = await call(server, 'GET', 'user/getCenterUser', { token: sha256(token) });
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(SESSION_EXPIRED);
  });

  it('refuses an oversized token without a server error', async () => {
    const answer = await call(server, 'GET', 'user/getCenterUser', { token: 'x'.repeat(4000) });
    expect(answer.httpStatus).toBe(200);
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(SESSION_EXPIRED);
  });

  it('refuses a token whose session has expired', async () => {
    const token = await adminToken();
    await server.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const answer = await call(server, 'GET', 'user/getCenterUser', { token });
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe(SESSION_EXPIRED);
  });

  it('refuses the token after logout, and only that token', async () => {
    const token = await adminToken();
    const other = await adminToken();
    const logout = await call(server, 'GET', 'user/logout', { token });
    expect(logout.status).toBe(0);
    const after = await call(server, 'GET', 'user/getCenterUser', { token });
    expect(after.status).toBe(401);
    expect(after.statusText).toBe(SESSION_EXPIRED);
    const again = await call(server, 'GET', 'user/logout', { token });
    expect(again.status).toBe(401);
    const still = await call(server, 'GET', 'user/getCenterUser', { token: other });
    expect(still.status).toBe(0);
  });

  it('refuses the token of a user disabled after login', async () => {
    const editor = await login(server, 'editor', 'Editor@2026');
    const token = editor.data.token as string;
    await server.services.db.update(users).set({ status: 0 }).where(eq(users.loginName, 'editor'));
    try {
      const answer = await call(server, 'GET', 'user/getCenterUser', { token });
      expect(answer.status).toBe(401);
    } finally {
      await server.services.db.update(users).set({ status: 1 }).where(eq(users.loginName, 'editor'));
    }
  });
});

describe('the sys_session table', () => {
  it('holds the SHA-256 of the token, never the token', async () => {
    const token = await adminToken();
    const rows = await server.services.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === sha256(token))).toBe(true);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
    }
  });

  it('gives a new session the idle lifetime of the configuration', async () => {
    const before = Date.now();
    const token = await adminToken();
    const [row] = await server.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    const idleMs = server.config.sessionIdleMs;
    expect(idleMs).toBe(120 * 60_000);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + idleMs - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + idleMs + 1000);
  });
});

describe('resolveSession with an injected clock', () => {
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const times = { idleMs: 2 * HOUR, maxMs: 3 * HOUR };
  const at = (t0: Date, ms: number) => new Date(t0.getTime() + ms);

  it('expires a session left idle for the idle lifetime', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z');
    const token = await createSession(server.services.db, await adminId(), times, t0);
    expect(await resolveSession(server.services.db, token, times, at(t0, 2 * HOUR - MINUTE))).not.toBeNull();
    const fresh = await createSession(server.services.db, await adminId(), times, t0);
    expect(await resolveSession(server.services.db, fresh, times, at(t0, 2 * HOUR))).toBeNull();
  });

  it('slides the idle expiry on use', async () => {
    const t0 = new Date('2030-02-01T00:00:00Z');
    const token = await createSession(server.services.db, await adminId(), times, t0);
    const user = await resolveSession(server.services.db, token, times, at(t0, HOUR));
    expect(user?.loginName).toBe('admin');
    expect(user?.menuIds.has(2)).toBe(true);
    // Past the first idle expiry (t0 + 2h), within the slid one (t0 + 3h).
    expect(await resolveSession(server.services.db, token, times, at(t0, 2 * HOUR + 30 * MINUTE))).not.toBeNull();
  });

  it('caps the sliding expiry at the absolute lifetime', async () => {
    const t0 = new Date('2030-03-01T00:00:00Z');
    const token = await createSession(server.services.db, await adminId(), times, t0);
    for (const minutes of [50, 100, 150, 179]) {
      expect(await resolveSession(server.services.db, token, times, at(t0, minutes * MINUTE))).not.toBeNull();
    }
    const [row] = await server.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row.expiresAt.getTime()).toBe(at(t0, 3 * HOUR).getTime());
    expect(await resolveSession(server.services.db, token, times, at(t0, 3 * HOUR))).toBeNull();
  });

  it('never gives a new session more than the absolute lifetime', async () => {
    const t0 = new Date('2030-04-01T00:00:00Z');
    const short = { idleMs: 2 * HOUR, maxMs: HOUR };
    const token = await createSession(server.services.db, await adminId(), short, t0);
    expect(await resolveSession(server.services.db, token, short, at(t0, 59 * MINUTE))).not.toBeNull();
    expect(await resolveSession(server.services.db, token, short, at(t0, HOUR))).toBeNull();
  });

  it('purges expired sessions and keeps live ones', async () => {
    const t0 = new Date('2031-01-01T00:00:00Z');
    const live = await createSession(server.services.db, await adminId(), times, t0);
    const old = await createSession(server.services.db, await adminId(), times, new Date('2020-01-01T00:00:00Z'));
    await purgeExpiredSessions(server.services.db, at(t0, MINUTE));
    const hashes = (await server.services.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map((row) => row.tokenHash);
    expect(hashes).toContain(sha256(live));
    expect(hashes).not.toContain(sha256(old));
  });
});
