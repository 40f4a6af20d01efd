/**
 * The menu tree as the contract answers it: `{menuId, menuName, dataUnits, children}`,
 * and the data units of docs/permissions.md.
 */
import { flatMenus, menuTree, type MenuNode } from '../resources/menus';

/** The six data units of spec section 6, in the order the dictionary answers them. */
export const DATA_UNITS = [
  { code: 'detail', name: '详情' },
  { code: 'list', name: '列表' },
  { code: 'add', name: '新增' },
  { code: 'modify', name: '修改' },
  { code: 'delete', name: '删除' },
  { code: 'enable', name: '启用/停用' },
] as const;

export type DataUnit = (typeof DATA_UNITS)[number]['code'];

export const ALL_UNITS: DataUnit[] = DATA_UNITS.map((unit) => unit.code);

export const isDataUnit = (value: unknown): value is DataUnit => typeof value === 'string' && (ALL_UNITS as string[]).includes(value);

/** Units in the dictionary's order, duplicates and unknown codes dropped. */
export const orderedUnits = (units: Iterable<string>): DataUnit[] => {
  const held = new Set(units);
  return ALL_UNITS.filter((unit) => held.has(unit));
};

/** A role's grant per menu: the units held, or null for every unit. */
export type MenuUnits = Map<number, Set<DataUnit> | null>;

/** Menus that carry data units: every node without children (a leaf, or a section such as 56). */
export const isLeafMenu = (node: MenuNode) => !node.children?.length;

const MENUS = new Map(flatMenus().map((menu) => [menu.id, menu]));

export const menuById = (id: number) => MENUS.get(id);

/** The ids of the menus above `id`, nearest first. */
export const ancestorIds = (id: number): number[] => {
  const parentId = MENUS.get(id)?.parentId ?? null;
  return parentId === null ? [] : [parentId, ...ancestorIds(parentId)];
};

export interface MenuItemDto {
  menuId: number;
  menuName: string;
  /** The units granted on a leaf menu; always empty for a section with children. */
  dataUnits: DataUnit[];
  children: MenuItemDto[];
}

const unitsOf = (node: MenuNode, units: MenuUnits | null): DataUnit[] => {
  if (!isLeafMenu(node)) return [];
  if (!units) return [...ALL_UNITS];
  const granted = units.get(node.id);
  if (granted === undefined) return [];
  return granted === null ? [...ALL_UNITS] : orderedUnits(granted);
};

/**
 * The tree pruned to `ids` (a node stays when it or a descendant is granted),
 * each leaf with its units from `units` (every unit when `units` is null).
 */
export const menuTreeFor = (ids: Set<number> | null, units: MenuUnits | null = null, nodes: MenuNode[] = menuTree): MenuItemDto[] =>
  nodes.flatMap((node) => {
    const children = menuTreeFor(ids, units, node.children ?? []);
    if (ids && !ids.has(node.id) && children.length === 0) return [];
    return [{ menuId: node.id, menuName: node.name, dataUnits: unitsOf(node, units), children }];
  });
