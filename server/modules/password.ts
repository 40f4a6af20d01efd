/**
 * The password flow (spec section 7, "Password flow"): change with the old
 * password and an SMS code, the initial password after a first login or a
 * reset, and the login check that opens those dialogs. Every password travels
 * under a one-time key, and a new one must keep the password rule
 * (passwordFields.ts); the server stores scrypt over the MD5.
 */
import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { LOGIN_CHECK, PASSWORD_MAX_AGE_DAYS, PASSWORD_MESSAGES, isPhone } from '../../resources/framework/password';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { limitKeys } from '../auth/rateLimit';
import { post, type EndpointContext, type ServerModule } from '../http/api';
import { ApiError, success } from '../http/envelope';
import { requiredString } from '../http/validate';
import { verifySmsCode } from '../sms/codes';
import { openKey, readMd5, readNewPassword, requirePasswordFields } from './passwordFields';

export const PASSWORD_FLOW_MESSAGES = {
  notSelf: '只能修改本人密码',
  sameAsOld: '新密码不能与原密码相同',
  oldWrong: '原密码错误',
  oldLocked: '原密码错误次数过多，请稍后再试',
  phoneMismatch: '手机号与当前账号不一致',
  noInitialNeeded: '当前账号无需设置初始密码',
} as const;

const DAY_MS = 86_400_000;

/** The columns of a password an administrator sets: the next login must replace it. */
export const adminSetPasswordFields = async (md5: string, now = new Date()) => ({
  passwordHash: await hashPassword(md5),
  passwordChangedAt: now,
  mustChangePassword: true,
});

/** Stores a password the user chose (in the caller's transaction): no longer a first login, the age counts from now. */
const storeOwnPassword = async (tx: Db, userId: number, passwordHash: string, keepToken: string | null, now: Date) => {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, updatedAt: now, version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
  // A new password ends the user's other logins; the current one stays.
  const keep = keepToken ? crypto.createHash('sha256').update(keepToken).digest('hex') : '';
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)));
};

/** Hashes and stores the caller's own new password and logs the call, in one transaction of the call's database. */
const saveOwnPassword = async ({ db, user, token, logWrite, services }: EndpointContext, md5: string) => {
  const passwordHash = await hashPassword(md5);
  await db.transaction(async (tx) => {
    await storeOwnPassword(tx as unknown as Db, user!.id, passwordHash, token, services.clock.now());
    await logWrite(tx as unknown as Db);
  });
};

/**
 * An administrator's reset (in the caller's transaction): the user is back to
 * first login and every session of theirs ends.
 */
export const resetPassword = async (tx: Db, userId: number, md5: string) => {
  const fields = await adminSetPasswordFields(md5);
  await tx
    .update(users)
    .set({ ...fields, updatedAt: new Date(), version: sql`${users.version} + 1` })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
};

/** The caller's id must be the one in the body: nobody sets another user's password here. */
const requireSelf = ({ body, user }: EndpointContext) => {
  if (body.id === undefined || body.id === null || String(body.id).trim() !== String(user!.id)) {
    throw new ApiError(PASSWORD_FLOW_MESSAGES.notSelf);
  }
};

const storedHash = async (db: Db, userId: number) => {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
};

export const passwordModule: ServerModule = ({ keys, limiter, clock, log }) => [
  {
    method: 'POST',
    path: 'userpwd/changepassword',
    access: 'login',
    // The old-password count and the SMS code's attempts must outlive a refusal: only the last write is a transaction.
    effect: { write: 'update', audit: 'self' },
    handler: async (ctx) => {
      const { db, body, user } = ctx;
      requireSelf(ctx);
      const phone = requiredString(body, 'phone', '手机号', 32).trim();
      const messageCode = requiredString(body, 'messageCode', '验证码', 16).trim();
      if (!isPhone(phone)) throw new ApiError(PASSWORD_MESSAGES.phoneInvalid);
      if (phone !== user!.phone) throw new ApiError(PASSWORD_FLOW_MESSAGES.phoneMismatch);
      requirePasswordFields(body, [
        ['ordLoginPwd', PASSWORD_MESSAGES.oldRequired],
        ['newLoginPwd', PASSWORD_MESSAGES.newRequired],
        ['confirmLoginPwd', PASSWORD_MESSAGES.confirmRequired],
      ]);
      const decrypt = await openKey(keys, body);
      const oldMd5 = readMd5(decrypt, body, 'ordLoginPwd', PASSWORD_MESSAGES.oldRequired);
      const newMd5 = readNewPassword(decrypt, body, 'newLoginPwd', PASSWORD_MESSAGES.newRequired);
      const confirmMd5 = readMd5(decrypt, body, 'confirmLoginPwd', PASSWORD_MESSAGES.confirmRequired);
      if (newMd5 !== confirmMd5) throw new ApiError(PASSWORD_MESSAGES.confirmMismatch);
      if (newMd5 === oldMd5) throw new ApiError(PASSWORD_FLOW_MESSAGES.sameAsOld);

      // The old password: a guess costs scrypt and counts towards a lock, like a login.
      const counted = limitKeys.oldPassword(user!.id);
      // Counted before the slow check, so parallel guesses meet the lock too.
      const attempt = await limiter.attempt([counted]);
      if ((attempt.before.get(counted) ?? 0) >= limiter.limits.lockAfter) {
        await limiter.forgive(attempt.ids);
        throw new ApiError(PASSWORD_FLOW_MESSAGES.oldLocked);
      }
      if (!(await verifyPassword(oldMd5, await storedHash(db, user!.id)))) {
        log.warn({ userId: user!.id }, 'password change refused: wrong old password');
        throw new ApiError(PASSWORD_FLOW_MESSAGES.oldWrong);
      }
      await limiter.reset(counted);

      // Last, the code: checking it consumes it.
      await verifySmsCode(db, phone, 'changePwd', messageCode, clock.now());
      await saveOwnPassword(ctx, newMd5);
      log.info({ userId: user!.id }, 'password changed');
      return success(null, PASSWORD_MESSAGES.changed);
    },
  },
  post('userpwd/initializationpwd', 'session', { write: 'update', audit: 'self' }, async (ctx) => {
    const { db, body, user } = ctx;
    requireSelf(ctx);
    if (!user!.mustChangePassword) throw new ApiError(PASSWORD_FLOW_MESSAGES.noInitialNeeded);
    requirePasswordFields(body, [['initialPwd', PASSWORD_MESSAGES.initialRequired]]);
    const decrypt = await openKey(keys, body);
    const initialMd5 = readNewPassword(decrypt, body, 'initialPwd', PASSWORD_MESSAGES.initialRequired);
    if (await verifyPassword(initialMd5, await storedHash(db, user!.id))) throw new ApiError(PASSWORD_FLOW_MESSAGES.sameAsOld);
    await saveOwnPassword(ctx, initialMd5);
    log.info({ userId: user!.id }, 'initial password set');
    return success(null, PASSWORD_MESSAGES.changed);
  }),
  {
    method: 'POST',
    path: 'userpwd/initializationLogin',
    access: 'session',
    // A check, not a write.
    effect: 'read',
    handler: (ctx) => {
      requireSelf(ctx);
      const { mustChangePassword, passwordChangedAt } = ctx.user!;
      if (mustChangePassword) throw new ApiError(LOGIN_CHECK.firstLogin);
      if (ctx.services.clock.now().getTime() - passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS) throw new ApiError(LOGIN_CHECK.expired);
      return null;
    },
  },
];
