/**
 * Login attempt limits (issue 20 §4): a captcha after repeated wrong
 * passwords of an account or from an address, a stop for one account from one
 * address; a missing or wrong captcha counts for nothing, so nobody locks
 * anyone out without solving captchas, and the owner always logs in with the
 * right password and a solved captcha. The counts and captchas live in the
 * database: a second server process on it sees them.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import pino from 'pino';
import { call, encryptPassword, login, startTestServer, type TestServer } from './helpers';
import { users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { DEFAULT_LIMITS, LoginRateLimiter, type LoginLimits } from '../../server/auth/rateLimit';
import { CaptchaStore } from '../../server/auth/captcha';
import { credentialKeyStore } from '../../server/auth/credentialKeys';
import { buildApp } from '../../server/app';
import { serverFeatures } from '../../features/serverFeatures';
import { LogSmsGateway } from '../../server/sms/gateway';

const LIMITS: LoginLimits = { ...DEFAULT_LIMITS, windowMs: 60_000, captchaAfter: 2, addressCaptchaAfter: 6, lockAfter: 4 };
const PASSWORD = 'Test@2026';
const BAD_CREDENTIALS = '用户名或密码错误';
const CAPTCHA_REQUIRED = '请输入图形验证码';
const CAPTCHA_WRONG = '图形验证码错误，请重新输入';
const LOCKED = '登录失败次数过多，请15分钟后再试';

let server: TestServer;

/** A captcha fetched through GET user/captcha, with its answer read by a spy. */
const fetchCaptcha = async (target: TestServer = server) => {
  const spy = vi.spyOn(target.services.captchas, 'create');
  try {
    const answer = await call(target, 'GET', 'user/captcha');
    expect(answer.status).toBe(0);
    const created = (await spy.mock.results[0].value) as { captchaKey: string; text: string };
    expect(created.captchaKey).toBe(answer.data.captchaKey);
    return { captchaKey: answer.data.captchaKey as string, captchaCode: created.text };
  } finally {
    spy.mockRestore();
  }
};

const fail = async (loginName: string, ip: string, extra: Record<string, unknown> = {}) => {
  const answer = await login(server, loginName, 'Wrong@0000', extra, ip);
  expect(answer.status).toBe(-1);
  expect(answer.statusText).toBe(BAD_CREDENTIALS);
};

