/**
 * The permission tree's rules, as pure functions over immutable grants:
 * - a leaf menu (a node without children, e.g. 56 公共图标) is granted with a
 *   subset of its data units; sections are never granted themselves;
 * - checking a menu grants all its units, unchecking removes it; checking a
 *   unit grants its menu; unchecking a unit keeps the menu with the rest;
 * - a group (section, or the whole tree) is 'all' when each of its leaves is
 *   fully granted, 'some' when any leaf is granted, else 'none'; toggling a
 *   group grants all its leaves fully unless it is 'all', which clears them.
 */
import type { Permission } from '../contract/calls';
import type { DictItem as DataUnit, MenuDictNode } from '../../../src/system/dictionaries';

/** Granted leaf menus and their unit codes (in the leaf's unit order). */
export type Grants = ReadonlyMap<number, readonly string[]>;
export type GroupState = 'all' | 'some' | 'none';

export interface TreeModel {
  /** Every leaf menu, depth-first in tree order. */
  leaves: MenuDictNode[];
  /** The unit codes each leaf offers, in dictionary order. */
  unitsOf: ReadonlyMap<number, readonly string[]>;
}

export const isLeaf = (node: MenuDictNode) => !node.children || node.children.length === 0;

export const leavesOf = (nodes: readonly MenuDictNode[]): MenuDictNode[] => nodes.flatMap((node) => (isLeaf(node) ? [node] : leavesOf(node.children ?? [])));

/** A leaf's units: its own list (or every unit when it names none), ordered as the dictionary. */
const leafUnits = (leaf: MenuDictNode, codes: readonly string[]): string[] => {
  const own = leaf.dataUnits && leaf.dataUnits.length > 0 ? leaf.dataUnits : codes;
  return [...codes.filter((code) => own.includes(code)), ...own.filter((code) => !codes.includes(code))];
};

export const buildModel = (tree: readonly MenuDictNode[], units: readonly DataUnit[]): TreeModel => {
  const codes = units.map((unit) => unit.code);
  const leaves = leavesOf(tree);
  return { leaves, unitsOf: new Map(leaves.map((leaf) => [leaf.menuId, leafUnits(leaf, codes)])) };
};

const unitsFor = (model: TreeModel, menuId: number) => model.unitsOf.get(menuId) ?? [];

export const isFullyGranted = (model: TreeModel, grants: Grants, menuId: number) => {
  const granted = grants.get(menuId);
  return !!granted && unitsFor(model, menuId).every((code) => granted.includes(code));
};

export const groupState = (model: TreeModel, grants: Grants, leaves: readonly MenuDictNode[]): GroupState => {
  if (leaves.length === 0) return 'none';
  if (leaves.every((leaf) => isFullyGranted(model, grants, leaf.menuId))) return 'all';
  return leaves.some((leaf) => grants.has(leaf.menuId)) ? 'some' : 'none';
};

/** Grants every leaf of the group fully, or clears them when `on` is false. */
export const setGroup = (model: TreeModel, grants: Grants, leaves: readonly MenuDictNode[], on: boolean): Grants => {
  const next = new Map(grants);
  for (const leaf of leaves) {
    if (on) next.set(leaf.menuId, [...unitsFor(model, leaf.menuId)]);
    else next.delete(leaf.menuId);
  }
  return next;
};

/** The group's click: fill it unless it is already complete. */
export const toggleGroup = (model: TreeModel, grants: Grants, leaves: readonly MenuDictNode[]): Grants => setGroup(model, grants, leaves, groupState(model, grants, leaves) !== 'all');

export const setMenu = (model: TreeModel, grants: Grants, menuId: number, on: boolean): Grants => {
  const next = new Map(grants);
  if (on) next.set(menuId, [...unitsFor(model, menuId)]);
  else next.delete(menuId);
  return next;
};

export const setUnit = (model: TreeModel, grants: Grants, menuId: number, code: string, on: boolean): Grants => {
  const current = grants.get(menuId) ?? [];
  const chosen = on ? [...current, code] : current.filter((granted) => granted !== code);
  const next = new Map(grants);
  // Unit order follows the leaf's, so equal grants compare equal.
  next.set(
    menuId,
    unitsFor(model, menuId).filter((unit) => chosen.includes(unit)),
  );
  return next;
};

/** The saved form: exactly the granted leaves, in tree order. */
export const toPermissions = (model: TreeModel, grants: Grants): Array<{ menuId: number; dataUnits: string[] }> =>
  model.leaves.filter((leaf) => grants.has(leaf.menuId)).map((leaf) => ({ menuId: leaf.menuId, dataUnits: [...(grants.get(leaf.menuId) ?? [])] }));

/** A role's stored permissions as grants; unknown menus and sections are dropped, `null` units mean all. */
export const fromPermissions = (model: TreeModel, permissions: readonly Permission[] | null | undefined): Grants => {
  const next = new Map<number, string[]>();
  for (const permission of permissions ?? []) {
    const units = model.unitsOf.get(Number(permission.menuId));
    if (!units) continue;
    const granted = permission.dataUnits ?? units;
    next.set(
      Number(permission.menuId),
      units.filter((unit) => granted.includes(unit)),
    );
  }
  return next;
};
