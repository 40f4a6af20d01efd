/**
 * The bookkeeping of the pages an operator opens (issue 26), as pure
 * functions: the open-page tabs of this session and the recently visited
 * pages of the welcome page (closing tabs: tabClosing.ts, with the tabs' chunk). A page is its path; its address (path and query:
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

/** The recently visited pages after a visit: the page moves to the front, the list keeps `limit`. */
export const recordRecent = (recent: Visit[], visit: Visit, limit = RECENT_LIMIT): Visit[] => {
  if (recent[0] && recent[0].path === visit.path && sameVisit(recent[0], visit)) return recent;
  return [visit, ...recent.filter((page) => page.path !== visit.path)].slice(0, limit);
};
