/** The password flow: changepassword, initializationpwd, initializationLogin and resetPassword (spec section 7, "Password flow"). */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { call, encryptPassword, encryptText, firstLogin, freshKey, login, loginToken, passwordBody, RecordingSmsGateway, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';
import { sessions, smsOutbox, users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { generateKeyPair, toBase64Der } from '../../server/auth/rsa';
import { resetPassword } from '../../server/modules/password';
import { LOGIN_CHECK } from '../../resources/framework/password';

const CHANGED = '修改成功';
const DAY_MS = 86_400_000;

const sms = new RecordingSmsGateway();
let server: TestServer;
let nextPhone = 13900000100;

interface TestUser {
  id: number;
  loginName: string;
  phone: string;
  password: string;
}

/** A user of its own for each test, so no test depends on another's password. */
const createUser = async (options: { mustChangePassword?: boolean } = {}): Promise<TestUser> => {
  nextPhone += 1;
  const phone = String(nextPhone);
  const loginName = `user${phone}`;
  const password = 'Start@2026';
  const [row] = await server.services.db
    .insert(users)
    .values({ loginName, cnName: '测试用户', phone, roleCode: 'editor', passwordHash: await hashPassword(md5Hex(password)), ...options })
    .returning({ id: users.id });
  return { id: row.id, loginName, phone, password };
};

const userRow = async (id: number) => (await server.services.db.select().from(users).where(eq(users.id, id)))[0];

const sendCode = async (user: TestUser, token: string) => {
  // Earlier codes of the file must not make this one "too frequent".
  await server.services.db.update(smsOutbox).set({ createdAt: new Date(Date.now() - 120_000) });
  const answer = await call(server, 'POST', 'message/centerSendMessage', {
    base: server.config.fileBase,
    token,
    body: { phone: user.phone, messageType: 'changePwd' },
  });
  expect(answer.status).toBe(0);
  return sms.lastCode(user.phone);
};

/** A change call's body under a fresh one-time key (or `key`); a field given as '' is sent empty. */
const changeBody = async (user: TestUser, fields: { old?: string; next?: string; confirm?: string; code?: string; key?: string }) => {
  const key = fields.key ?? (await freshKey(server));
  const next = fields.next ?? 'Next@2026x';
  const confirm = fields.confirm ?? next;
  const old = fields.old ?? user.password;
  return {
    id: user.id,
    ordLoginPwd: old && encryptPassword(key, old),
    newLoginPwd: next && encryptPassword(key, next),
    confirmLoginPwd: confirm && encryptPassword(key, confirm),
    plainPwd: next && encryptText(key, next),
    rsaPublicKey: key,
    phone: user.phone,
    messageCode: fields.code ?? '000000',
  };
};

const change = (token: string, body: Record<string, unknown>) => call(server, 'POST', 'userpwd/changepassword', { token, body });
const initPwd = (token: string, body: Record<string, unknown>) => call(server, 'POST', 'userpwd/initializationpwd', { token, body });
const initLogin = (token: string, id: number) => call(server, 'POST', 'userpwd/initializationLogin', { token, body: { id } });

beforeAll(async () => {
  server = await startTestServer({ sms });
});

afterAll(async () => {
  await server?.close();
});

describe('userpwd/changepassword', () => {
  it('changes the password with the old one and the SMS code, ending the other sessions only', async () => {
    const user = await createUser();
    const other = await loginToken(server, user.loginName, user.password);
    const token = await loginToken(server, user.loginName, user.password);
    const code = await sendCode(user, token);
    const started = Date.now();

    const answer = await change(token, await changeBody(user, { next: 'Next@2026x', code }));
    expect(answer).toMatchObject({ httpStatus: 200, status: 0, data: null, statusText: CHANGED });

    expect((await login(server, user.loginName, user.password)).statusText).toBe('用户名或密码错误');
    expect((await login(server, user.loginName, 'Next@2026x')).status).toBe(0);
    expect((await call(server, 'GET', 'user/getCenterUser', { token: other })).status).toBe(401);
    expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(0);
    const row = await userRow(user.id);
    expect(row.mustChangePassword).toBe(false);
    expect(row.passwordChangedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses a wrong old password, changing nothing and keeping the code for a retry', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const code = await sendCode(user, token);
    const before = await userRow(user.id);

    const wrong = await change(token, await changeBody(user, { old: 'Wrong@2026', code }));
    expect(wrong).toMatchObject({ status: -1, data: null, statusText: '原密码错误' });
    expect((await userRow(user.id)).passwordHash).toBe(before.passwordHash);
    expect((await login(server, user.loginName, user.password)).status).toBe(0);

    const retry = await change(token, await changeBody(user, { code }));
    expect(retry.statusText).toBe(CHANGED);
  });

  it('refuses a wrong code and keeps the password', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const code = await sendCode(user, token);
    const answer = await change(token, await changeBody(user, { code: code === '000000' ? '000001' : '000000' }));
    expect(answer).toMatchObject({ status: -1, statusText: '验证码错误' });
    expect((await login(server, user.loginName, user.password)).status).toBe(0);
    expect((await login(server, user.loginName, 'Next@2026x')).status).toBe(-1);
  });

  it('refuses a code that was never sent', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    expect((await change(token, await changeBody(user, { code: '123456' }))).statusText).toBe('验证码已失效，请重新获取');
  });

  it('refuses a confirmation that differs and a new password equal to the old one', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const code = await sendCode(user, token);
    const mismatch = await change(token, await changeBody(user, { next: 'Next@2026x', confirm: 'Next@2026y', code }));
    expect(mismatch.statusText).toBe('您两次输入的新密码不一致');
    const same = await change(token, await changeBody(user, { next: user.password, code }));
    expect(same.statusText).toBe('新密码不能与原密码相同');
    // Neither refusal consumed the code.
    expect((await change(token, await changeBody(user, { code }))).statusText).toBe(CHANGED);
  });

  it("refuses another user's id and another user's phone", async () => {
    const user = await createUser();
    const other = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    expect((await change(token, { ...(await changeBody(user, {})), id: other.id })).statusText).toBe('只能修改本人密码');
    expect((await change(token, { ...(await changeBody(user, {})), id: undefined })).statusText).toBe('只能修改本人密码');
    expect((await change(token, { ...(await changeBody(user, {})), phone: other.phone })).statusText).toBe('手机号与当前账号不一致');
    expect((await change(token, { ...(await changeBody(user, {})), phone: '123' })).statusText).toBe('请输入正确手机号');
    expect((await login(server, other.loginName, other.password)).status).toBe(0);
  });

  it('refuses a key the server never issued, and one already spent', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const foreign = toBase64Der(generateKeyPair().publicKey);
    expect(await change(token, await changeBody(user, { key: foreign }))).toMatchObject({ status: -1, statusText: '密钥已失效，请重新提交' });
    const body = await changeBody(user, { old: 'Wrong@2026' });
    expect((await change(token, body)).statusText).toBe('原密码错误');
    expect((await change(token, body)).statusText).toBe('密钥已失效，请重新提交');
  });

  it('asks for each missing field with the spec message', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const cases: [string, string][] = [
      ['ordLoginPwd', '请输入原密码'],
      ['newLoginPwd', '请输入新密码'],
      ['confirmLoginPwd', '请输入新的确认密码'],
      ['phone', '请输入手机号'],
      ['messageCode', '请输入验证码'],
    ];
    for (const [field, message] of cases) {
      expect((await change(token, { ...(await changeBody(user, {})), [field]: '' })).statusText).toBe(message);
      expect((await change(token, { ...(await changeBody(user, {})), [field]: undefined })).statusText).toBe(message);
    }
  });

  it('refuses a new password that does not decrypt, and asks for a login without a token', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const garbage = Buffer.alloc(256, 7).toString('base64');
    const answer = await change(token, { ...(await changeBody(user, {})), newLoginPwd: garbage, confirmLoginPwd: garbage });
    expect(answer.statusText).toBe('密码解密失败，请刷新页面后重试');
    expect((await call(server, 'POST', 'userpwd/changepassword', { body: await changeBody(user, {}) })).status).toBe(401);
  });

  it('locks the old-password check after repeated wrong guesses', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const limit = server.services.limiter.limits.lockAfter;
    for (let i = 0; i < limit; i += 1) {
      expect((await change(token, await changeBody(user, { old: 'Wrong@2026' }))).statusText).toBe('原密码错误');
    }
    expect((await change(token, await changeBody(user, {}))).statusText).toBe('原密码错误次数过多，请稍后再试');
  });
});