beforeAll(async () => {
  server = await startTestServer({ limits: LIMITS });
  const passwordHash = await hashPassword(md5Hex(PASSWORD));
  await server.services.db.insert(users).values(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'].map((loginName) => ({ loginName, cnName: `测试${loginName}`, roleCode: 'editor', passwordHash })));
});

afterAll(async () => {
  await server?.close();
});

describe('captcha after repeated failures', () => {
  it('asks for a captcha after captchaAfter wrong passwords, even with the right password', async () => {
    const ip = '10.0.1.1';
    await fail('u1', ip);
    await fail('u1', ip);
    const wrong = await login(server, 'u1', 'Wrong@0000', {}, ip);
    expect(wrong.status).toBe(-10001);
    expect(wrong.statusText).toBe(CAPTCHA_REQUIRED);
    const right = await login(server, 'u1', PASSWORD, {}, '10.0.1.2');
    expect(right.status).toBe(-10001);
    expect(right.statusText).toBe(CAPTCHA_REQUIRED);
    expect(right.data).toBeNull();
    const keyOnly = await login(server, 'u1', PASSWORD, { captchaKey: 'something' }, ip);
    expect(keyOnly.status).toBe(-10001);
    expect(keyOnly.statusText).toBe(CAPTCHA_REQUIRED);
  });

  it('does not ask other accounts for a captcha', async () => {
    const answer = await login(server, 'u5', PASSWORD, {}, '10.0.1.1');
    expect(answer.status).toBe(0);
  });

  it('logs in with the right captcha and the right password, and forgets the failures', async () => {
    const ip = '10.0.1.1';
    const answer = await login(server, 'u1', PASSWORD, await fetchCaptcha(), ip);
    expect(answer.status).toBe(0);
    expect(answer.data.token).toEqual(expect.any(String));
    const next = await login(server, 'u1', PASSWORD, {}, ip);
    expect(next.status).toBe(0);
  });

  it('answers GET user/captcha with a key and an SVG image, never the answer', async () => {
    const one = await call(server, 'GET', 'user/captcha');
    const two = await call(server, 'GET', 'user/captcha');
    expect(one.status).toBe(0);
    expect(Object.keys(one.data).sort()).toEqual(['captchaKey', 'image']);
    expect(one.data.captchaKey).not.toBe(two.data.captchaKey);
    expect(one.data.image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(one.data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('answers a wrong captcha with -10001 and spends the captcha', async () => {
    const ip = '10.0.2.1';
    await fail('u2', ip);
    await fail('u2', ip);
    const captcha = await fetchCaptcha();
    const wrong = await login(server, 'u2', PASSWORD, { captchaKey: captcha.captchaKey, captchaCode: `${captcha.captchaCode}x` }, ip);
    expect(wrong.status).toBe(-10001);
    expect(wrong.statusText).toBe(CAPTCHA_WRONG);
    const reused = await login(server, 'u2', PASSWORD, captcha, ip);
    expect(reused.status).toBe(-10001);
    expect(reused.statusText).toBe(CAPTCHA_WRONG);
  });

  it('refuses an unknown captcha key and accepts an answer in any case with spaces', async () => {
    const ip = '10.0.2.2';
    await fail('u5', ip);
    await fail('u5', ip);
    for (const captchaKey of ['not-a-key', '00000000-0000-0000-0000-000000000000', 'a\u0000b']) {
      const answer = await login(server, 'u5', PASSWORD, { captchaKey, captchaCode: 'abcd' }, ip);
      expect(answer.status).toBe(-10001);
      expect(answer.statusText).toBe(CAPTCHA_WRONG);
    }
    const captcha = await fetchCaptcha();
    const ok = await login(server, 'u5', PASSWORD, { ...captcha, captchaCode: ` ${captcha.captchaCode.toUpperCase()} ` }, ip);
    expect(ok.status).toBe(0);
  });
});

describe('the lock-out attack', () => {
  it("lets the owner log in after an attacker's wrong passwords and thirty wrong or missing captchas", async () => {
    const attacker = '10.0.3.1';
    await fail('u3', attacker);
    await fail('u3', attacker);
    for (let index = 0; index < 15; index += 1) {
      const guessed = await login(server, 'u3', 'Wrong@0000', { captchaKey: (await fetchCaptcha()).captchaKey, captchaCode: 'zzzz' }, attacker);
      expect(guessed.statusText).toBe(CAPTCHA_WRONG);
      const bare = await login(server, 'u3', 'Wrong@0000', {}, attacker);
      expect(bare.statusText).toBe(CAPTCHA_REQUIRED);
    }
    // Nothing was counted beyond the two wrong passwords: not even the attacker's address is stopped.
    expect(await server.services.limiter.count('pair:u3|10.0.3.1')).toBe(2);
    for (const from of ['10.0.3.2', attacker]) {
      const owner = await login(server, 'u3', PASSWORD, await fetchCaptcha(), from);
      expect(owner.status).toBe(0);
    }
  });

  it('stops one address after lockAfter wrong passwords of an account, and only that address', async () => {
    const attacker = '10.0.4.1';
    await fail('u4', attacker);
    await fail('u4', attacker);
    await fail('u4', attacker, await fetchCaptcha());
    await fail('u4', attacker, await fetchCaptcha());
    const stopped = await login(server, 'u4', PASSWORD, await fetchCaptcha(), attacker);
    expect(stopped.status).toBe(-1);
    expect(stopped.statusText).toBe(LOCKED);
    // The owner elsewhere: a captcha (the account saw wrong passwords), then in.
    const owner = await login(server, 'u4', PASSWORD, await fetchCaptcha(), '10.0.4.2');
    expect(owner.status).toBe(0);
    // The address may still log in other accounts.
    expect((await login(server, 'u6', PASSWORD, {}, attacker)).status).toBe(0);
  });

  it('asks every login from an address for a captcha after addressCaptchaAfter wrong passwords, without blocking it', async () => {
    const ip = '10.0.5.1';
    for (let index = 1; index <= LIMITS.addressCaptchaAfter; index += 1) await fail(`ghost${index}`, ip);
    const asked = await login(server, 'admin', 'Admin@2026', {}, ip);
    expect(asked.status).toBe(-10001);
    expect(asked.statusText).toBe(CAPTCHA_REQUIRED);
    const solved = await login(server, 'admin', 'Admin@2026', await fetchCaptcha(), ip);
    expect(solved.status).toBe(0);
    expect((await login(server, 'admin', 'Admin@2026', {}, '10.0.5.2')).status).toBe(0);
  });

  it('does not take the client address from X-Forwarded-For', async () => {
    const ip = '10.0.6.1';
    for (let index = 1; index <= LIMITS.addressCaptchaAfter; index += 1) await fail(`phantom${index}`, ip);
    const key = (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data;
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.base}user/login`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.9' },
      payload: JSON.stringify({ loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key }),
    });
    expect(response.json()).toMatchObject({ status: -10001, statusText: CAPTCHA_REQUIRED });
  });

  it("does not let the login name's case or surrounding spaces bypass the account count", async () => {
    await fail('U7', '10.0.7.1');
    await fail(' u7 ', '10.0.7.2');
    const asked = await login(server, 'u7', PASSWORD, {}, '10.0.7.3');
    expect(asked.status).toBe(-10001);
    expect(asked.statusText).toBe(CAPTCHA_REQUIRED);
  });
});

describe('a burst of parallel attempts', () => {
  it('meets the same limits as attempts made one after another', async () => {
    const keys = await Promise.all(Array.from({ length: 12 }, async () => (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data));
    const answers = await Promise.all(
      keys.map((key, index) => call(server, 'POST', 'user/login', { body: { loginName: 'editor', loginPwd: encryptPassword(key, 'Wrong@0000'), rsaPublicKey: key }, ip: `10.9.${index}.1` })),
    );
    const checked = answers.filter((answer) => answer.statusText === BAD_CREDENTIALS);
    // Only the attempts below the captcha threshold reach the password check.
    expect(checked.length).toBeLessThanOrEqual(LIMITS.captchaAfter);
    expect(answers.every((answer) => answer.status !== 0)).toBe(true);
    expect(answers.filter((answer) => answer.statusText === CAPTCHA_REQUIRED).length).toBe(keys.length - checked.length);
  });
});

describe('two server processes on one database', () => {
  it('share the counts, the captchas and the one-time keys, and the counts survive a restart', async () => {
    // A second server over the same database, with nothing in memory from the first (another process, or a restart).
    const log = pino({ level: 'silent' });
    const db = server.services.db;
    const other = await buildApp(
      {
        ...server.services,
        keys: credentialKeyStore(db),
        limiter: new LoginRateLimiter(db, LIMITS),
        captchas: new CaptchaStore(db),
        sms: new LogSmsGateway(log),
        log,
      },
      { features: serverFeatures },
    );
    await other.ready();
    const second: TestServer = { ...server, app: other };
    try {
      const ip = '10.0.8.1';
      await fail('u6', ip);
      await fail('u6', ip);
      const asked = await login(second, 'u6', PASSWORD, {}, ip);
      expect(asked.statusText).toBe(CAPTCHA_REQUIRED);
      // A captcha drawn by the first, solved on the second; a key issued by the first, spent on the second.
      const captcha = await fetchCaptcha(server);
      const key = (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data;
      const answer = await call(second, 'POST', 'user/login', {
        body: { loginName: 'u6', loginPwd: encryptPassword(key, PASSWORD), rsaPublicKey: key, ...captcha },
        ip,
      });
      expect(answer.status).toBe(0);
    } finally {
      await other.close();
    }
  });
});
