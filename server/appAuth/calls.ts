/**
 * The app's sign-in (docs/app-sign-in.md), on the app base: a one-time key and a captcha as the console has,
 * an SMS code to the user's mobile, the sign-in by that code or by a password the user chose, a password of
 * one's own, the signed-in user, and sign-out. The attempt limits, captcha and lockout are the console's
 * (server/auth/rateLimit.ts) under keys of their own, each counted in its own transaction before the check,
 * so no refusal takes a count back.
 */
import { eq } from 'drizzle-orm';
import { isPhone, PASSWORD_MESSAGES } from '../../resources/framework/password';
import type { Db } from '../db/client';
import { appUsers } from '../db/schema';
import { appLimitKeys, limitKeys } from '../auth/rateLimit';
import { hashPassword, isMd5Hex, verifyPassword } from '../auth/password';
import { get, post, type ServerModule } from '../http/api';
import { ApiError, STATUS, success } from '../http/envelope';
import { requiredString } from '../http/validate';
import { addressOf, countAddressIssue, LOGIN_MESSAGES } from '../modules/auth';
import { openKey, readNewPassword, requirePasswordFields } from '../modules/passwordFields';
import { issueSmsCode, verifySmsCode } from '../sms/codes';
import { SMS_MESSAGES } from '../sms/messages';
import { createAppSession, deleteAppSession, deleteAppSessionsOf } from './sessions';

export const APP_AUTH_CALLS = {
  publicKey: 'appAuth/getPublicKey',
  captcha: 'appAuth/captcha',
  sendCode: 'appAuth/sendLoginCode',
  login: 'appAuth/login',
  setPassword: 'appAuth/setPassword',
  me: 'appAuth/me',
  logout: 'appAuth/logout',
} as const;

export const APP_AUTH_MESSAGES = {
  badLoginType: '登录方式不正确',
  badPassword: '手机号或密码错误',
  codeRequired: '请输入验证码',
  passwordRequired: '请输入密码',
  disabled: '该APP用户已被禁止登录',
  signedIn: '登录成功',
  signedOut: '退出成功',
  passwordSet: '修改成功',
} as const;

const readMobile = (body: Record<string, unknown>) => {
  const mobile = requiredString(body, 'mobile', '手机号', 32).trim();
  if (!isPhone(mobile)) throw new ApiError(PASSWORD_MESSAGES.phoneInvalid);
  return mobile;
};

const userByMobile = async (db: Db, mobile: string) => (await db.select().from(appUsers).where(eq(appUsers.mobile, mobile)))[0];

