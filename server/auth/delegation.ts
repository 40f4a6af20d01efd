/**
 * Least privilege for the operators who manage roles (menu 54) and system
 * users (menu 2), checked inside the accounts lock (docs/permissions.md,
 * "Delegated administrators"):
 * - nobody grants what they do not hold: a role may gain only the menus and
 *   data units the caller holds, and a user may be given only a role whose
 *   grants the caller holds; a role edit keeps what the caller does not hold
 *   as it was (the caller's permission tree does not show it);
 * - nobody changes their own role, nor (but a super administrator, who holds
 *   everything) their own role's grants or status;
 * - the super-administrator role, and its users, are managed only by super
 *   administrators; an account whose role holds more than the caller is
 *   managed only by someone holding at least as much.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roleMenus, roles } from '../db/schema';
import type { SessionUser } from './sessions';
import { holdsUnit } from '../http/api';
import { ApiError } from '../http/envelope';
import { DATA_UNITS, menuById, orderedUnits, type DataUnit } from '../menus';
import { permissionsOfRows, type Permission } from './rolePermissions';

/** The built-in super administrator role. */
export const ADMIN_ROLE = 'admin';

export const DELEGATION_MESSAGES = {
  grantBeyond: (menu: string, unit: string) => `不能授予您自己没有的权限：${menu}（${unit}）`,
  ownRole: '不能修改自己所属的角色',
  ownRoleChange: '不能变更自己的角色',
  adminRole: '只有超级管理员可以修改超级管理员角色',
  roleBeyond: '不能分配超出您自身权限的角色',
  userBeyond: '不能管理权限超出您自身的账号',
} as const;

const refuse = (message: string): never => {
  throw new ApiError(message);
};

const unitName = (unit: DataUnit) => DATA_UNITS.find((item) => item.code === unit)?.name ?? unit;

export const isSuperAdmin = (caller: SessionUser) => caller.roleCode === ADMIN_ROLE;

/** The role's stored grants, whatever its status (a disabled role grants again once enabled). */
export const storedGrants = async (db: Db, roleCode: string): Promise<Permission[]> =>
  permissionsOfRows(await db.select({ menuId: roleMenus.menuId, dataUnits: roleMenus.dataUnits }).from(roleMenus).innerJoin(roles, eq(roles.id, roleMenus.roleId)).where(eq(roles.code, roleCode)));

/** The first (menu, unit) of `permissions` the caller does not hold, or null. */
const firstBeyond = (caller: SessionUser, permissions: Permission[]): [number, DataUnit] | null => {
  for (const { menuId, dataUnits } of permissions) {
    const unit = dataUnits.find((code) => !holdsUnit(caller, menuId, code));
    if (unit) return [menuId, unit];
  }
  return null;
};

/** Whether a role with `permissions` (and code) is within what the caller holds. */
export const isWithinCaller = (caller: SessionUser, roleCode: string, permissions: Permission[]) => (roleCode !== ADMIN_ROLE || isSuperAdmin(caller)) && firstBeyond(caller, permissions) === null;

/** Refuses a new role's grants that the caller does not hold. */
export const requireGrantable = (caller: SessionUser, permissions: Permission[]) => {
  const beyond = firstBeyond(caller, permissions);
  if (beyond) refuse(DELEGATION_MESSAGES.grantBeyond(menuById(beyond[0])!.name, unitName(beyond[1])));
};

/**
 * Whether the caller may edit, switch or delete a role: a super administrator
 * any (holding every grant, they can gain nothing), anyone else neither their
 * own role nor the administrator's.
 */
export const isEditableRole = (caller: SessionUser, roleCode: string) => isSuperAdmin(caller) || (roleCode !== caller.roleCode && roleCode !== ADMIN_ROLE);

export const requireEditableRole = (caller: SessionUser, roleCode: string) => {
  if (isEditableRole(caller, roleCode)) return;
  refuse(roleCode === ADMIN_ROLE ? DELEGATION_MESSAGES.adminRole : DELEGATION_MESSAGES.ownRole);
};

const pairsOf = (permissions: Permission[]) => new Set(permissions.flatMap(({ menuId, dataUnits }) => dataUnits.map((unit) => `${menuId}:${unit}`)));

/**
 * The grants a role edit stores: the submitted ones the caller holds, and the
 * stored ones the caller does not hold, unchanged. A submitted grant the role
 * did not have and the caller does not hold is refused.
 */
export const mergeRoleEdit = (caller: SessionUser, stored: Permission[], submitted: Permission[]): Permission[] => {
  const had = pairsOf(stored);
  requireGrantable(
    caller,
    submitted.map(({ menuId, dataUnits }) => ({ menuId, dataUnits: dataUnits.filter((unit) => !had.has(`${menuId}:${unit}`)) })),
  );
  const merged = new Map<number, Set<DataUnit>>();
  const add = (menuId: number, unit: DataUnit) => merged.set(menuId, (merged.get(menuId) ?? new Set()).add(unit));
  for (const { menuId, dataUnits } of submitted) dataUnits.forEach((unit) => add(menuId, unit));
  for (const { menuId, dataUnits } of stored) dataUnits.filter((unit) => !holdsUnit(caller, menuId, unit)).forEach((unit) => add(menuId, unit));
  return [...merged].map(([menuId, units]) => ({ menuId, dataUnits: orderedUnits(units) })).sort((a, b) => a.menuId - b.menuId);
};

/** Refuses giving a user `roleCode` unless its grants are within the caller's. */
export const requireAssignableRole = async (db: Db, caller: SessionUser, roleCode: string) => {
  if (!isWithinCaller(caller, roleCode, await storedGrants(db, roleCode))) refuse(DELEGATION_MESSAGES.roleBeyond);
};

/** Refuses managing an account whose role holds more than the caller. */
export const requireManageableUser = async (db: Db, caller: SessionUser, target: { roleCode: string | null }) => {
  if (target.roleCode && !isWithinCaller(caller, target.roleCode, await storedGrants(db, target.roleCode))) refuse(DELEGATION_MESSAGES.userBeyond);
};
