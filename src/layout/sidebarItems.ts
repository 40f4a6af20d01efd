/**
 * The sidebar's entries from the route table and the user's menu ids: hidden
 * routes are skipped, a route with a menuId shows only when granted, and a
 * section with one visible child (or none) shows as a single item.
 */
import type { AppRoute } from '../routes/types';

export interface SidebarItem {
  key: string;
  title: string;
  icon?: string;
  iconfont?: string;
  /** Target path, or an external URL. */
  to?: string;
  external?: boolean;
  children?: SidebarItem[];
}

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

const isVisible = (route: AppRoute, granted: Set<number>) => !route.hidden && (route.menuId === undefined || granted.has(route.menuId));

const leaf = (route: AppRoute, section?: AppRoute): SidebarItem => ({
  key: route.path,
  title: route.meta.title,
  icon: route.meta.icon ?? section?.meta.icon,
  iconfont: route.meta.iconfont ?? section?.meta.iconfont,
  to: route.path,
  external: isExternal(route.path),
});

export const buildSidebar = (routes: AppRoute[], granted: Set<number>): SidebarItem[] =>
  routes
    .filter((route) => isVisible(route, granted))
    .flatMap((section): SidebarItem[] => {
      const children = (section.children ?? []).filter((child) => isVisible(child, granted));
      if (!section.children?.length) return [leaf(section)];
      if (children.length === 0) {
        // Only hidden children: the section itself is the entry (it redirects to its landing page).
        return section.children.some((child) => !child.hidden) ? [] : [{ ...leaf(section), to: section.redirect ?? section.path }];
      }
      if (children.length === 1) return [{ ...leaf(children[0], section), key: section.path, title: children[0].meta.title }];
      return [
        {
          key: section.path,
          title: section.meta.title,
          icon: section.meta.icon,
          iconfont: section.meta.iconfont,
          children: children.map((child) => leaf(child)),
        },
      ];
    });

/** Key of the section holding `path`, to open it. */
export const sectionOf = (items: SidebarItem[], path: string): string | undefined => items.find((item) => item.children?.some((child) => child.to === path))?.key;
