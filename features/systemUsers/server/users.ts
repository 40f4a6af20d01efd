/** System users (menu 2): list, add, modify, delete, enable switch and password reset (spec section 7, "Users and roles"). */
import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { isLoginName, isPhone, LOGIN_NAME_MESSAGE, PASSWORD_MESSAGES } from '../../../resources/framework/password';
import type { Db } from '../../../server/db/client';
import { posts, roles, sessions, users } from '../../../server/db/schema';
import { post, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { optionalString, paging, requiredString } from '../../../server/http/validate';
import { adminSetPasswordFields, resetPassword } from '../../../server/modules/password';
import { openKey, readNewPassword, requirePasswordFields } from '../../../server/modules/passwordFields';
import { DELEGATION_MESSAGES, isWithinCaller, requireAssignableRole, requireManageableUser, storedGrants } from '../../../server/auth/delegation';
import { isUniqueViolation, withAccountsLock } from '../../../server/modules/records';
import { escapeLike, readId, readStatus, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';
import { ADMIN_ROLE } from '../../../server/auth/delegation';

export const USER_MESSAGES = {
  loginNamePattern: LOGIN_NAME_MESSAGE,
  loginNameTaken: '登录名已存在',
  cnNameRequired: '请输入姓名',
  roleRequired: '请选择角色',
  postRequired: '请选择岗位',
  roleInvalid: '所选角色不存在或已停用',
  postInvalid: '所选岗位不存在',
  notFound: '用户不存在或已被删除',
  deleteSelf: '不能删除当前登录的账号',
  disableSelf: '不能停用当前登录的账号',
  resetSelf: '不能重置本人密码，请在右上角“修改密码”中修改',
  lastAdminDelete: '不能删除最后一个启用的超级管理员账号',
  lastAdminDisable: '不能停用最后一个启用的超级管理员账号',
  lastAdminRole: '不能变更最后一个启用的超级管理员账号的角色',
} as const;

const USER_MENU = 2;

const fail = (message: string): never => {
  throw new ApiError(message);
};

const conflict = () => new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });

/** The user record every call answers; never the password hash. */
const selectUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      loginName: users.loginName,
      cnName: users.cnName,
      phone: users.phone,
      roleCode: users.roleCode,
      roleName: roles.name,
      postCode: users.postCode,
      postName: posts.name,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
      lastLoginAt: users.lastLoginAt,
      version: users.version,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(roles, eq(roles.code, users.roleCode))
    .leftJoin(posts, eq(posts.code, users.postCode))
    .$dynamic();

const findUser = async (db: Db, id: number) => {
  const [user] = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return user ?? null;
};

const requireUser = async (db: Db, id: number) => (await findUser(db, id)) ?? fail(USER_MESSAGES.notFound);

/** The editable fields of add and modify: name, phone, role and post. */
const readProfile = (body: Record<string, unknown>) => {
  const cnName = requiredString(body, 'cnName', '姓名', 20).trim() || fail(USER_MESSAGES.cnNameRequired);
  const phone = requiredString(body, 'phone', '手机号', 32).trim();
  if (!isPhone(phone)) fail(PASSWORD_MESSAGES.phoneInvalid);
  const roleCode = optionalString(body, 'roleCode', '角色', 64)?.trim() || fail(USER_MESSAGES.roleRequired);
  const postCode = optionalString(body, 'postCode', '岗位', 64)?.trim() || fail(USER_MESSAGES.postRequired);
  return { cnName, phone, roleCode, postCode };
};

/** Inside the accounts lock: the role must exist and be enabled (unless kept unchanged), the post must exist. */
const checkRoleAndPost = async (tx: Db, roleCode: string, postCode: string, currentRole: string | null = null) => {
  const [role] = await tx.select({ status: roles.status }).from(roles).where(eq(roles.code, roleCode));
  if (!role || (role.status !== 1 && roleCode !== currentRole)) fail(USER_MESSAGES.roleInvalid);
  const [post] = await tx.select({ code: posts.code }).from(posts).where(eq(posts.code, postCode));
  if (!post) fail(USER_MESSAGES.postInvalid);
};

/** Whether another enabled user than `id` holds the administrator role. */
const otherEnabledAdmin = async (tx: Db, id: number) => {
  const [{ others }] = await tx
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.roleCode, ADMIN_ROLE), eq(users.status, 1), ne(users.id, id)));
  return others > 0;
};

type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

const isEnabledAdmin = (user: UserRecord) => user.roleCode === ADMIN_ROLE && user.status === 1;

