/**
 * The pages the menu search offers (issue 26): the console home, every menu
 * entry the user holds (as the sidebar shows them, buildSidebar) and the
 * pages reachable from an entry's list by its buttons (a declared module's
 * `links`: 分类管理, 产品图谱, 通用设置), each titled as the title bar titles it.
 */
import type { Resource } from '../../../resources/framework';
import type { AppRoute } from '../../routes/types';
import { buildSidebar, type SidebarItem } from '../sidebarItems';
import { computeTitle, titleWords } from '../titleRule';
import type { SearchEntry } from './searchRules';

export interface SearchSources {
  routes: AppRoute[];
  granted: Set<number>;
  resources: Resource[];
  homePath: string;
  translate: (key: string) => string;
  findRoute: (path: string) => AppRoute | undefined;
}

const pathOf = (address: string) => address.split(/[?#]/)[0];

/** Joins the places of a page ('互动管理 / 常见问题'), leaving out an empty or repeated one. */
const place = (...parts: Array<string | undefined>) => parts.filter((part, index): part is string => !!part && parts.indexOf(part) === index).join(' / ') || undefined;

export const buildSearchEntries = ({ routes, granted, resources, homePath, translate, findRoute }: SearchSources): SearchEntry[] => {
  const words = titleWords(translate);
  const entries: SearchEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: SearchEntry) => {
    if (seen.has(entry.to)) return;
    seen.add(entry.to);
    entries.push(entry);
  };

  const subPages = (item: SidebarItem, section: string | undefined) => {
    const listPath = item.to && pathOf(item.to);
    const links = resources.filter((resource) => resource.routes.list === listPath).flatMap((resource) => resource.links ?? []);
    for (const link of links) {
      const route = findRoute(link.to);
      if (!route) continue;
      const query = new URLSearchParams(link.to.split('?')[1] ?? '');
      const title = computeTitle({ metaTitle: translate(route.meta.title), showBackBtn: route.meta.showBackBtn, query }, words);
      add({ to: link.to, title, section: place(section, translate(item.title)) });
    }
  };

  const home = findRoute(homePath);
  if (home) add({ to: homePath, title: translate(home.meta.title) });
  for (const item of buildSidebar(routes, granted)) {
    if (item.children) {
      const section = translate(item.title);
      for (const child of item.children) {
        if (!child.to) continue;
        add({ to: child.to, title: translate(child.title), section, external: child.external });
        subPages(child, section);
      }
      continue;
    }
    if (!item.to) continue;
    const top = routes.find((route) => route.path === item.key);
    const title = translate(item.title);
    const section = top ? place(translate(top.meta.title)) : undefined;
    add({ to: item.to, title, section: section === title ? undefined : section, external: item.external });
    subPages(item, section === title ? undefined : section);
  }
  return entries;
};
