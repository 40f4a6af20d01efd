/**
 * The first super administrator of a database without demo accounts: made by `npm run create-admin`
 * (bin/createAdmin.ts) or by ADMIN_LOGIN / ADMIN_PASSWORD on a start that finds none. The password keeps the
 * console's rule, and the account must replace it at its first login (mustChangePassword: the server refuses
 * every other call until then, server/http/api.ts), so whoever typed it into a shell or an environment file
 * does not keep knowing the administrator's password. With `force` a further super administrator is made, or
 * an existing account is made one with this password (a way back in when every administrator is locked out).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLoginName, isPhone, isStrongPassword, LOGIN_NAME_MESSAGE, PASSWORD_MESSAGES } from '../../resources/framework/password';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { ensureAdminRole } from '../db/seed';
import { ADMIN_ROLE } from '../auth/delegation';
import { md5Hex } from '../auth/password';
import { adminSetPasswordFields } from '../modules/password';
import { withAccountsLock } from '../modules/records';
import { recordOperation } from '../audit/record';
import type { InitialAdmin } from './settings';
import { OperatorError } from './operatorError';

export const CREATE_ADMIN_MESSAGES = {
  exists: (names: string[]) => `已存在超级管理员（${names.join('、')}），未创建新账号；如确需再建或重设，请加 --force`,
  loginNameTaken: '登录名已存在，如确需将其设为超级管理员并重设密码，请加 --force',
  created: '超级管理员已创建，首次登录须修改密码',
  promoted: '账号已设为超级管理员并重设密码，下次登录须修改密码',
} as const;

export const DEFAULT_ADMIN_NAME = '系统管理员';

export interface CreateAdminInput extends InitialAdmin {
  cnName?: string;
  force?: boolean;
}

/** A refusal of the command: its message is for the operator who ran it. */
export class CreateAdminRefused extends OperatorError {}

export interface CreateAdminResult {
  userId: number;
  /** An existing account was made a super administrator (only with `force`). */
  replaced: boolean;
  message: string;
}

/** Login names of the super administrators, enabled or not. */
export const superAdministrators = async (db: Db): Promise<string[]> => (await db.select({ loginName: users.loginName }).from(users).where(eq(users.roleCode, ADMIN_ROLE))).map((row) => row.loginName);

const check = (input: CreateAdminInput) => {
  if (!isLoginName(input.loginName)) throw new CreateAdminRefused(LOGIN_NAME_MESSAGE);
  if (!isStrongPassword(input.password)) throw new CreateAdminRefused(PASSWORD_MESSAGES.rule);
  if (input.phone && !isPhone(input.phone)) throw new CreateAdminRefused(PASSWORD_MESSAGES.phoneInvalid);
};

/** Makes the super administrator (see the file's comment); refuses with CreateAdminRefused. */
export const createSuperAdmin = async (db: Db, input: CreateAdminInput): Promise<CreateAdminResult> => {
  check(input);
  await ensureAdminRole(db);
  const password = await adminSetPasswordFields(md5Hex(input.password));
  // Under the lock of the account writes, so a console call and this command cannot both pass the checks.
  return withAccountsLock(db, async (tx) => {
    const admins = await superAdministrators(tx);
    if (admins.length && !input.force) throw new CreateAdminRefused(CREATE_ADMIN_MESSAGES.exists(admins));
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.loginName}) = ${input.loginName.toLowerCase()}`);
    if (taken && !input.force) throw new CreateAdminRefused(CREATE_ADMIN_MESSAGES.loginNameTaken);
    const fields = { ...password, roleCode: ADMIN_ROLE, status: 1, ...(input.phone ? { phone: input.phone } : {}), ...(input.cnName ? { cnName: input.cnName } : {}) };
    let userId: number;
    if (taken) {
      await tx
        .update(users)
        .set({ ...fields, updatedAt: new Date(), version: sql`${users.version} + 1` })
        .where(eq(users.id, taken.id));
      // Whoever was signed in on that account is signed out.
      await tx.delete(sessions).where(eq(sessions.userId, taken.id));
      userId = taken.id;
    } else {
      const [made] = await tx
        .insert(users)
        .values({ loginName: input.loginName, cnName: DEFAULT_ADMIN_NAME, ...fields })
        .returning({ id: users.id });
      userId = made.id;
    }
    const message = taken ? CREATE_ADMIN_MESSAGES.promoted : CREATE_ADMIN_MESSAGES.created;
    await recordOperation(tx, {
      actor: null,
      action: taken ? 'update' : 'create',
      menuId: null,
      path: 'create-admin',
      recordId: userId,
      summary: `${message}：${input.loginName}`,
      at: sql`now()`,
    });
    return { userId, replaced: !!taken, message };
  });
};

/** ADMIN_LOGIN / ADMIN_PASSWORD on a start: the first super administrator, unless there is one already. */
export const createAdminOnStart = async (db: Db, admin: InitialAdmin, log: FastifyBaseLogger) => {
  const admins = await superAdministrators(db);
  if (admins.length) {
    log.info({ admins }, 'ADMIN_LOGIN left unused: the database has a super administrator');
    return null;
  }
  const result = await createSuperAdmin(db, admin);
  log.warn({ loginName: admin.loginName }, 'first super administrator created from ADMIN_LOGIN; it must change its password at first login, and ADMIN_PASSWORD can be removed from the settings');
  return result;
};
