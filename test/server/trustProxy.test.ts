/**
 * TRUST_PROXY (server/ops/addressList.ts, docs/operations.md): behind a proxy it names, request.ip is the
 * client it forwarded, the rightmost address of X-Forwarded-For that is not a trusted proxy, and every limit and
 * record counts that client; from anyone else, and without the setting, X-Forwarded-For is ignored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { operationLog } from '../../server/db/schema';
import { encryptPassword, startTestServer, type Answer, type TestServer } from './helpers';
import { TestClock } from './testClock';

// Ten seconds into a minute: the app-call limit's window is the test's.
const clock = new TestClock('2026-06-17T02:00:10Z');
const PROXY = '10.0.0.1';
let behindProxy: TestServer;
let direct: TestServer;

beforeAll(async () => {
  const limits = { lockAfter: 2, captchaAfter: 100, addressCaptchaAfter: 100, keysPerWindow: 5 };
  [behindProxy, direct] = await Promise.all([startTestServer({ clock, limits, env: { TRUST_PROXY: '10.0.0.0/8, ::1', TRACK_CALLS_PER_MINUTE: '1' } }), startTestServer({ clock, limits })]);
});

afterAll(async () => {
  await Promise.all([behindProxy?.close(), direct?.close()]);
});

interface Route {
  /** The socket's peer: the proxy, or the client itself. */
  from: string;
  /** X-Forwarded-For as the server receives it. */
  forwarded?: string;
}

const inject = async (server: TestServer, method: 'GET' | 'POST', url: string, route: Route, body?: unknown): Promise<Answer> => {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress: route.from,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(route.forwarded ? { 'x-forwarded-for': route.forwarded } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  });
  return { httpStatus: response.statusCode, ...response.json() };
};

const login = async (server: TestServer, route: Route, password: string, loginName = 'editor') => {
  const key = await inject(server, 'GET', `${server.base}fastdfs/rsa/getPublicKey`, route);
  if (key.status !== 0) return key;
  return inject(server, 'POST', `${server.base}user/login`, route, { loginName, loginPwd: encryptPassword(key.data, password), rsaPublicKey: key.data });
};

/** The address the operation log recorded for the newest login. */
const loggedAddress = async (server: TestServer) => {
  const [row] = await server.services.db.select({ ip: operationLog.ip }).from(operationLog).where(eq(operationLog.action, 'login')).orderBy(desc(operationLog.id)).limit(1);
  return row.ip;
};

describe('request.ip', () => {
  it('is the forwarded client behind a trusted proxy', async () => {
    expect((await login(behindProxy, { from: PROXY, forwarded: '203.0.113.7' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('203.0.113.7');
  });

  it('takes IPv6 proxies and clients, the proxy reaching the server over IPv4 or IPv6', async () => {
    expect((await login(behindProxy, { from: '::1', forwarded: '2001:db8::5' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('2001:db8::5');
    expect((await login(behindProxy, { from: '::ffff:10.1.2.3', forwarded: '203.0.113.70' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('203.0.113.70');
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy', async () => {
    expect((await login(behindProxy, { from: '198.51.100.9', forwarded: '203.0.113.8' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For altogether without TRUST_PROXY', async () => {
    expect((await login(direct, { from: PROXY, forwarded: '203.0.113.9' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(direct)).toBe(PROXY);
  });

  it('takes the rightmost untrusted address of a chain a client spoofed through the proxy', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6, 7.7.7.7" itself; the proxy appended the address it saw.
    expect((await login(behindProxy, { from: PROXY, forwarded: '6.6.6.6, 7.7.7.7, 203.0.113.10' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('203.0.113.10');
    // Two trusted proxies in a row: the second's address is skipped as well.
    expect((await login(behindProxy, { from: PROXY, forwarded: '6.6.6.6, 203.0.113.11, 10.0.0.2' }, 'Editor@2026')).status).toBe(0);
    expect(await loggedAddress(behindProxy)).toBe('203.0.113.11');
  });
});

describe('the limits behind a trusted proxy', () => {
  it('lock out one forwarded client after its wrong passwords, not the others behind the same proxy', async () => {
    const mallory = { from: PROXY, forwarded: '203.0.113.20' };
    const alice = { from: PROXY, forwarded: '203.0.113.21' };
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await login(behindProxy, mallory, 'Wrong@0000')).statusText).toBe('用户名或密码错误');
    expect((await login(behindProxy, mallory, 'Editor@2026')).statusText).toBe('登录失败次数过多，请15分钟后再试');
    // A spoofed first address does not move mallory out of the count.
    expect((await login(behindProxy, { from: PROXY, forwarded: '198.18.0.1, 203.0.113.20' }, 'Editor@2026')).statusText).toBe('登录失败次数过多，请15分钟后再试');
    expect((await login(behindProxy, alice, 'Wrong@0000')).statusText).toBe('用户名或密码错误');
    expect((await login(behindProxy, alice, 'Editor@2026')).status).toBe(0);
  });

  it('count one-time keys per forwarded client', async () => {
    const greedy = { from: PROXY, forwarded: '203.0.113.30' };
    for (let index = 0; index < 5; index += 1) expect((await inject(behindProxy, 'GET', `${behindProxy.base}fastdfs/rsa/getPublicKey`, greedy)).status).toBe(0);
    expect((await inject(behindProxy, 'GET', `${behindProxy.base}fastdfs/rsa/getPublicKey`, greedy)).statusText).toBe('请求过于频繁，请稍后再试');
    expect((await inject(behindProxy, 'GET', `${behindProxy.base}fastdfs/rsa/getPublicKey`, { from: PROXY, forwarded: '203.0.113.31' })).status).toBe(0);
  });

  it('count app calls per forwarded client', async () => {
    clock.advance(60_000);
    const download = { occurredAt: clock.now().getTime(), platform: 'ios', channel: 'appStore', appVersion: '3.2.0', deviceId: 'ios-device-0042' };
    const track = (forwarded: string) => inject(behindProxy, 'POST', `${behindProxy.config.appBase}track/appDownload`, { from: PROXY, forwarded }, download);
    expect((await track('203.0.113.40')).status).toBe(0);
    expect(await track('203.0.113.40')).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
    expect((await track('203.0.113.41')).status).toBe(0);
  });
});
