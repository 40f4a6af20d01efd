/** Role permissions (menu 54): roles with their menus and data units (spec section 7, "Users and roles"). */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { roleMenus, roles, users } from '../../../server/db/schema';
import { get, post, type ServerModule } from '../../../server/http/api';
import { ApiError, STATUS } from '../../../server/http/envelope';
import { optionalString, paging, requiredString } from '../../../server/http/validate';
import { menuById } from '../../../server/menus';
import { isUniqueViolation, withAccountsLock } from '../../../server/modules/records';
import { escapeLike, readId, readStatus, readVersion, RECORD_MESSAGES } from '../../../server/http/validate';
import { EXAMINE_MENU_IDS, grantRows, keepsAdminMenus, parsePermissions, permissionsOfRows, type Permission } from '../../../server/auth/rolePermissions';
import { ADMIN_ROLE, DELEGATION_MESSAGES, isEditableRole, isWithinCaller, mergeRoleEdit, requireEditableRole, requireGrantable } from '../../../server/auth/delegation';

export const ROLE_MESSAGES = {
  codePattern: '角色编码只能包含字母、数字和下划线',
  codeTaken: '角色编码已存在',
  nameTaken: '角色名称已存在',
  notFound: '角色不存在或已被删除',
  adminMenus: '不能移除超级管理员的系统管理权限',
  builtInDelete: '内置角色不能删除',
  builtInDisable: '内置角色不能停用',
  hasUsers: (users: number) => `该角色下还有 ${users} 个用户，无法删除`,
  menuIds: '菜单编号格式不正确',
} as const;

export { ADMIN_ROLE };

const ROLE_MENU = 54;
const CODE = /^[A-Za-z0-9_]+$/;

const userCount = sql<number>`(SELECT count(*) FROM ${users} WHERE ${users.roleCode} = ${roles.code})`.mapWith(Number);

const recordSelection = {
  id: roles.id,
  code: roles.code,
  name: roles.name,
  status: roles.status,
  remark: roles.remark,
  version: roles.version,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  userCount,
};

const findRole = async (db: Db, id: number) => {
  const [role] = await db.select(recordSelection).from(roles).where(eq(roles.id, id)).limit(1);
  return role ?? null;
};

const requireRole = async (db: Db, id: number) => (await findRole(db, id)) ?? fail(ROLE_MESSAGES.notFound);

const fail = (message: string): never => {
  throw new ApiError(message);
};

const storedPermissions = async (db: Db, roleId: number): Promise<Permission[]> =>
  permissionsOfRows(await db.select({ menuId: roleMenus.menuId, dataUnits: roleMenus.dataUnits }).from(roleMenus).where(eq(roleMenus.roleId, roleId)));

const readName = (body: Record<string, unknown>) => requiredString(body, 'name', '角色名称', 30).trim() || fail('请输入角色名称');

/** A remark: undefined when absent (kept on modify), null when cleared. */
const readRemark = (body: Record<string, unknown>) => {
  if (body.remark === undefined) return undefined;
  return optionalString(body, 'remark', '备注', 255)?.trim() || null;
};

