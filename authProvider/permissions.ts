/**
 * Menus and data units (docs/permissions.md). A react-admin resource is
 * guarded by a menu id: either the id written as a string ('9') or a name
 * registered by its declaration; a name with no menu id (like a route without
 * menuId) is always allowed. Within a granted menu, an action needs its data
 * unit in the node's `dataUnits`; a node without `dataUnits` allows every unit.
 */
import { findMenu, type MenuItem } from './session';

const resourceMenus = new Map<string, number>();

export const registerResourceMenu = (resource: string, menuId: number) => {
  resourceMenus.set(resource, menuId);
};

export const menuIdOf = (resource: string): number | undefined =>
  /^\d+$/.test(resource) ? Number(resource) : resourceMenus.get(resource);

/** The six data-unit codes of `common/queryDataUnitDict`. */
export type DataUnit = 'detail' | 'list' | 'add' | 'modify' | 'delete' | 'enable';

/** react-admin's actions and the data unit each needs; any other action needs only the menu. */
export const ACTION_UNITS: Readonly<Record<string, DataUnit>> = {
  list: 'list',
  show: 'detail',
  create: 'add',
  edit: 'modify',
  delete: 'delete',
  enable: 'enable',
};

/** The actions the console checks on a page (see useCan). */
export const CHECKED_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'enable'] as const;
export type CheckedAction = (typeof CHECKED_ACTIONS)[number];

/** Menu-only check (no data unit): the resource's menu is in the granted ids. */
export const isAllowed = (resource: string, granted: Set<number>): boolean => {
  const menuId = menuIdOf(resource);
  return menuId === undefined || granted.has(menuId);
};

/** Whether the menu tree lets the user do `action` on `resource`. */
export const canAccessIn = (menus: MenuItem[], resource: string, action: string): boolean => {
  const menuId = menuIdOf(resource);
  if (menuId === undefined) return true;
  const node = findMenu(menus, menuId);
  if (!node) return false;
  const unit = ACTION_UNITS[action];
  if (!unit || !Array.isArray(node.dataUnits)) return true;
  return node.dataUnits.includes(unit);
};
