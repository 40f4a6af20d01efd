/** The menu tree as the contract answers it: `{menuId, menuName, children}`. */
import { menuTree, type MenuNode } from '../resources/menus';

export interface MenuItemDto {
  menuId: number;
  menuName: string;
  children: MenuItemDto[];
}

/** The tree pruned to `ids` (a node stays when it or a descendant is granted). */
export const menuTreeFor = (ids: Set<number> | null, nodes: MenuNode[] = menuTree): MenuItemDto[] =>
  nodes.flatMap((node) => {
    const children = menuTreeFor(ids, node.children ?? []);
    if (ids && !ids.has(node.id) && children.length === 0) return [];
    return [{ menuId: node.id, menuName: node.name, children }];
  });