const ensureNameFree = async (tx: Db, name: string, exceptId: number | null) => {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`);
  if (taken && taken.id !== exceptId) fail(ROLE_MESSAGES.nameTaken);
};

const replaceGrants = async (tx: Db, roleId: number, permissions: Permission[]) => {
  await tx.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await tx.insert(roleMenus).values(grantRows(roleId, permissions));
};

/** The menu ids of checkRole's query: `20,21` (or the parameter repeated). */
const readMenuIds = (raw: unknown): number[] => {
  const text = Array.isArray(raw) ? raw.join(',') : String(raw ?? '');
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) fail(ROLE_MESSAGES.menuIds);
  return parts.map(Number);
};

export const rolesModule: ServerModule = ({ log }) => [
  post('role/queryRoleList', { menu: ROLE_MENU, unit: 'list' }, 'read', async ({ db, body, user }) => {
    const { pageSize, offset } = paging(body);
    const roleName = optionalString(body, 'roleName', '角色名称', 64)?.trim();
    const filters: SQL[] = roleName ? [ilike(roles.name, `%${escapeLike(roleName)}%`)] : [];
    const where = filters.length ? and(...filters) : undefined;
    const rows = await db.select(recordSelection).from(roles).where(where).orderBy(asc(roles.id)).limit(pageSize).offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(roles).where(where);
    return { list: rows.map((role) => ({ ...role, editable: isEditableRole(user!, role.code) })), total };
  }),
  post('role/queryRoleInfo', { menu: ROLE_MENU, unit: 'detail' }, 'read', async ({ db, body, user }) => {
    const role = await requireRole(db, readId(body));
    return { ...role, editable: isEditableRole(user!, role.code), permissions: await storedPermissions(db, role.id) };
  }),
  post('role/addRole', { menu: ROLE_MENU, unit: 'add' }, { write: 'create' }, async ({ db, body, user }) => {
    const code = requiredString(body, 'code', '角色编码', 32);
    if (!CODE.test(code)) fail(ROLE_MESSAGES.codePattern);
    const name = readName(body);
    const remark = readRemark(body) ?? null;
    const status = body.status === undefined || body.status === null || body.status === '' ? 1 : readStatus(body);
    const permissions = parsePermissions(body.permissions);
    requireGrantable(user!, permissions);
    const id = await withAccountsLock(db, async (tx) => {
      const [clash] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(sql`lower(${roles.code}) = ${code.toLowerCase()}`);
      if (clash) fail(ROLE_MESSAGES.codeTaken);
      await ensureNameFree(tx, name, null);
      const [role] = await tx.insert(roles).values({ code, name, remark, status }).returning({ id: roles.id });
      await replaceGrants(tx, role.id, permissions);
      return role.id;
    }).catch((error: unknown) => (isUniqueViolation(error) ? fail(ROLE_MESSAGES.codeTaken) : Promise.reject(error)));
    log.info({ roleCode: code, by: user?.loginName }, 'role added');
    return requireRole(db, id);
  }),
  post('role/modifyRole', { menu: ROLE_MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const version = readVersion(body);
    const name = readName(body);
    const remark = readRemark(body);
    const permissions = parsePermissions(body.permissions);
    await withAccountsLock(db, async (tx) => {
      const role = await requireRole(tx, id);
      if (role.version !== version) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
      requireEditableRole(user!, role.code);
      const granted = mergeRoleEdit(user!, await storedPermissions(tx, id), permissions);
      if (role.code === ADMIN_ROLE && !keepsAdminMenus(granted)) fail(ROLE_MESSAGES.adminMenus);
      await ensureNameFree(tx, name, id);
      await tx
        .update(roles)
        .set({ name, ...(remark === undefined ? {} : { remark }), version: sql`${roles.version} + 1`, updatedAt: new Date() })
        .where(eq(roles.id, id));
      await replaceGrants(tx, id, granted);
    });
    log.info({ roleId: id, by: user?.loginName }, 'role modified');
    return requireRole(db, id);
  }),
  post('role/delRole', { menu: ROLE_MENU, unit: 'delete' }, { write: 'delete' }, async ({ db, body, user }) => {
    const id = readId(body);
    await withAccountsLock(db, async (tx) => {
      const role = await requireRole(tx, id);
      if (role.code === ADMIN_ROLE) fail(ROLE_MESSAGES.builtInDelete);
      requireEditableRole(user!, role.code);
      if (role.userCount > 0) fail(ROLE_MESSAGES.hasUsers(role.userCount));
      await tx.delete(roles).where(eq(roles.id, id));
    });
    log.info({ roleId: id, by: user?.loginName }, 'role deleted');
    return null;
  }),
  post('role/switchStatus', { menu: ROLE_MENU, unit: 'enable' }, { write: 'update' }, async ({ db, body, user }) => {
    const id = readId(body);
    const status = readStatus(body);
    const version = body.version === undefined || body.version === null ? null : readVersion(body);
    await withAccountsLock(db, async (tx) => {
      const role = await requireRole(tx, id);
      if (version !== null && role.version !== version) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
      if (role.code === ADMIN_ROLE && status === 0) fail(ROLE_MESSAGES.builtInDisable);
      requireEditableRole(user!, role.code);
      // Enabling a role gives its users its grants again: only within the caller's own.
      if (status === 1 && !isWithinCaller(user!, role.code, await storedPermissions(tx, id))) fail(DELEGATION_MESSAGES.roleBeyond);
      await tx
        .update(roles)
        .set({ status, version: sql`${roles.version} + 1`, updatedAt: new Date() })
        .where(eq(roles.id, id));
    });
    log.info({ roleId: id, status, by: user?.loginName }, 'role status switched');
    return requireRole(db, id);
  }),
  get('role/checkRole', { menu: ROLE_MENU, unit: ['add', 'modify'] }, 'read', ({ query }) => {
    const given = new Set(readMenuIds(query.menuIds));
    const menus = EXAMINE_MENU_IDS.filter((menuId) => given.has(menuId)).map((menuId) => menuById(menuId)!.name);
    return { containsExamine: menus.length > 0, menus };
  }),
  {
    method: 'POST',
    path: 'role/modifyCheckRole',
    access: { menu: ROLE_MENU, unit: 'modify' },
    // A check, not a write.
    effect: 'read',
    handler: async ({ db, body, user }) => {
      const role = await requireRole(db, readId(body));
      const stored = await storedPermissions(db, role.id);
      // What the save would keep: the menus the caller does not hold stay (delegation.ts).
      const kept = new Set(mergeRoleEdit(user!, stored, parsePermissions(body.permissions)).map((permission) => permission.menuId));
      const removedMenus = stored.filter((permission) => !kept.has(permission.menuId)).map(({ menuId }) => ({ menuId, menuName: menuById(menuId)!.name }));
      return { removedMenus };
    },
  },
];
