/**
 * A role's permissions as the role calls carry them: `[{menuId, dataUnits}]`
 * over leaf menus (menus without children, such as 56). Stored as one
 * sys_role_menu row per leaf with its units, plus a row with an empty list
 * for each section above it (docs/permissions.md).
 */
import { ApiError } from '../http/envelope';
import { ALL_UNITS, ancestorIds, isDataUnit, isLeafMenu, menuById, orderedUnits, type DataUnit } from '../menus';

export interface Permission {
  menuId: number;
  dataUnits: DataUnit[];
}

export const PERMISSION_MESSAGES = {
  format: '权限格式不正确',
  empty: '请至少选择一个菜单权限',
  menuFormat: '菜单编号格式不正确',
  unknownMenu: (id: unknown) => `菜单不存在：${String(id)}`,
  section: (name: string) => `“${name}”是菜单分组，请选择其下的具体菜单`,
  duplicate: (name: string) => `菜单“${name}”重复`,
  noUnits: (name: string) => `请为菜单“${name}”至少选择一项数据权限`,
  unknownUnit: (name: string, unit: unknown) => `菜单“${name}”的数据权限“${String(unit)}”不存在`,
} as const;

/** The institution-review menus (section 52 and its children): granting them asks for a confirmation. */
export const EXAMINE_MENU_IDS = [52, 20, 21];

const refuse = (message: string): never => {
  throw new ApiError(message);
};

const readPermission = (value: unknown, seen: Set<number>): Permission => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return refuse(PERMISSION_MESSAGES.format);
  const { menuId: rawId, dataUnits: rawUnits } = value as Record<string, unknown>;
  const menuId = typeof rawId === 'string' && /^\d+$/.test(rawId.trim()) ? Number(rawId) : rawId;
  if (typeof menuId !== 'number' || !Number.isInteger(menuId)) return refuse(PERMISSION_MESSAGES.menuFormat);
  const menu = menuById(menuId) ?? refuse(PERMISSION_MESSAGES.unknownMenu(menuId));
  if (!isLeafMenu(menu)) refuse(PERMISSION_MESSAGES.section(menu.name));
  if (seen.has(menuId)) refuse(PERMISSION_MESSAGES.duplicate(menu.name));
  seen.add(menuId);
  if (!Array.isArray(rawUnits) || rawUnits.length === 0) return refuse(PERMISSION_MESSAGES.noUnits(menu.name));
  const unknown = rawUnits.find((unit) => !isDataUnit(unit));
  if (unknown !== undefined) refuse(PERMISSION_MESSAGES.unknownUnit(menu.name, unknown));
  return { menuId, dataUnits: orderedUnits(rawUnits as string[]) };
};

/** The validated permissions of a role call's body (refused with a Chinese message). */
export const parsePermissions = (value: unknown): Permission[] => {
  if (value === undefined || value === null) return refuse(PERMISSION_MESSAGES.empty);
  if (!Array.isArray(value)) return refuse(PERMISSION_MESSAGES.format);
  if (value.length === 0) return refuse(PERMISSION_MESSAGES.empty);
  const seen = new Set<number>();
  return value.map((item) => readPermission(item, seen));
};

/** The sys_role_menu rows of the permissions: the leaves with their units, their sections with []. */
export const grantRows = (roleId: number, permissions: Permission[]) => {
  const rows = new Map<number, string[]>();
  for (const { menuId, dataUnits } of permissions) {
    rows.set(menuId, dataUnits);
    for (const parentId of ancestorIds(menuId)) if (!rows.has(parentId)) rows.set(parentId, []);
  }
  return [...rows].map(([menuId, dataUnits]) => ({ roleId, menuId, dataUnits }));
};

/** The leaf permissions of stored rows (a NULL list grants every unit); unknown and section rows are left out. */
export const permissionsOfRows = (rows: Array<{ menuId: number; dataUnits: string[] | null }>): Permission[] =>
  rows
    .filter((row) => {
      const menu = menuById(row.menuId);
      return !!menu && isLeafMenu(menu);
    })
    .map((row) => ({ menuId: row.menuId, dataUnits: row.dataUnits === null ? [...ALL_UNITS] : orderedUnits(row.dataUnits) }))
    .sort((a, b) => a.menuId - b.menuId);

/** Menus the built-in administrator keeps, with every unit: system users (2) and role permissions (54). */
export const ADMIN_KEPT_MENUS = [2, 54];

export const keepsAdminMenus = (permissions: Permission[]) => ADMIN_KEPT_MENUS.every((menuId) => permissions.find((item) => item.menuId === menuId)?.dataUnits.length === ALL_UNITS.length);
