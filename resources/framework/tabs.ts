/**
 * Modules sharing one list route as tabs (`tab` of a declaration), e.g. the
 * data charts' 会员信息 | 会员债券承销 on /dataChart/memberFeesManage: the
 * route shows a tab per module, in the order of resources/index.ts; the tab
 * is kept in the `tab` query parameter (the first tab without it).
 */
import type { Resource } from './defineResource';

export interface ResourceTab {
  /** The value of the `tab` query parameter, e.g. 'bond'. */
  key: string;
  /** The tab's text, e.g. '会员债券承销'. */
  label: string;
}

export const TAB_PARAM = 'tab';

/** The modules shown as tabs on `resource`'s list route (empty when it is not a tab). */
export const tabsOf = (resource: Resource, all: readonly Resource[]): Resource[] => (resource.tab ? all.filter((other) => other.tab && other.routes.list === resource.routes.list) : []);

/** The list's address: its route, with `?tab=<key>` for a tab. */
export const listLocation = (resource: Resource): string => (resource.tab ? `${resource.routes.list}?${TAB_PARAM}=${encodeURIComponent(resource.tab.key)}` : resource.routes.list);

/**
 * Refuses declarations that share a list route without each being a tab, or
 * whose tabs repeat a key: the route could show only one of them.
 */
export const checkListRoutes = (all: readonly Resource[]) => {
  const byRoute = new Map<string, Resource[]>();
  for (const resource of all) byRoute.set(resource.routes.list, [...(byRoute.get(resource.routes.list) ?? []), resource]);
  for (const [route, shared] of byRoute) {
    if (shared.length === 1 && !shared[0].tab) continue;
    const untabbed = shared.find((resource) => !resource.tab);
    if (untabbed) throw new Error(`Resource "${untabbed.name}": the list route ${route} is shared, so every module on it needs a tab`);
    const keys = shared.map((resource) => resource.tab!.key);
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (repeated !== undefined) throw new Error(`Route ${route}: two tabs have the key "${repeated}"`);
  }
};
