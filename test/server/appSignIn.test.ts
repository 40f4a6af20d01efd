/**
 * The app's sign-in (issue 34, docs/app-sign-in.md): an SMS code or a password of one's own gives an app
 * token; the console's limits, captcha and lockout hold for it, counted where no refusal takes them back;
 * app and console tokens are never each other's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appUsers } from '../../server/db/schema';
import { DEFAULT_LIMITS } from '../../server/auth/rateLimit';
import { call, encryptPassword, encryptText, loginToken, RecordingSmsGateway, startTestServer, type TestServer } from './helpers';
import { appCallAs, appSignIn, sendAppCode } from './appSignIn';

let server: TestServer;
let sms: RecordingSmsGateway;

beforeAll(async () => {
  sms = new RecordingSmsGateway();
  server = await startTestServer({ sms, limits: { ...DEFAULT_LIMITS, captchaAfter: 3, addressCaptchaAfter: 1000, lockAfter: 5 } });
});

afterAll(async () => {
  await server?.close();
});

const app = (method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; ip?: string } = {}) => call(server, method, path, { ...options, base: server.config.appBase });

let serial = 0;
/** A new app user (staff of no unit: a personal investor) with a mobile of its own. */
const newAppUser = async (extra: Partial<typeof appUsers.$inferInsert> = {}) => {
  serial += 1;
  const mobile = `1770000${String(serial).padStart(4, '0')}`;
  const [user] = await server.services.db
    .insert(appUsers)
    .values({ mobile, realName: `测试用户${serial}`, ...extra })
    .returning({ id: appUsers.id });
  return { id: user.id, mobile };
};

const smsLogin = (mobile: string, messageCode: string, ip: string, extra: Record<string, unknown> = {}) =>
  app('POST', 'appAuth/login', { body: { mobile, loginType: 'sms', messageCode, ...extra }, ip });

const passwordLogin = async (mobile: string, password: string, ip: string) => {
  const key = (await app('GET', 'appAuth/getPublicKey', { ip })).data as string;
  return app('POST', 'appAuth/login', { body: { mobile, loginType: 'password', loginPwd: encryptPassword(key, password), rsaPublicKey: key }, ip });
};