export const usersModule: ServerModule = ({ keys, log }) => [
  post('user/queryUserList', { menu: USER_MENU, unit: 'list' }, 'read', async ({ db, body, user }) => {
    const { pageSize, offset } = paging(body);
    const cnName = optionalString(body, 'cnName', '姓名', 64);
    const roleCode = optionalString(body, 'roleCode', '角色', 64);
    const filters: SQL[] = [];
    // The contract has no detail call: the console reads one user as the list filtered by id.
    if (body.id !== undefined) filters.push(eq(users.id, readId(body)));
    if (cnName) filters.push(ilike(users.cnName, `%${escapeLike(cnName)}%`));
    if (roleCode) filters.push(eq(users.roleCode, roleCode));
    const where = filters.length ? and(...filters) : undefined;
    const rows = await selectUsers(db).where(where).orderBy(desc(users.id)).limit(pageSize).offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(users).where(where);
    // Accounts whose role holds more than the caller are shown, not managed (delegation.ts).
    const within = new Map<string, boolean>();
    for (const code of new Set(rows.map((row) => row.roleCode).filter((code): code is string => !!code))) {
      within.set(code, isWithinCaller(user!, code, await storedGrants(db, code)));
    }
    return { list: rows.map((row) => ({ ...row, manageable: !row.roleCode || within.get(row.roleCode) === true })), total };
  }),
  {
    method: 'POST',
    path: 'user/addCenterUser',
    access: { menu: USER_MENU, unit: 'add' },
    // The one-time key is spent before the write's transaction, whatever its outcome.
    effect: { write: 'create', audit: 'self' },
    handler: async ({ db, body, user, logWrite }) => {
      const loginName = requiredString(body, 'loginName', '登录名', 64).trim();
      if (!isLoginName(loginName)) fail(USER_MESSAGES.loginNamePattern);
      const profile = readProfile(body);
      requirePasswordFields(body, [['loginPwd', PASSWORD_MESSAGES.initialRequired]]);
      const decrypt = await openKey(keys, body);
      const password = await adminSetPasswordFields(readNewPassword(decrypt, body, 'loginPwd', PASSWORD_MESSAGES.initialRequired));
      const id = await withAccountsLock(db, async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.loginName}) = ${loginName.toLowerCase()}`);
        if (taken) fail(USER_MESSAGES.loginNameTaken);
        await checkRoleAndPost(tx, profile.roleCode, profile.postCode);
        await requireAssignableRole(tx, user!, profile.roleCode);
        const [row] = await tx
          .insert(users)
          .values({ loginName, ...profile, ...password })
          .returning({ id: users.id });
        await logWrite(tx, row);
        return row.id;
      }).catch((error: unknown) => (isUniqueViolation(error) ? fail(USER_MESSAGES.loginNameTaken) : Promise.reject(error)));
      log.info({ loginName, by: user?.loginName }, 'system user added');
      return requireUser(db, id);
    },
  },
  post('user/modifyCenterUser', { menu: USER_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const version = readVersion(body);
    const profile = readProfile(body);
    await withAccountsLock(db, async (tx) => {
      const target = await requireUser(tx, id);
      if (target.version !== version) throw conflict();
      if (id === user!.id && profile.roleCode !== target.roleCode) fail(DELEGATION_MESSAGES.ownRoleChange);
      await requireManageableUser(tx, user!, target);
      await checkRoleAndPost(tx, profile.roleCode, profile.postCode, target.roleCode);
      if (profile.roleCode !== target.roleCode) await requireAssignableRole(tx, user!, profile.roleCode);
      if (isEnabledAdmin(target) && profile.roleCode !== ADMIN_ROLE && !(await otherEnabledAdmin(tx, id))) fail(USER_MESSAGES.lastAdminRole);
      await tx
        .update(users)
        .set({ ...profile, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id));
    });
    log.info({ userId: id, by: user?.loginName }, 'system user modified');
    return requireUser(db, id);
  }),
  post('user/deleteUser', { menu: USER_MENU, unit: 'delete' }, { write: 'delete' }, async ({ db, body, user }) => {
    const id = readId(body);
    if (id === user!.id) fail(USER_MESSAGES.deleteSelf);
    await withAccountsLock(db, async (tx) => {
      const target = await requireUser(tx, id);
      await requireManageableUser(tx, user!, target);
      if (isEnabledAdmin(target) && !(await otherEnabledAdmin(tx, id))) fail(USER_MESSAGES.lastAdminDelete);
      await tx.delete(users).where(eq(users.id, id));
    });
    log.info({ userId: id, by: user?.loginName }, 'system user deleted');
    return null;
  }),
  post('user/switchStatus', { menu: USER_MENU, unit: 'enable' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const status = readStatus(body);
    const version = body.version === undefined || body.version === null ? null : readVersion(body);
    if (id === user!.id && status === 0) fail(USER_MESSAGES.disableSelf);
    await withAccountsLock(db, async (tx) => {
      const target = await requireUser(tx, id);
      if (version !== null && target.version !== version) throw conflict();
      await requireManageableUser(tx, user!, target);
      if (status === 0 && isEnabledAdmin(target) && !(await otherEnabledAdmin(tx, id))) fail(USER_MESSAGES.lastAdminDisable);
      await tx
        .update(users)
        .set({ status, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id));
      // A disabled account is logged out everywhere.
      if (status === 0) await tx.delete(sessions).where(eq(sessions.userId, id));
    });
    log.info({ userId: id, status, by: user?.loginName }, 'system user status switched');
    return requireUser(db, id);
  }),
  {
    method: 'POST',
    path: 'user/resetCenterUserPwd',
    access: { menu: USER_MENU, unit: 'modify' },
    // The one-time key is spent before the write's transaction, whatever its outcome.
    effect: { write: 'update', audit: 'self' },
    handler: async ({ db, body, user, logWrite }) => {
      const id = readId(body);
      // One's own password changes with the old one and an SMS code (userpwd/changepassword), never by a reset.
      if (id === user!.id) fail(USER_MESSAGES.resetSelf);
      requirePasswordFields(body, [['loginPwd', PASSWORD_MESSAGES.initialRequired]]);
      const decrypt = await openKey(keys, body);
      const md5 = readNewPassword(decrypt, body, 'loginPwd', PASSWORD_MESSAGES.initialRequired);
      await withAccountsLock(db, async (tx) => {
        await requireManageableUser(tx, user!, await requireUser(tx, id));
        // Back to first login; every session of the user ends.
        await resetPassword(tx, id, md5);
        await logWrite(tx);
      });
      log.info({ userId: id, by: user?.loginName }, 'system user password reset');
      return null;
    },
  },
];
