/**
 * The password flow (spec section 7, "Password flow"): change with the old
 * password and an SMS code, the initial password after a first login or a
 * reset, and the login check that opens those dialogs. The client sends
 * MD5(password) encrypted with the public key, so the password rule itself
 * is the console's to check; the server stores scrypt over the MD5.
 */
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { LOGIN_CHECK, PASSWORD_MAX_AGE_DAYS, PASSWORD_MESSAGES, isPhone } from '../../resources/framework/password';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword, isMd5Hex, verifyPassword } from '../auth/password';
import type { EndpointContext, ServerModule } from '../http/api';
import { ApiError, success } from '../http/envelope';
import { optionalString, requiredString } from '../http/validate';
import { verifySmsCode } from '../sms/codes';
import { LOGIN_MESSAGES } from './auth';

export const PASSWORD_FLOW_MESSAGES = {
  notSelf: '只能修改本人密码',
  undecryptable: '密码解密失败，请刷新页面后重试',
  sameAsOld: '新密码不能与原密码相同',
  oldWrong: '原密码错误',
  oldLocked: '原密码错误次数过多，请稍后再试',
  phoneMismatch: '手机号与当前账号不一致',
  noInitialNeeded: '当前账号无需设置初始密码',
} as const;

const DAY_MS = 86_400_000;
const CIPHER_MAX = 1024;

/** The columns of a password an administrator sets: the next login must replace it. */
export const adminSetPasswordFields = async (md5: string, now = new Date()) => ({
  passwordHash: await hashPassword(md5),
  passwordChangedAt: now,
  mustChangePassword: true,
});

/** Stores a password the user chose: no longer a first login, the age counts from now. */
const storeOwnPassword = async (db: Db, userId: number, md5: string, keepToken: string | null) => {
  const passwordHash = await hashPassword(md5);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false, updatedAt: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, userId));
    // A new password ends the user's other logins; the current one stays.
    const keep = keepToken ? crypto.createHash('sha256').update(keepToken).digest('hex') : '';
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
  });
};

/**
 * An administrator's reset (and the password of a new user): the user is back
 * to first login and every session of theirs ends.
 */
export const resetPassword = async (db: Db, userId: number, md5: string) => {
  const fields = await adminSetPasswordFields(md5);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...fields, updatedAt: new Date(), version: sql`${users.version} + 1` }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
};

/** The caller's id must be the one in the body: nobody sets another user's password here. */
const requireSelf = ({ body, user }: EndpointContext) => {
  if (body.id === undefined || body.id === null || String(body.id).trim() !== String(user!.id)) {
    throw new ApiError(PASSWORD_FLOW_MESSAGES.notSelf);
  }
};

const requireCurrentKey = ({ body, services }: EndpointContext) => {
  const key = optionalString(body, 'rsaPublicKey', '公钥', 4096);
  if (key && key.replace(/\s+/g, '') !== services.keys.publicKey) throw new ApiError(LOGIN_MESSAGES.staleKey);
};

/** A required encrypted password field, decrypted to its MD5 hex. */
const decryptField = (ctx: EndpointContext, field: string, missing: string): string => {
  const value = ctx.body[field];
  if (value === undefined || value === null || value === '') throw new ApiError(missing);
  if (typeof value !== 'string' || value.length > CIPHER_MAX) throw new ApiError(PASSWORD_FLOW_MESSAGES.undecryptable);
  return ctx.services.keys.decrypt(value);
};

const requireMd5 = (...values: string[]) => {
  if (!values.every(isMd5Hex)) throw new ApiError(PASSWORD_FLOW_MESSAGES.undecryptable);
};

const storedHash = async (db: Db, userId: number) => {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
};

export const passwordModule: ServerModule = ({ db, limiter, log }) => [
  {
    method: 'POST',
    path: 'userpwd/changepassword',
    access: 'login',
    handler: async (ctx) => {
      const { body, user, token } = ctx;
      requireSelf(ctx);
      requireCurrentKey(ctx);
      const oldMd5 = decryptField(ctx, 'ordLoginPwd', PASSWORD_MESSAGES.oldRequired);
      const newMd5 = decryptField(ctx, 'newLoginPwd', PASSWORD_MESSAGES.newRequired);
      const confirmMd5 = decryptField(ctx, 'confirmLoginPwd', PASSWORD_MESSAGES.confirmRequired);
      const phone = requiredString(body, 'phone', '手机号', 32).trim();
      const messageCode = requiredString(body, 'messageCode', '验证码', 16).trim();
      if (!isPhone(phone)) throw new ApiError(PASSWORD_MESSAGES.phoneInvalid);
      if (phone !== user!.phone) throw new ApiError(PASSWORD_FLOW_MESSAGES.phoneMismatch);
      requireMd5(newMd5, confirmMd5);
      if (newMd5 !== confirmMd5) throw new ApiError(PASSWORD_MESSAGES.confirmMismatch);
      if (newMd5.toLowerCase() === oldMd5.toLowerCase()) throw new ApiError(PASSWORD_FLOW_MESSAGES.sameAsOld);

      // The old password: a guess costs scrypt and counts towards a lock, like a login.
      const attemptKey = `password:${user!.id}`;
      if (limiter.count(attemptKey) >= limiter.limits.accountLockAfter) throw new ApiError(PASSWORD_FLOW_MESSAGES.oldLocked);
      // Counted before the first await, so parallel guesses meet the lock too.
      limiter.fail(attemptKey);
      const oldValid = (await verifyPassword(oldMd5, await storedHash(db, user!.id))) && isMd5Hex(oldMd5);
      if (!oldValid) {
        log.warn({ userId: user!.id }, 'password change refused: wrong old password');
        throw new ApiError(PASSWORD_FLOW_MESSAGES.oldWrong);
      }
      limiter.reset(attemptKey);

      // Last, the code: checking it consumes it.
      await verifySmsCode(db, phone, 'changePwd', messageCode);
      await storeOwnPassword(db, user!.id, newMd5, token);
      log.info({ userId: user!.id }, 'password changed');
      return success(null, PASSWORD_MESSAGES.changed);
    },
  },
  {
    method: 'POST',
    path: 'userpwd/initializationpwd',
    access: 'login',
    handler: async (ctx) => {
      const { user, token } = ctx;
      requireSelf(ctx);
      if (!user!.mustChangePassword) throw new ApiError(PASSWORD_FLOW_MESSAGES.noInitialNeeded);
      requireCurrentKey(ctx);
      const initialMd5 = decryptField(ctx, 'initialPwd', PASSWORD_MESSAGES.initialRequired);
      requireMd5(initialMd5);
      if (await verifyPassword(initialMd5, await storedHash(db, user!.id))) {
        throw new ApiError(PASSWORD_FLOW_MESSAGES.sameAsOld);
      }
      await storeOwnPassword(db, user!.id, initialMd5, token);
      log.info({ userId: user!.id }, 'initial password set');
      return success(null, PASSWORD_MESSAGES.changed);
    },
  },
  {
    method: 'POST',
    path: 'userpwd/initializationLogin',
    access: 'login',
    handler: (ctx) => {
      requireSelf(ctx);
      const { mustChangePassword, passwordChangedAt } = ctx.user!;
      if (mustChangePassword) throw new ApiError(LOGIN_CHECK.firstLogin);
      if (Date.now() - passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS) throw new ApiError(LOGIN_CHECK.expired);
      return null;
    },
  },
];