describe('userpwd/initializationpwd', () => {
  it('is refused when the account needs no initial password', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    const answer = await initPwd(token, { id: user.id, ...(await passwordBody(server, 'initialPwd', 'Init@2026x')) });
    expect(answer).toMatchObject({ status: -1, statusText: '当前账号无需设置初始密码' });
  });

  it('sets the initial password of a first login', async () => {
    const user = await createUser({ mustChangePassword: true });
    const token = await loginToken(server, user.loginName, user.password);
    const other = await createUser({ mustChangePassword: true });
    expect((await initPwd(token, { id: other.id, ...(await passwordBody(server, 'initialPwd', 'Init@2026x')) })).statusText).toBe('只能修改本人密码');
    expect((await initPwd(token, { id: user.id })).statusText).toBe('请输入初始密码');
    const same = await initPwd(token, { id: user.id, ...(await passwordBody(server, 'initialPwd', user.password)) });
    expect(same.statusText).toBe('新密码不能与原密码相同');
    // The spec's flow fetched no key for this call; the console does, and the server needs it (one-time keys).
    const keyless = await initPwd(token, { id: user.id, initialPwd: encryptPassword(await freshKey(server), 'Init@2026x') });
    expect(keyless.statusText).toBe('密钥已失效，请重新提交');

    const answer = await initPwd(token, { id: user.id, ...(await passwordBody(server, 'initialPwd', 'Init@2026x')) });
    expect(answer).toMatchObject({ status: 0, data: null, statusText: CHANGED });
    expect((await userRow(user.id)).mustChangePassword).toBe(false);
    expect((await login(server, user.loginName, 'Init@2026x')).status).toBe(0);
    expect((await login(server, user.loginName, user.password)).status).toBe(-1);
    expect((await initLogin(token, user.id)).status).toBe(0);
  });
});

