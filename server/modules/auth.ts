/** Public key, captcha, login, logout and the current user (spec section 7, "Users and roles"). */
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { createSession, deleteSession, grantsOfRole } from '../auth/sessions';
import { isMd5Hex, verifyPassword } from '../auth/password';
import { ApiError, STATUS } from '../http/envelope';
import { optionalString, requiredString } from '../http/validate';
import type { ServerModule } from '../http/api';
import { menuTreeFor } from '../menus';
import { roles } from '../db/schema';
import { actorOf, recordOperation } from '../audit/record';

export const LOGIN_MESSAGES = {
  badCredentials: '用户名或密码错误',
  disabled: '账号已停用，请联系管理员',
  locked: '登录失败次数过多，请15分钟后再试',
  captchaRequired: '请输入图形验证码',
  captchaWrong: '图形验证码错误，请重新输入',
  staleKey: '登录密钥已更新，请刷新页面后重试',
  loggedOut: '退出成功',
} as const;

/** The address a login is limited by: IPv4 as is, IPv6 by its /64 (one client holds a whole /64). */
export const addressOf = (ip: string) => {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head] = ip.split('::');
  const groups = ip.includes('::') ? head.split(':').filter(Boolean) : ip.split(':');
  return `${[...groups, '0', '0', '0', '0'].slice(0, 4).join(':')}::/64`;
};

export const authModule: ServerModule = ({ db, keys, limiter, captchas, sessionTimes, log }) => [
  {
    method: 'GET',
    path: 'fastdfs/rsa/getPublicKey',
    access: 'public',
    handler: () => keys.publicKey,
  },
  {
    method: 'GET',
    path: 'user/captcha',
    access: 'public',
    handler: () => {
      const { captchaKey, image } = captchas.create();
      return { captchaKey, image };
    },
  },
  {
    method: 'POST',
    path: 'user/login',
    access: 'public',
    audit: 'self',
    handler: async ({ body, request }) => {
      const loginName = requiredString(body, 'loginName', '用户名', 64).trim();
      const loginPwd = requiredString(body, 'loginPwd', '密码', 1024);
      const rsaPublicKey = optionalString(body, 'rsaPublicKey', '公钥', 4096);
      const accountKey = `account:${loginName.toLowerCase()}`;
      const addressKey = `address:${addressOf(request.ip)}`;

      if (limiter.isLocked(accountKey, addressKey)) {
        log.warn({ loginName, ip: request.ip }, 'login refused: rate limited');
        throw new ApiError(LOGIN_MESSAGES.locked);
      }
      if (limiter.needsCaptcha(accountKey)) {
        if (!body.captchaKey || !body.captchaCode) throw new ApiError(LOGIN_MESSAGES.captchaRequired, STATUS.captchaRequired);
        if (!captchas.verify(body.captchaKey, body.captchaCode)) {
          limiter.fail(accountKey, addressKey);
          throw new ApiError(LOGIN_MESSAGES.captchaWrong, STATUS.captchaRequired);
        }
      }
      if (rsaPublicKey && rsaPublicKey.replace(/\s+/g, '') !== keys.publicKey) throw new ApiError(LOGIN_MESSAGES.staleKey);

      // Counted before the first await, so a burst of parallel attempts meets the limits too.
      const attempt = limiter.fail(accountKey, addressKey);
      const md5 = keys.decrypt(loginPwd);
      const [user] = await db.select().from(users).where(sql`lower(${users.loginName}) = ${loginName.toLowerCase()}`);
      const valid = (await verifyPassword(md5, user?.passwordHash)) && isMd5Hex(md5) && !!user;
      if (!valid || !user) {
        log.warn({ loginName, ip: request.ip }, 'login failed');
        throw new ApiError(LOGIN_MESSAGES.badCredentials);
      }
      limiter.forgive(attempt, addressKey);
      if (user.status !== 1) {
        log.warn({ loginName, ip: request.ip }, 'login refused: account disabled');
        throw new ApiError(LOGIN_MESSAGES.disabled);
      }
      limiter.reset(accountKey);
      const token = await createSession(db, user.id, sessionTimes);
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      const grants = await grantsOfRole(db, user.roleCode);
      const [role] = user.roleCode ? await db.select({ name: roles.name }).from(roles).where(eq(roles.code, user.roleCode)) : [];
      log.info({ loginName: user.loginName, ip: request.ip }, 'login succeeded');
      await recordOperation(db, { actor: actorOf(user, request), action: 'login', menuId: null, path: 'user/login', recordId: user.id, summary: '登录成功' });
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
      };
    },
  },
  {
    method: 'GET',
    path: 'user/logout',
    access: 'login',
    audit: 'self',
    handler: async ({ token, user, request }) => {
      if (token) await deleteSession(db, token);
      log.info({ loginName: user?.loginName }, 'logout');
      await recordOperation(db, { actor: actorOf(user, request), action: 'logout', menuId: null, path: 'user/logout', recordId: user?.id ?? null, summary: '退出登录' });
      return null;
    },
  },
  {
    method: 'GET',
    path: 'user/getCenterUser',
    access: 'login',
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
