/** Public key, captcha, login, logout and the current user (spec section 7, "Users and roles"). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createSession, deleteSession, grantsOfRole } from '../auth/sessions';
import { isMd5Hex, verifyPassword } from '../auth/password';
import { ApiError, STATUS } from '../http/envelope';
import { requiredString } from '../http/validate';
import { get, post, type ServerModule } from '../http/api';
import { menuTreeFor } from '../menus';
import { roles } from '../db/schema';
import { limitKeys, type LoginRateLimiter } from '../auth/rateLimit';
import { actorOf, recordOperation } from '../audit/record';

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  disabled: '账号已停用，请联系管理员',
  locked: '登录失败次数过多，请15分钟后再试',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误，请重新输入',
  staleKey: '密钥已失效，请重新提交',
  tooManyKeys: '请求过于频繁，请稍后再试',
  loggedOut: '退出成功',
} as const;

/** The address a login is limited by: IPv4 as is, IPv6 by its /64 (one client holds a whole /64). */
export const addressOf = (ip: string) => {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head] = ip.split('::');
  const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
};

/**
 * Counts one key, captcha or code issued to an address (`key`), refusing (and not counting) one over the
 * window's limit; counted in its own transaction, so a refusal later in the call takes nothing back.
 */
export const countAddressIssue = async (limiter: LoginRateLimiter, key: string) => {
  const { keysPerWindow, keyWindowMs } = limiter.limits;
  const { ids, before } = await limiter.attempt([key], keyWindowMs);
  if ([...before.values()][0] >= keysPerWindow) {
    await limiter.forgive(ids);
    throw new ApiError(LOGIN_MESSAGES.tooManyKeys);
  }
};

export const authModule: ServerModule = ({ keys, limiter, captchas, sessionTimes, clock, log, metrics }) => {
  const countIssue = (key: string) => countAddressIssue(limiter, key);
  return [
    {
      method: 'GET',
      path: 'fastdfs/rsa/getPublicKey',
      access: 'public',
      // A key is stored for the call that spends it: no record of the console changes.
      effect: { write: 'create', audit: false },
      // Each key is made for one call: bounded per address, since making one costs a core for a tenth of a second.
      handler: async ({ request }) => {
        await countIssue(limitKeys.keys(addressOf(request.ip)));
        return keys.issue();
      },
    },
    {
      method: 'GET',
      path: 'user/captcha',
      access: 'public',
      effect: { write: 'create', audit: false },
      // Bounded per address like the keys: each is a stored row.
      handler: async ({ request }) => {
        await countIssue(limitKeys.captchas(addressOf(request.ip)));
        const { captchaKey, image } = await captchas.create();
        return { captchaKey, image };
      },
    },
    post('user/login', 'public', { write: 'login', audit: 'self' }, async ({ db, body, request }) => {
      const loginName = requiredString(body, 'loginName', '用户名', 64).trim();
      const loginPwd = requiredString(body, 'loginPwd', '密码', 1024);
      const address = addressOf(request.ip);
      const counted = { account: limitKeys.account(loginName), address: limitKeys.address(address), pair: limitKeys.pair(loginName, address) };
      const { captchaAfter, addressCaptchaAfter, lockAfter } = limiter.limits;
      // The key is spent before anything else: a request refused for any reason cannot be sent again.
      const decrypt = await keys.consume(body.rsaPublicKey);
      // Counted before any check, so a burst of parallel attempts meets the limits too; taken back when stopped before the password check.
      const { failures, stop, passed } = await limiter.signIn(Object.values(counted));

      if (failures(counted.pair) >= lockAfter) {
        log.warn({ loginName, ip: request.ip }, 'login refused: rate limited');
        metrics.loginFailed('console', 'locked');
        await stop(new ApiError(LOGIN_MESSAGES.locked));
      }
      // A missing or wrong captcha never reaches the password check and counts for nothing.
      if (failures(counted.account) >= captchaAfter || failures(counted.address) >= addressCaptchaAfter) {
        const captchaFailed = !body.captchaKey || !body.captchaCode ? LOGIN_MESSAGES.captchaRequired : !(await captchas.verify(body.captchaKey, body.captchaCode)) ? LOGIN_MESSAGES.captchaWrong : null;
        if (captchaFailed) {
          metrics.loginFailed('console', 'captcha');
          await stop(new ApiError(captchaFailed, STATUS.captchaRequired));
        }
      }

      // A replayed request found no key and fails like a wrong password.
      const md5 = decrypt ? decrypt(loginPwd) : '';
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.loginName}) = ${loginName.toLowerCase()}`);
      const valid = (await verifyPassword(md5, user?.passwordHash)) && isMd5Hex(md5) && !!user && !!decrypt;
      if (!valid || !user) {
        log.warn({ loginName, ip: request.ip, replayedKey: !decrypt }, 'login failed');
        metrics.loginFailed('console', 'password');
        throw new ApiError(LOGIN_MESSAGES.badCredentials);
      }
      await passed();
      if (user.status !== 1) {
        log.warn({ loginName, ip: request.ip }, 'login refused: account disabled');
        metrics.loginFailed('console', 'disabled');
        throw new ApiError(LOGIN_MESSAGES.disabled);
      }
      await limiter.reset(counted.account);
      await limiter.reset(counted.pair);
      const grants = await grantsOfRole(db, user.roleCode);
      const [role] = user.roleCode ? await db.select({ name: roles.name }).from(roles).where(eq(roles.code, user.roleCode)) : [];
      const token = await db.transaction(async (tx) => {
        const made = await createSession(tx, user.id, sessionTimes, clock.now());
        await tx.update(users).set({ lastLoginAt: clock.now() }).where(eq(users.id, user.id));
        await recordOperation(tx, { actor: actorOf(user, request), action: 'login', menuId: null, path: 'user/login', recordId: user.id, summary: '登录成功', at: clock.sqlNow() });
        return made;
      });
      log.info({ loginName: user.loginName, ip: request.ip }, 'login succeeded');
      return {
        token,
        menuList: menuTreeFor(grants.menuIds, grants.menuUnits),
        id: user.id,
        loginName: user.loginName,
        cnName: user.cnName,
        phone: user.phone,
        roleCode: user.roleCode,
        roleName: role?.name ?? null,
        postCode: user.postCode,
        // The console opens the initial-password dialog; until it is set every other call is refused.
        mustChangePassword: user.mustChangePassword,
      };
    }),
    get('user/logout', 'session', { write: 'logout', audit: 'self' }, async ({ db, token, user, request }) => {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (token) await deleteSession(tx, token);
        await recordOperation(tx, { actor: actorOf(user, request), action: 'logout', menuId: null, path: 'user/logout', recordId: user?.id ?? null, summary: '退出登录', at: clock.sqlNow() });
      });
      log.info({ loginName: user?.loginName }, 'logout');
      return null;
    }),
    {
      method: 'GET',
      path: 'user/getCenterUser',
      access: 'session',
      effect: 'read',
      handler: ({ user }) => ({
        id: user!.id,
        loginName: user!.loginName,
        cnName: user!.cnName,
        phone: user!.phone,
        roleCode: user!.roleCode,
        postCode: user!.postCode,
      }),
    },
  ];
};
