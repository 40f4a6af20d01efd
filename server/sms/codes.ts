/**
 * SMS verification codes: issued into sys_sms_outbox (only a hash of the
 * code is kept), valid five minutes, one per phone a minute, single use, and
 * void after five wrong entries. Only the newest code of a phone and purpose
 * counts: a new code replaces the previous one.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { SmsGateway } from './gateway';
import { SMS_MESSAGES } from './messages';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_INTERVAL_MS = 60_000;
export const SMS_MAX_ATTEMPTS = 5;

/** The purposes a code may be sent for, with the message sent and the one kept (without the code). */
export const SMS_TEMPLATES = {
  changePwd: {
    send: (code: string) => `您正在修改登录密码，验证码为${code}，5分钟内有效，请勿泄露。`,
    kept: '您正在修改登录密码，验证码已发送（5分钟内有效）',
  },
  /** The app's sign-in (docs/app-sign-in.md), sent by appAuth/sendLoginCode only. */
  appLogin: {
    send: (code: string) => `您正在登录协会APP，验证码为${code}，5分钟内有效，请勿泄露。`,
    kept: '您正在登录协会APP，验证码已发送（5分钟内有效）',
  },
} as const;

export type SmsMessageType = keyof typeof SMS_TEMPLATES;

export const isSmsMessageType = (value: unknown): value is SmsMessageType => typeof value === 'string' && Object.prototype.hasOwnProperty.call(SMS_TEMPLATES, value);

export const hashSmsCode = (code: string) => crypto.createHash('sha256').update(code, 'utf8').digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Issues a code for `phone`: refused within a minute of the previous one
 * (whatever its purpose); stores the row, then hands the message to the gateway.
 */
export const issueSmsCode = async (db: Db, gateway: SmsGateway, phone: string, messageType: SmsMessageType, now = new Date()) => {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const template = SMS_TEMPLATES[messageType];
  const id = await db.transaction(async (tx) => {
    // Serialises concurrent sends to one phone so the one-a-minute rule holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const since = new Date(now.getTime() - SMS_RESEND_INTERVAL_MS);
    const [recent] = await tx
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      // Notices (no code) do not hold a user back from asking for a code.
      .where(and(eq(smsOutbox.phone, phone), gt(smsOutbox.createdAt, since), isNotNull(smsOutbox.codeHash)))
      .limit(1);
    if (recent) throw new ApiError(SMS_MESSAGES.tooFrequent);
    const [row] = await tx
      .insert(smsOutbox)
      .values({
        phone,
        messageType,
        codeHash: hashSmsCode(code),
        text: template.kept,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      })
      .returning({ id: smsOutbox.id });
    return row.id;
  });
  try {
    await gateway.send(phone, template.send(code), { messageType, code });
  } catch {
    // Not delivered: forget the row so the user may ask again at once.
    await db.delete(smsOutbox).where(eq(smsOutbox.id, id));
    throw new ApiError(SMS_MESSAGES.sendFailed);
  }
};

/**
 * Checks `code` against the newest code of `phone` for `messageType` and
 * consumes it; throws the Chinese refusal otherwise. A wrong entry counts
 * towards the limit, after which the code is void.
 */
export const verifySmsCode = async (db: Db, phone: string, messageType: SmsMessageType, code: string, now = new Date()) => {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.messageType, messageType)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new ApiError(SMS_MESSAGES.expired);
  if (row.attempts >= SMS_MAX_ATTEMPTS) throw new ApiError(SMS_MESSAGES.tooManyAttempts);

  const live = and(eq(smsOutbox.id, row.id), isNull(smsOutbox.usedAt), lt(smsOutbox.attempts, SMS_MAX_ATTEMPTS));
  if (!row.codeHash || !sameHash(hashSmsCode(String(code).trim()), row.codeHash)) {
    const [counted] = await db
      .update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1` })
      .where(live)
      .returning({ attempts: smsOutbox.attempts });
    if (!counted) throw new ApiError(SMS_MESSAGES.expired);
    throw new ApiError(counted.attempts >= SMS_MAX_ATTEMPTS ? SMS_MESSAGES.tooManyAttempts : SMS_MESSAGES.wrong);
  }
  // Conditional update: of two concurrent uses of one code only one succeeds.
  const [used] = await db.update(smsOutbox).set({ usedAt: now }).where(live).returning({ id: smsOutbox.id });
  if (!used) throw new ApiError(SMS_MESSAGES.expired);
};

/** Outbox rows are evidence for a day, then go. */
export const purgeSmsOutbox = async (db: Db, now = new Date()) => {
  await db.delete(smsOutbox).where(lt(smsOutbox.createdAt, new Date(now.getTime() - 24 * 3_600_000)));
};
