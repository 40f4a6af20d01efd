/**
 * A declared module whose list route is not in the spec's route table gets
 * its entries added: a visible menu entry in the section of its menu's parent,
 * and a hidden edit page highlighting it. Spec modules are already in the table.
 */
import { flatMenus } from '../../resources/menus';
import type { Resource } from '../../resources/framework';
import type { AppRoute } from './types';

const paths = (routes: AppRoute[]): Set<string> => new Set(routes.flatMap((route) => [route.path, ...paths(route.children ?? [])]));

export const mergeDeclaredRoutes = (sections: AppRoute[], resources: Resource[]): AppRoute[] => {
  const known = paths(sections);
  const parentOf = new Map(flatMenus().map((menu) => [menu.id, menu.parentId]));
  const additions = new Map<number, AppRoute[]>();
  for (const resource of resources) {
    if (known.has(resource.routes.list)) continue;
    const sectionId = parentOf.get(resource.menuId) ?? undefined;
    if (sectionId === undefined || sectionId === null) continue;
    const entries: AppRoute[] = [{ path: resource.routes.list, name: `${resource.name}List`, menuId: resource.menuId, meta: { title: resource.title } }];
    if (resource.routes.edit && !known.has(resource.routes.edit)) {
      entries.push({
        path: resource.routes.edit,
        name: `${resource.name}Edit`,
        hidden: true,
        meta: { title: `新增-${resource.title}`, showBackBtn: true, activeMenu: resource.routes.list },
      });
    }
    additions.set(sectionId, [...(additions.get(sectionId) ?? []), ...entries]);
  }
  return sections.map((section) => (additions.has(section.menuId ?? -1) ? { ...section, children: [...(section.children ?? []), ...additions.get(section.menuId!)!] } : section));
};
