/**
 * Closing open-page tabs (issue 26), as pure functions beside the tabs' own
 * chunk (PageTabs): the home tab is never closed, and closing the page shown
 * says where to go.
 */
import type { Visit } from './visitRules';

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
  return keepShown(
    tabs,
    after,
    shown,
    after.find((tab) => tab.path === path),
  );
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
