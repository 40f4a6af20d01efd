/** Login attempt limits: captcha after repeated failures, account and address locks. */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { call, encryptPassword, login, startTestServer, type TestServer } from './helpers';
import { users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { LoginRateLimiter, type LoginLimits } from '../../server/auth/rateLimit';
import { CaptchaStore } from '../../server/auth/captcha';

const LIMITS: LoginLimits = { windowMs: 60_000, captchaAfter: 2, accountLockAfter: 4, addressLockAfter: 6 };
const PASSWORD = 'Test@2026';
const BAD_CREDENTIALS = '用户名或密码错误';
const CAPTCHA_REQUIRED = '请输入图形验证码';
const CAPTCHA_WRONG = '图形验证码错误，请重新输入';
const LOCKED = '登录失败次数过多，请15分钟后再试';

let server: TestServer;

/** A captcha fetched through GET user/captcha, with its answer read by a spy. */
const fetchCaptcha = async () => {
  const spy = vi.spyOn(server.services.captchas, 'create');
  try {
    const answer = await call(server, 'GET', 'user/captcha');
    expect(answer.status).toBe(0);
    const created = spy.mock.results[0].value as { captchaKey: string; text: string };
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
  await server.services.db
    .insert(users)
    .values(['u1', 'u2', 'u3', 'u4', 'u5'].map((loginName) => ({ loginName, cnName: `测试${loginName}`, roleCode: 'editor', passwordHash })));
});

afterAll(async () => {
  await server?.close();
});

describe('captcha after repeated failures', () => {
  it('asks for a captcha after captchaAfter failures, even with the right password', async () => {
    const ip = '10.0.1.1';
    await fail('u1', ip);
    await fail('u1', ip);
    const wrong = await login(server, 'u1', 'Wrong@0000', {}, ip);
    expect(wrong.status).toBe(-10001);
    expect(wrong.statusText).toBe(CAPTCHA_REQUIRED);
    const right = await login(server, 'u1', PASSWORD, {}, ip);
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
    const captcha = await fetchCaptcha();
    const answer = await login(server, 'u1', PASSWORD, captcha, ip);
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
    expect(one.data.captchaKey).toEqual(expect.any(String));
    expect(one.data.captchaKey).not.toBe(two.data.captchaKey);
    expect(one.data.image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(one.data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('answers a wrong captcha with -10001 and spends the captcha', async () => {
    const ip = '10.0.2.1';
    await fail('u2', ip);
    await fail('u2', ip);
    const captcha = server.services.captchas.create();
    const wrong = await login(server, 'u2', PASSWORD, { captchaKey: captcha.captchaKey, captchaCode: `${captcha.text}x` }, ip);
    expect(wrong.status).toBe(-10001);
    expect(wrong.statusText).toBe(CAPTCHA_WRONG);
    const reused = await login(server, 'u2', PASSWORD, { captchaKey: captcha.captchaKey, captchaCode: captcha.text }, ip);
    expect(reused.status).toBe(-10001);
    expect(reused.statusText).toBe(CAPTCHA_WRONG);
  });

  it('refuses an unknown captcha key', async () => {
    const ip = '10.0.2.2';
    await fail('u5', ip);
    await fail('u5', ip);
    const answer = await login(server, 'u5', PASSWORD, { captchaKey: 'not-a-key', captchaCode: 'abcd' }, ip);
    expect(answer.status).toBe(-10001);
    expect(answer.statusText).toBe(CAPTCHA_WRONG);
    const captcha = await fetchCaptcha();
    const ok = await login(server, 'u5', PASSWORD, { ...captcha, captchaCode: ` ${captcha.captchaCode.toUpperCase()} ` }, ip);
    expect(ok.status).toBe(0);
  });
});

describe('account lock', () => {
  it('refuses even the right password after accountLockAfter failures, from any address', async () => {
    const ip = '10.0.3.1';
    await fail('u3', ip);
    await fail('u3', ip);
    await fail('u3', ip, await fetchCaptcha());
    await fail('u3', ip, await fetchCaptcha());
    for (const from of [ip, '10.0.3.2']) {
      const answer = await login(server, 'u3', PASSWORD, await fetchCaptcha(), from);
      expect(answer.status).toBe(-1);
      expect(answer.statusText).toBe(LOCKED);
      expect(answer.data).toBeNull();
    }
    const other = await login(server, 'admin', 'Admin@2026', {}, ip);
    expect(other.status).toBe(0);
  });

  it('does not let the login name\'s case or surrounding spaces bypass the account count', async () => {
    await fail('U4', '10.0.5.1');
    await fail(' u4 ', '10.0.5.2');
    const asked = await login(server, 'u4', PASSWORD, {}, '10.0.5.3');
    expect(asked.status).toBe(-10001);
    expect(asked.statusText).toBe(CAPTCHA_REQUIRED);
    await fail('  U4', '10.0.5.4', await fetchCaptcha());
    await fail('u4\t', '10.0.5.5', await fetchCaptcha());
    for (const name of ['u4', 'U4', ' u4 ']) {
      const answer = await login(server, name, PASSWORD, await fetchCaptcha(), '10.0.5.6');
      expect(answer.statusText).toBe(LOCKED);
    }
  });
});

describe('address lock', () => {
  it('locks an address after addressLockAfter failures across accounts, and only that address', async () => {
    const ip = '10.0.4.1';
    for (let index = 1; index <= LIMITS.addressLockAfter; index += 1) await fail(`ghost${index}`, ip);
    const locked = await login(server, 'admin', 'Admin@2026', {}, ip);
    expect(locked.status).toBe(-1);
    expect(locked.statusText).toBe(LOCKED);
    const lockedEditor = await login(server, 'editor', 'Editor@2026', {}, ip);
    expect(lockedEditor.statusText).toBe(LOCKED);
    const elsewhere = await login(server, 'admin', 'Admin@2026', {}, '10.0.4.2');
    expect(elsewhere.status).toBe(0);
  });

  it('does not take the client address from X-Forwarded-For', async () => {
    const ip = '10.0.6.1';
    for (let index = 1; index <= LIMITS.addressLockAfter; index += 1) await fail(`phantom${index}`, ip);
    const key = (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data;
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.base}user/login`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.9' },
      payload: JSON.stringify({ loginName: 'admin', loginPwd: encryptPassword(key, 'Admin@2026'), rsaPublicKey: key }),
    });
    expect(response.json()).toMatchObject({ status: -1, statusText: LOCKED });
  });
});

describe('LoginRateLimiter', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, set: (ms: number) => (now = 1_000_000 + ms) };
  };

  it('counts failures over a sliding window', () => {
    const time = clock();
    const limiter = new LoginRateLimiter(LIMITS, time.now);
    limiter.fail('account:a');
    time.set(30_000);
    limiter.fail('account:a');
    expect(limiter.count('account:a')).toBe(2);
    expect(limiter.needsCaptcha('account:a')).toBe(true);
    time.set(59_999);
    expect(limiter.count('account:a')).toBe(2);
    time.set(60_000);
    expect(limiter.count('account:a')).toBe(1);
    expect(limiter.needsCaptcha('account:a')).toBe(false);
    time.set(89_999);
    expect(limiter.count('account:a')).toBe(1);
    time.set(90_000);
    expect(limiter.count('account:a')).toBe(0);
  });

  it('locks an account at accountLockAfter and unlocks it as old failures leave the window', () => {
    const time = clock();
    const limiter = new LoginRateLimiter(LIMITS, time.now);
    for (const at of [0, 20_000, 40_000]) {
      time.set(at);
      limiter.fail('account:a');
    }
    expect(limiter.isLocked('account:a', 'address:x')).toBe(false);
    time.set(50_000);
    limiter.fail('account:a');
    expect(limiter.isLocked('account:a', 'address:x')).toBe(true);
    time.set(60_000);
    expect(limiter.isLocked('account:a', 'address:x')).toBe(false);
    time.set(61_000);
    limiter.fail('account:a');
    expect(limiter.isLocked('account:a', 'address:x')).toBe(true);
  });

  it('locks an address at addressLockAfter, each failure counting for every key given', () => {
    const time = clock();
    const limiter = new LoginRateLimiter(LIMITS, time.now);
    for (let index = 0; index < 5; index += 1) limiter.fail(`account:${index}`, 'address:x');
    expect(limiter.isLocked('account:new', 'address:x')).toBe(false);
    expect(limiter.count('account:0')).toBe(1);
    limiter.fail('account:5', 'address:x');
    expect(limiter.isLocked('account:new', 'address:x')).toBe(true);
    expect(limiter.isLocked('account:new', 'address:y')).toBe(false);
  });

  it('resets only the key it is given', () => {
    const limiter = new LoginRateLimiter(LIMITS, clock().now);
    limiter.fail('account:a', 'address:x');
    limiter.fail('account:a', 'address:x');
    limiter.reset('account:a');
    expect(limiter.count('account:a')).toBe(0);
    expect(limiter.count('address:x')).toBe(2);
  });
});

describe('CaptchaStore', () => {
  it('accepts the answer once, ignoring case and spaces', () => {
    const store = new CaptchaStore();
    const captcha = store.create();
    expect(captcha.text).toHaveLength(4);
    expect(store.verify(captcha.captchaKey, ` ${captcha.text.toUpperCase()} `)).toBe(true);
    expect(store.verify(captcha.captchaKey, captcha.text)).toBe(false);
  });

  it('refuses an answer after five minutes and answers that are not text', () => {
    let now = 0;
    const store = new CaptchaStore(() => now);
    const late = store.create();
    const fresh = store.create();
    now = 5 * 60_000 - 1;
    expect(store.verify(fresh.captchaKey, fresh.text)).toBe(true);
    now = 5 * 60_000;
    expect(store.verify(late.captchaKey, late.text)).toBe(false);
    const other = store.create();
    expect(store.verify(other.captchaKey, 1234)).toBe(false);
    expect(store.verify(undefined, other.text)).toBe(false);
  });
});

describe('a burst of parallel attempts', () => {
  it('meets the same limits as attempts made one after another', async () => {
    const loginName = 'admin';
    const key = await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey');
    const cipher = encryptPassword(key.data, 'Wrong@0000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(server, 'POST', 'user/login', { body: { loginName, loginPwd: cipher, rsaPublicKey: key.data }, ip: `10.9.${index}.1` }),
      ),
    );
    const checked = answers.filter((answer) => answer.statusText === BAD_CREDENTIALS);
    // Only the attempts below the captcha threshold reach the password check.
    expect(checked.length).toBeLessThanOrEqual(LIMITS.captchaAfter);
    expect(answers.every((answer) => answer.status !== 0)).toBe(true);
    expect(answers.filter((answer) => answer.statusText === CAPTCHA_REQUIRED || answer.statusText === LOCKED).length).toBe(20 - checked.length);
  });
});