describe('app sign-in', () => {
  it('signs a person in by SMS code; the token names them, and only app calls take it', async () => {
    const user = await newAppUser();
    const token = await appSignIn(server, user.mobile, '10.1.0.1');
    const me = await app('GET', 'appAuth/me', { token });
    expect(me.status).toBe(0);
    expect(me.data).toMatchObject({ id: user.id, mobile: user.mobile });
    // An app token is no console token, and a console token no app token.
    expect((await call(server, 'GET', 'user/getCenterUser', { token })).status).toBe(401);
    const admin = await loginToken(server, 'admin', 'Admin@2026');
    const refused = await app('GET', 'appAuth/me', { token: admin });
    expect(refused).toMatchObject({ status: 401, statusText: 'APP登录已失效，请重新登录' });
    expect(await app('GET', 'appAuth/me')).toMatchObject({ status: 401, statusText: '请先登录APP' });
    // The code is good once.
    expect((await smsLogin(user.mobile, sms.lastCode(user.mobile), '10.1.0.1')).statusText).toBe('验证码已失效，请重新获取');
  });

  it('answers a number with no app user as any other, and sends it nothing', async () => {
    const sent = sms.messages.length;
    const answer = await app('POST', 'appAuth/sendLoginCode', { body: { mobile: '17799998888' }, ip: '10.1.0.2' });
    expect(answer).toMatchObject({ status: 0, statusText: '验证码已发送' });
    expect(sms.messages.length).toBe(sent);
    expect((await smsLogin('17799998888', '123456', '10.1.0.2')).status).not.toBe(0);
    expect((await app('POST', 'appAuth/sendLoginCode', { body: { mobile: '1234' }, ip: '10.1.0.2' })).statusText).toBe('请输入正确手机号');
  });

  it('counts wrong codes where no refusal takes them back: a captcha after 3, a lockout after 5 from one address', async () => {
    const user = await newAppUser();
    await sendAppCode(server, user.mobile, '10.1.0.3');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await smsLogin(user.mobile, '000000', '10.1.0.3')).status).not.toBe(0);
    // The fourth wants a captcha, even with the right code.
    const right = sms.lastCode(user.mobile);
    const wantsCaptcha = await smsLogin(user.mobile, right, '10.1.0.3');
    expect(wantsCaptcha.statusText).toBe('请输入图形验证码');
    // Solved captchas let the attempts go on; two more wrong ones lock that address out of that number.
    const spy = vi.spyOn(server.services.captchas, 'create');
    const solved = async () => {
      const answer = await app('GET', 'appAuth/captcha', { ip: '10.1.0.3' });
      expect(answer.data).not.toHaveProperty('text');
      const created = (await spy.mock.results.at(-1)!.value) as { captchaKey: string; text: string };
      return { captchaKey: answer.data.captchaKey, captchaCode: created.text };
    };
    await sendAppCode(server, user.mobile, '10.1.0.3').catch(() => undefined);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await smsLogin(user.mobile, '111111', '10.1.0.3', await solved())).status).not.toBe(0);
    const locked = await smsLogin(user.mobile, sms.lastCode(user.mobile), '10.1.0.3', await solved());
    expect(locked.statusText).toBe('登录失败次数过多，请15分钟后再试');
    spy.mockRestore();
  });

  it('signs in by a password the user set in a signed-in session; other sessions end, a replayed key fails', async () => {
    const user = await newAppUser();
    const first = await appSignIn(server, user.mobile, '10.1.0.4');
    // SMS codes wait a minute between sends: the second session is made through the store.
    const { createAppSession } = await import('../../server/appAuth/sessions');
    const other = (await createAppSession(server.services.db, user.id, server.services.appSessionTimes)).token;
    const key = (await app('GET', 'appAuth/getPublicKey', { ip: '10.1.0.4' })).data as string;
    const weak = await appCallAs(server, first, 'appAuth/setPassword', { newPwd: encryptPassword(key, 'short'), plainPwd: encryptText(key, 'short'), rsaPublicKey: key }, '10.1.0.4');
    expect(weak.statusText).toBe('密码8~20位，需包含大小写字母+数字+符号');
    const key2 = (await app('GET', 'appAuth/getPublicKey', { ip: '10.1.0.4' })).data as string;
    const set = await appCallAs(server, first, 'appAuth/setPassword', { newPwd: encryptPassword(key2, 'App@User2026'), plainPwd: encryptText(key2, 'App@User2026'), rsaPublicKey: key2 }, '10.1.0.4');
    expect(set).toMatchObject({ status: 0, statusText: '修改成功' });
    expect((await app('GET', 'appAuth/me', { token: first })).status).toBe(0);
    expect((await app('GET', 'appAuth/me', { token: other })).status).toBe(401);

    expect((await passwordLogin(user.mobile, 'Wrong@Pass1', '10.1.0.4')).statusText).toBe('手机号或密码错误');
    const signedIn = await passwordLogin(user.mobile, 'App@User2026', '10.1.0.4');
    expect(signedIn.status).toBe(0);
    expect(signedIn.data.user).toMatchObject({ id: user.id });
    // The same request again: its key was spent.
    const key3 = (await app('GET', 'appAuth/getPublicKey', { ip: '10.1.0.4' })).data as string;
    const body = { mobile: user.mobile, loginType: 'password', loginPwd: encryptPassword(key3, 'App@User2026'), rsaPublicKey: key3 };
    expect((await app('POST', 'appAuth/login', { body, ip: '10.1.0.4' })).status).toBe(0);
    expect((await app('POST', 'appAuth/login', { body, ip: '10.1.0.4' })).statusText).toBe('手机号或密码错误');
  });

  it('refuses a user whose app login is disabled, and their live session with it; sign-out ends a session', async () => {
    const user = await newAppUser();
    const token = await appSignIn(server, user.mobile, '10.1.0.5');
    await server.services.db.update(appUsers).set({ loginEnabled: 0 }).where(eq(appUsers.id, user.id));
    expect((await app('GET', 'appAuth/me', { token })).status).toBe(401);
    const blocked = await newAppUser({ loginEnabled: 0 });
    const sent = sms.messages.length;
    expect((await app('POST', 'appAuth/sendLoginCode', { body: { mobile: blocked.mobile }, ip: '10.1.0.5' })).status).toBe(0);
    expect(sms.messages.length).toBe(sent);

    const active = await newAppUser();
    const live = await appSignIn(server, active.mobile, '10.1.0.6');
    expect((await app('POST', 'appAuth/logout', { token: live })).statusText).toBe('退出成功');
    expect((await app('GET', 'appAuth/me', { token: live })).status).toBe(401);
  });
});
