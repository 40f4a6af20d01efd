/**
 * The bookkeeping of the pages an operator opens (issue 26), as pure
 * functions: the open-page tabs of this session and the recently visited
 * pages of the welcome page. A page is its path; its address (path and query:
 * page number, filters) and title are those of its last visit, so a tab goes
 * back to where the operator left the page. The console home is always the
 * first tab and cannot be closed.
 */

export interface Visit {
  /** The route's path, which identifies the page. */
  path: string;
  /** Path and query as last shown, e.g. '/information/newsManage?pageNum=2'. */
  address: string;
  /** The title as the title bar showed it. */
  title: string;
}

/** How many pages the welcome page lists. */
export const RECENT_LIMIT = 10;

const sameVisit = (a: Visit, b: Visit) => a.address === b.address && a.title === b.title;

/**
 * The tabs after a visit: a page already open keeps its place and takes the
 * visit's address and title; a new page is added at the end; the home tab
 * stays first.
 */
export const openTab = (tabs: Visit[], visit: Visit, home: Visit): Visit[] => {
  const withHome = tabs[0]?.path === home.path ? tabs : [home, ...tabs.filter((tab) => tab.path !== home.path)];
  const index = withHome.findIndex((tab) => tab.path === visit.path);
  if (index < 0) return [...withHome, visit];
  if (sameVisit(withHome[index], visit) && withHome === tabs) return tabs;
  return withHome.map((tab, at) => (at === index ? visit : tab));
};

/** The tabs left by a closing, and where to go when the page shown was closed (undefined: stay). */
export interface TabClosing {
  tabs: Visit[];
  next?: string;
}

const keepShown = (before: Visit[], after: Visit[], shown: string, fallback: Visit | undefined): TabClosing => {
  if (after.some((tab) => tab.path === shown) || !before.some((tab) => tab.path === shown)) return { tabs: after };
  return { tabs: after, next: fallback?.address };
};

/** Closes one tab (never the home tab); closing the one shown goes to the tab on its left. */
export const closeTab = (tabs: Visit[], path: string, shown: string, homePath: string): TabClosing => {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index < 0 || path === homePath) return { tabs };
  const after = tabs.filter((_, at) => at !== index);
  return keepShown(tabs, after, shown, after[index - 1] ?? after[0]);
};

/** Keeps the home tab and `path`; the page shown, if closed, gives way to `path`. */
export const closeOthers = (tabs: Visit[], path: string, shown: string, homePath: string): TabClosing => {
  const after = tabs.filter((tab) => tab.path === homePath || tab.path === path);
  return keepShown(tabs, after, shown, after.find((tab) => tab.path === path));
};

/** Closes the tabs right of `path` (the home tab stays); the page shown, if closed, gives way to `path`. */
export const closeToTheRight = (tabs: Visit[], path: string, shown: string, homePath: string): TabClosing => {
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index < 0) return { tabs };
  const after = tabs.filter((tab, at) => at <= index || tab.path === homePath);
  return keepShown(tabs, after, shown, tabs[index]);
};

/** Leaves the home tab alone, and goes there if another page was shown. */
export const closeAll = (tabs: Visit[], shown: string, homePath: string): TabClosing => {
  const after = tabs.filter((tab) => tab.path === homePath);
  return keepShown(tabs, after, shown, after[0]);
};

/** The recently visited pages after a visit: the page moves to the front, the list keeps `limit`. */
export const recordRecent = (recent: Visit[], visit: Visit, limit = RECENT_LIMIT): Visit[] => {
  if (recent[0] && recent[0].path === visit.path && sameVisit(recent[0], visit)) return recent;
  return [visit, ...recent.filter((page) => page.path !== visit.path)].slice(0, limit);
};