describe('userpwd/initializationLogin', () => {
  it('answers status 0 for a fresh password, and for the demo users', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    expect(await initLogin(token, user.id)).toMatchObject({ status: 0, data: null });
    const admin = await login(server, 'admin', 'Admin@2026');
    expect((await initLogin(admin.data.token, admin.data.id)).status).toBe(0);
    const editor = await login(server, 'editor', 'Editor@2026');
    expect((await initLogin(editor.data.token, editor.data.id)).status).toBe(0);
  });

  it('reports a first login', async () => {
    const user = await createUser({ mustChangePassword: true });
    const token = await loginToken(server, user.loginName, user.password);
    expect(await initLogin(token, user.id)).toMatchObject({ status: -1, data: null, statusText: LOGIN_CHECK.firstLogin });
  });

  it('reports a password older than 180 days, not one of 179, counted from when its owner set it', async () => {
    // A server of its own whose clock the test moves: half a year passes in the test, not in the other tests' server.
    const clock = new TestClock('2026-06-17T02:00:00Z');
    const aging = await startTestServer({ clock });
    try {
      const [user] = await aging.services.db
        .insert(users)
        .values({ loginName: 'ageing', cnName: '测试老化', phone: '13900000009', passwordHash: await hashPassword(md5Hex('Start@2026')), mustChangePassword: true })
        .returning({ id: users.id });
      await firstLogin(aging, 'ageing', 'Start@2026', 'Own@2026x');
      const check = async () => {
        const token = await loginToken(aging, 'ageing', 'Own@2026x');
        return call(aging, 'POST', 'userpwd/initializationLogin', { token, body: { id: user.id } });
      };
      clock.advance(179 * DAY_MS);
      expect((await check()).status).toBe(0);
      clock.advance(2 * DAY_MS);
      expect(await check()).toMatchObject({ status: -1, statusText: LOGIN_CHECK.expired });
    } finally {
      await aging.close();
    }
  });

  it("refuses another user's id", async () => {
    const user = await createUser();
    const other = await createUser({ mustChangePassword: true });
    const token = await loginToken(server, user.loginName, user.password);
    expect((await initLogin(token, other.id)).statusText).toBe('只能修改本人密码');
  });
});

describe('resetPassword', () => {
  it('puts the user back to first login and ends their sessions', async () => {
    const user = await createUser();
    const token = await loginToken(server, user.loginName, user.password);
    await resetPassword(server.services.db, user.id, md5Hex('Reset@2026'));

    const row = await userRow(user.id);
    expect(row.mustChangePassword).toBe(true);
    expect(await server.services.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(401);
    expect((await login(server, user.loginName, user.password)).status).toBe(-1);

    const fresh = await loginToken(server, user.loginName, 'Reset@2026');
    expect((await initLogin(fresh, user.id)).statusText).toBe(LOGIN_CHECK.firstLogin);
    expect((await initPwd(fresh, { id: user.id, ...(await passwordBody(server, 'initialPwd', 'Mine@2026x')) })).statusText).toBe(CHANGED);
    expect((await initLogin(fresh, user.id)).status).toBe(0);
  });
});
