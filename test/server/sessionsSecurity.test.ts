/**
 * Sessions and login limits seen from outside: tokens die on logout and on
 * expiry, the login limits hold whatever spelling of the login path is used,
 * and every login and every refused call leaves a log line.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { users } from '../../server/db/schema';
import { DEFAULT_LIMITS, type LoginLimits } from '../../server/auth/rateLimit';
import { call, captureLog, encryptPassword, login, loginToken, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

const LIMITS: LoginLimits = { ...DEFAULT_LIMITS, windowMs: 60_000, captchaAfter: 100, addressCaptchaAfter: 1000, lockAfter: 3, keysPerWindow: 100_000 };
const PASSWORD = 'Test@2026';
const SESSION_EXPIRED = '登录已失效，请重新登录';
const LOCKED = '登录失败次数过多，请15分钟后再试';

const capture = captureLog();
// The server's time is the test's: a session goes idle when the test moves the clock on.
const clock = new TestClock('2026-06-17T02:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limits: LIMITS, log: capture.log, clock });
  const passwordHash = await hashPassword(md5Hex(PASSWORD));
  await server.services.db.insert(users).values(['lock1', 'lock2', 'logme'].map((loginName) => ({ loginName, cnName: `测试${loginName}`, roleCode: 'editor', passwordHash })));
});

afterAll(async () => {
  await server?.close();
});

const linesWith = (message: string) => capture.lines.filter((line) => line.msg === message);

/** A login sent to `url` as is (the path spelled by the caller). */
const loginAt = async (url: string, loginName: string, password: string) => {
  const key = await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey');
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ loginName, loginPwd: encryptPassword(key.data, password), rsaPublicKey: key.data }),
  });
  const body = response.json() as { status: number; statusText: string; data: { token?: string } | null };
  return { httpStatus: response.statusCode, ...body };
};

/** The login path spelled in ways a router might or might not take as the same path. */
const variants = () => {
  const base = server.base; // e.g. /<product>-web-center/api/webcenter/
  return [
    `${base}user/login`,
    `${base}User/Login`,
    `${base}USER/LOGIN`,
    `${base}user/login/`,
    `${base.replace(/\/$/, '')}//user//login`,
    `/${base}user/login`,
    `${base}user%2Flogin`,
    `${base}user/%6Cogin`,
    `${base}user/login?x=1`,
    `${base}user/login;x=1`,
  ];
};

describe('tokens', () => {
  it('stop working after user/logout, with a Chinese message', async () => {
    const token = await loginToken(server, 'logme', PASSWORD);
    expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(0);
    expect((await call(server, 'GET', 'user/logout', { token })).status).toBe(0);
    const after = await call(server, 'GET', 'user/getCenterUser', { token });
    expect(after).toMatchObject({ status: 401, statusText: SESSION_EXPIRED });
  });

  it('stop working once their idle lifetime has passed', async () => {
    const times = server.services.sessionTimes;
    const saved = { ...times };
    times.idleMs = 15 * 60_000;
    try {
      const token = await loginToken(server, 'logme', PASSWORD);
      expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(0);
      clock.advance(14 * 60_000);
      expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(0);
      // Each use starts the idle time again: fifteen minutes from the last one, not from the login.
      clock.advance(15 * 60_000 + 1000);
      const after = await call(server, 'GET', 'user/getCenterUser', { token });
      expect(after).toMatchObject({ status: 401, statusText: SESSION_EXPIRED });
    } finally {
      Object.assign(times, saved);
    }
  });
});

describe('login limits and the spelling of the login path', () => {
  it('count failures sent through any path the router takes as the login', async () => {
    const [, , , trailing, doubled] = variants();
    for (const url of [trailing, doubled, trailing]) {
      const answer = await loginAt(url, 'lock1', 'Wrong@0000');
      expect(answer.status).toBe(-1);
    }
    const right = await login(server, 'lock1', PASSWORD);
    expect(right.status).not.toBe(0);
    expect(right.statusText).toBe(LOCKED);
  });

  it('let no spelling log in to a locked account, and none answers a success', async () => {
    for (let attempt = 0; attempt < LIMITS.lockAfter; attempt += 1) await login(server, 'lock2', 'Wrong@0000');
    for (const url of variants()) {
      const answer = await loginAt(url, 'lock2', PASSWORD);
      expect(answer.status, url).not.toBe(0);
      expect(answer.data?.token, url).toBeUndefined();
      // Either the login itself, refusing, or no login at all (not found).
      expect([LOCKED, '请求的接口或资源不存在'], url).toContain(answer.statusText);
    }
  });
});

describe('the log', () => {
  it('has a line for every login, successful or not', async () => {
    const succeeded = linesWith('login succeeded').length;
    const failed = linesWith('login failed').length;
    await loginToken(server, 'logme', PASSWORD);
    await login(server, 'logme', 'Wrong@0000');
    expect(linesWith('login succeeded').length).toBe(succeeded + 1);
    expect(linesWith('login failed').length).toBe(failed + 1);
    expect(linesWith('login failed').at(-1)).toMatchObject({ loginName: 'logme' });
    // A login refused by the lock is logged too.
    const limited = linesWith('login refused: rate limited').length;
    await login(server, 'lock2', PASSWORD);
    expect(linesWith('login refused: rate limited').length).toBe(limited + 1);
  });

  it('has a line for every refused call (401 and 403)', async () => {
    const refused = () => linesWith('call refused');
    const before = refused().length;
    await call(server, 'GET', 'user/getCenterUser');
    await call(server, 'GET', 'user/getCenterUser', { token: 'forged-token' });
    const editor = await loginToken(server, 'logme', PASSWORD);
    const forbidden = await call(server, 'POST', 'user/queryUserList', { token: editor, body: {} });
    expect(forbidden.status).toBe(403);
    const lines = refused().slice(before);
    expect(lines.map((line) => line.status)).toEqual([401, 401, 403]);
    expect(lines.every((line) => String(line.url).includes('/user/'))).toBe(true);
  });
});
