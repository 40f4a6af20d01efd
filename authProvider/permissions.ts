/**
 * Menus and data units (docs/permissions.md). A react-admin resource is
 * guarded by a menu id (resources/catalog.ts's menuIdOf: the id written as a
 * string, '9', or a listed resource's); no menu id (like a route without
 * menuId) is always allowed. Within a granted menu, an action needs its data
 * unit in the node's `dataUnits`; a node without `dataUnits` allows every unit.
 * The login page loads this file: it takes menu ids, not the catalog.
 */
import { findMenu, type MenuItem } from '../dataProvider/session';

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

/** Whether the menu tree lets the user do `action` under the menu `menuId` (none: always). */
export const canAccessIn = (menus: MenuItem[], menuId: number | undefined, action: string): boolean => {
  if (menuId === undefined) return true;
  const node = findMenu(menus, menuId);
  if (!node) return false;
  const unit = ACTION_UNITS[action];
  if (!unit || !Array.isArray(node.dataUnits)) return true;
  return node.dataUnits.includes(unit);
};
