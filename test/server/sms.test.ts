/** SMS codes: message/centerSendMessage on the file service, the outbox and verifySmsCode (spec section 7, "Password flow"). */
import crypto from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { call, captureLog, loginToken, startTestServer, type TestServer } from './helpers';
import { smsOutbox, users } from '../../server/db/schema';
import { LogSmsGateway } from '../../server/sms/gateway';
import { issueSmsCode, verifySmsCode } from '../../server/sms/codes';
import { hashPassword, md5Hex } from '../../server/auth/password';

const ADMIN_PHONE = '13800000001';
const EDITOR_PHONE = '13800000002';
const SENT = '验证码已发送';
const WRONG = '验证码错误';
const TOO_MANY = '验证码错误次数过多，请重新获取';
const EXPIRED = '验证码已失效，请重新获取';

const capture = captureLog();
let server: TestServer;
let adminToken: string;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** Sends as the administrator unless another token (or null: none) is given. */
const send = (body: Record<string, unknown>, token: string | null = adminToken) => call(server, 'POST', 'message/centerSendMessage', { base: server.config.fileBase, token: token ?? undefined, body });
const codeLines = () => capture.lines.filter((line) => String(line.msg).startsWith('短信验证码'));
const lastCode = () => codeLines().at(-1)!.code as string;
const newestRow = async (phone = ADMIN_PHONE) => (await server.services.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1))[0];
/** Moves every code back two minutes so the next send is not "too frequent". */
const allowResend = () => server.services.db.update(smsOutbox).set({ createdAt: new Date(Date.now() - 120_000) });
const verify = (code: string, phone = ADMIN_PHONE) => verifySmsCode(server.services.db, phone, 'changePwd', code);
const sendFresh = async () => {
  await allowResend();
  const answer = await send({ phone: ADMIN_PHONE, messageType: 'changePwd' });
  expect(answer.status).toBe(0);
  return lastCode();
};

beforeAll(async () => {
  server = await startTestServer({ sms: new LogSmsGateway(capture.log) });
  adminToken = await loginToken(server, 'admin', 'Admin@2026');
});

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await allowResend();
});