// The app users' own writes (keys, codes, sessions, passwords) change no record of the console: none is logged.
export const appAuthModule: ServerModule = ({ keys, limiter, captchas, sms, appSessionTimes, clock, log, metrics }) => [
  get(APP_AUTH_CALLS.publicKey, 'public', { write: 'create', audit: false }, async ({ request }) => {
    await countAddressIssue(limiter, limitKeys.keys(addressOf(request.ip)));
    return keys.issue();
  }),
  get(APP_AUTH_CALLS.captcha, 'public', { write: 'create', audit: false }, async ({ request }) => {
    await countAddressIssue(limiter, limitKeys.captchas(addressOf(request.ip)));
    const { captchaKey, image } = await captchas.create();
    return { captchaKey, image };
  }),
  post(APP_AUTH_CALLS.sendCode, 'public', { write: 'create', audit: false }, async ({ db, body, request }) => {
    const mobile = readMobile(body);
    await countAddressIssue(limiter, appLimitKeys.codes(addressOf(request.ip)));
    const user = await userByMobile(db, mobile);
    // The same answer for a number with no app user: the call tells nobody who is registered.
    if (user && user.loginEnabled === 1) await issueSmsCode(db, sms, mobile, 'appLogin', clock.now());
    else log.info({ ip: request.ip }, 'app sign-in code not sent: no such app user');
    return success(null, SMS_MESSAGES.sent);
  }),
  post(APP_AUTH_CALLS.login, 'public', { write: 'login', audit: false }, async ({ db, body, request }) => {
    const mobile = readMobile(body);
    const loginType = body.loginType;
    if (loginType !== 'sms' && loginType !== 'password') throw new ApiError(APP_AUTH_MESSAGES.badLoginType);
    if (loginType === 'sms') requiredString(body, 'messageCode', '验证码', 16);
    else requirePasswordFields(body, [['loginPwd', APP_AUTH_MESSAGES.passwordRequired]]);
    const address = addressOf(request.ip);
    const counted = { account: appLimitKeys.account(mobile), address: appLimitKeys.address(address), pair: appLimitKeys.pair(mobile, address) };
    const { captchaAfter, addressCaptchaAfter, lockAfter } = limiter.limits;
    // A password's key is spent before anything else: a request refused for any reason cannot be sent again.
    const decrypt = loginType === 'password' ? await keys.consume(body.rsaPublicKey) : null;
    const { failures, stop, passed } = await limiter.signIn(Object.values(counted));
    if (failures(counted.pair) >= lockAfter) {
      log.warn({ ip: request.ip }, 'app sign-in refused: rate limited');
      metrics.loginFailed('app', 'locked');
      await stop(new ApiError(LOGIN_MESSAGES.locked));
    }
    if (failures(counted.account) >= captchaAfter || failures(counted.address) >= addressCaptchaAfter) {
      const captchaFailed = !body.captchaKey || !body.captchaCode ? LOGIN_MESSAGES.captchaRequired : !(await captchas.verify(body.captchaKey, body.captchaCode)) ? LOGIN_MESSAGES.captchaWrong : null;
      if (captchaFailed) {
        metrics.loginFailed('app', 'captcha');
        await stop(new ApiError(captchaFailed, STATUS.captchaRequired));
      }
    }
    const user = await userByMobile(db, mobile);
    if (loginType === 'sms') {
      // A wrong, spent or expired code is a failed attempt: the counts stay.
      await verifySmsCode(db, mobile, 'appLogin', String(body.messageCode), clock.now()).catch((error: unknown) => {
        metrics.loginFailed('app', 'code');
        throw error;
      });
      if (!user) throw new ApiError(SMS_MESSAGES.expired);
    } else {
      const md5 = decrypt && typeof body.loginPwd === 'string' && body.loginPwd.length <= 1024 ? decrypt(body.loginPwd) : '';
      // The check runs (against a stand-in hash) for an unknown number too, so timing tells nobody who is registered.
      const valid = (await verifyPassword(md5, user?.passwordHash)) && !!decrypt && isMd5Hex(md5);
      if (!valid) {
        log.warn({ ip: request.ip, replayedKey: !decrypt }, 'app sign-in failed');
        metrics.loginFailed('app', 'password');
        throw new ApiError(APP_AUTH_MESSAGES.badPassword);
      }
    }
    await passed();
    if (user!.loginEnabled !== 1) {
      metrics.loginFailed('app', 'disabled');
      throw new ApiError(APP_AUTH_MESSAGES.disabled);
    }
    await limiter.reset(counted.account);
    await limiter.reset(counted.pair);
    const session = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const made = await createAppSession(tx, user!.id, appSessionTimes, clock.now());
      await tx.update(appUsers).set({ lastLoginAt: clock.now() }).where(eq(appUsers.id, user!.id));
      return made;
    });
    log.info({ appUserId: user!.id, loginType }, 'app sign-in');
    return success(
      { token: session.token, expiresAt: session.expiresAt.toISOString(), user: { id: user!.id, realName: user!.realName, mobile: user!.mobile, userType: user!.userType } },
      APP_AUTH_MESSAGES.signedIn,
    );
  }),
  post(APP_AUTH_CALLS.setPassword, 'app', { write: 'update', audit: false }, async ({ db, body, appUser, token }) => {
    requirePasswordFields(body, [['newPwd', PASSWORD_MESSAGES.newRequired]]);
    const decrypt = await openKey(keys, body);
    const md5 = readNewPassword(decrypt, body, 'newPwd', PASSWORD_MESSAGES.newRequired);
    const passwordHash = await hashPassword(md5);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.update(appUsers).set({ passwordHash }).where(eq(appUsers.id, appUser!.id));
      // A new password ends the user's other sign-ins; this one stays.
      await deleteAppSessionsOf(tx, appUser!.id, token);
    });
    return success(null, APP_AUTH_MESSAGES.passwordSet);
  }),
  get(APP_AUTH_CALLS.me, 'app', 'read', async ({ appUser }) => appUser),
  post(APP_AUTH_CALLS.logout, 'app', { write: 'logout', audit: false }, async ({ db, token }) => {
    await deleteAppSession(db, token!);
    return success(null, APP_AUTH_MESSAGES.signedOut);
  }),
];