describe('message/centerSendMessage', () => {
  it('lives under the file-service base, not the web-center base', async () => {
    expect(server.config.fileBase).toBe('/assoc-file-center/api/filecenter/');
    const wrongBase = await call(server, 'POST', 'message/centerSendMessage', {
      token: adminToken,
      body: { phone: ADMIN_PHONE, messageType: 'changePwd' },
    });
    expect(wrongBase.httpStatus).toBe(404);
  });

  it('asks for a login without a token', async () => {
    const answer = await send({ phone: ADMIN_PHONE, messageType: 'changePwd' }, null);
    expect(answer.status).toBe(401);
    expect(answer.statusText).toBe('请先登录');
  });

  it('sends a 6-digit code, logs one line with the phone and the code, and keeps only its hash', async () => {
    const before = codeLines().length;
    const answer = await send({ phone: ADMIN_PHONE, messageType: 'changePwd' });
    expect(answer).toMatchObject({ httpStatus: 200, status: 0, data: null, statusText: SENT });
    const lines = codeLines();
    expect(lines).toHaveLength(before + 1);
    const line = lines.at(-1)!;
    expect(line.level).toBe(30);
    expect(line).toMatchObject({ phone: ADMIN_PHONE, messageType: 'changePwd' });
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.msg).toContain(ADMIN_PHONE);
    expect(line.msg).toContain(line.code);

    const row = await newestRow();
    expect(row.codeHash).toBe(sha256(line.code));
    expect(row.codeHash).not.toContain(line.code);
    expect(row.text).toBe('您正在修改登录密码，验证码已发送（5分钟内有效）');
    expect(row.text).not.toContain(line.code);
    expect(row).toMatchObject({ messageType: 'changePwd', attempts: 0, usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('refuses a second code to the same phone within a minute, without logging or storing one', async () => {
    expect((await send({ phone: ADMIN_PHONE, messageType: 'changePwd' })).status).toBe(0);
    const lines = codeLines().length;
    const row = await newestRow();
    const again = await send({ phone: ADMIN_PHONE, messageType: 'changePwd' });
    expect(again).toMatchObject({ status: -1, data: null, statusText: '验证码发送过于频繁，请1分钟后再试' });
    expect(codeLines()).toHaveLength(lines);
    expect((await newestRow()).id).toBe(row.id);
  });

  it.each(['12345', '23800000001', '1380000000a', '138000000011', '12800000001'])('refuses the bad phone %s', async (phone) => {
    const answer = await send({ phone, messageType: 'changePwd' });
    expect(answer).toMatchObject({ status: -1, statusText: '请输入正确手机号' });
  });

  it('asks for the phone and refuses an unknown message type', async () => {
    expect((await send({ messageType: 'changePwd' })).statusText).toBe('请输入手机号');
    expect((await send({ phone: ADMIN_PHONE, messageType: 'login' })).statusText).toBe('短信类型不正确');
    expect((await send({ phone: ADMIN_PHONE })).statusText).toBe('短信类型不正确');
  });

  it("refuses another user's phone", async () => {
    const before = codeLines().length;
    const answer = await send({ phone: EDITOR_PHONE, messageType: 'changePwd' });
    expect(answer).toMatchObject({ status: -1, statusText: '手机号与当前账号不一致' });
    expect(codeLines()).toHaveLength(before);
  });

  it('refuses an account without a phone', async () => {
    await server.services.db.insert(users).values({
      loginName: 'nophone',
      cnName: '无手机',
      roleCode: 'editor',
      passwordHash: await hashPassword(md5Hex('Nophone@2026')),
    });
    const token = await loginToken(server, 'nophone', 'Nophone@2026');
    const answer = await send({ phone: ADMIN_PHONE, messageType: 'changePwd' }, token);
    expect(answer.statusText).toBe('当前账号未绑定手机号，请联系管理员');
  });
});

describe('verifySmsCode', () => {
  it('accepts the code once; a used code cannot be reused', async () => {
    const code = await sendFresh();
    await expect(verify(code)).resolves.toBeUndefined();
    expect((await newestRow()).usedAt).toBeInstanceOf(Date);
    await expect(verify(code)).rejects.toThrow(EXPIRED);
  });

  it('refuses an expired code', async () => {
    const code = await sendFresh();
    await server.services.db
      .update(smsOutbox)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsOutbox.id, (await newestRow()).id));
    await expect(verify(code)).rejects.toThrow(EXPIRED);
  });

  it('voids the code after five wrong tries, even for the right code afterwards', async () => {
    const code = await sendFresh();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i += 1) await expect(verify(wrong)).rejects.toThrow(WRONG);
    expect((await newestRow()).attempts).toBe(4);
    await expect(verify(wrong)).rejects.toThrow(TOO_MANY);
    await expect(verify(code)).rejects.toThrow(TOO_MANY);
    expect((await newestRow()).usedAt).toBeNull();
  });

  it('accepts the right code after a few wrong tries', async () => {
    const code = await sendFresh();
    await expect(verify('abc')).rejects.toThrow(WRONG);
    await expect(verify(code)).resolves.toBeUndefined();
  });

  it('only honours the newest code of a phone', async () => {
    const first = await sendFresh();
    const second = await sendFresh();
    if (first !== second) await expect(verify(first)).rejects.toThrow(WRONG);
    await expect(verify(second)).resolves.toBeUndefined();
  });

  it('refuses when no code was ever sent to the phone', async () => {
    await expect(verify('123456', '13900000009')).rejects.toThrow(EXPIRED);
  });

  it('forgets the code when the gateway fails, so the user may ask again at once', async () => {
    const failing = { send: async () => Promise.reject(new Error('provider down')) };
    const phone = '13900000008';
    await expect(issueSmsCode(server.services.db, failing, phone, 'changePwd')).rejects.toThrow('短信发送失败，请稍后重试');
    expect(await newestRow(phone)).toBeUndefined();
  });
});
