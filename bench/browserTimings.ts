/**
 * Item 2: timings in headless Chromium, each the median of RUNS runs in a
 * fresh browser context (cold cache), ours and the peer's runs alternating: the login page's first and largest
 * contentful paint; a cold load of the first list until its rows show; an
 * in-app menu click from that list to another list until its rows show; the
 * first list with 100 rows a page; a cold load of an edit page until the
 * record's rich text shows (at rest, before the editor is built on a first focus).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { alternate, summarise, type Summary } from './stats';
import type { ConsoleTarget } from './types';

export interface Timings {
  loginFcp: Summary;
  loginLcp: Summary;
  coldList: Summary;
  menuClick: Summary | null;
  list100: Summary;
  coldEdit: Summary | null;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const newContext = (browser: Browser, storageState?: StorageState) => browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...(storageState ? { storageState } : {}) });

/** FCP and LCP of the page, read once the page has settled (LCP is final once input or load settles). */
const paints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          resolve({ fcp, lcp: lcp || fcp });
        }, 300);
      }),
  );

/** Milliseconds from the start of `act` until `done` resolves. */
const timed = async (act: () => Promise<unknown>, done: () => Promise<unknown>) => {
  const started = performance.now();
  await act();
  await done();
  return performance.now() - started;
};

/** A logged-in storage state for `target`, kept for every later cold context. */
const loggedIn = async (browser: Browser, target: ConsoleTarget): Promise<StorageState> => {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${target.baseUrl}${target.loginPath}`);
    await target.loginReady(page);
    await target.login(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/**
 * Every timing of every target, the targets alternating run by run (stats.ts `alternate`), so that a change in
 * the machine's load falls on all of them alike. Before the timed runs each target's list is loaded once,
 * untimed: the first queries after a server starts warm it up.
 */
export const measureTimings = async (browser: Browser, targets: ConsoleTarget[]): Promise<Timings[]> => {
  const fcp = targets.map(() => [] as number[]);
  const lcp = targets.map(() => [] as number[]);
  await alternate(targets, async (target) => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${target.baseUrl}${target.loginPath}`);
      await target.loginReady(page);
      await page.waitForLoadState('load');
      const painted = await paints(page);
      fcp[targets.indexOf(target)].push(painted.fcp);
      lcp[targets.indexOf(target)].push(painted.lcp);
      return painted.fcp;
    } finally {
      await context.close();
    }
  });

  const states = new Map<ConsoleTarget, StorageState>();
  for (const target of targets) states.set(target, await loggedIn(browser, target));

  const coldOnce = async (target: ConsoleTarget, pathname: string, shown: (page: Page) => Promise<void>) => {
    const context = await newContext(browser, states.get(target));
    try {
      const page = await context.newPage();
      return await timed(
        () => page.goto(`${target.baseUrl}${pathname}`),
        () => shown(page),
      );
    } finally {
      await context.close();
    }
  };
  for (const target of targets) await coldOnce(target, target.listPath, (page) => target.rowsVisible(page));

  const coldList = await alternate(targets, (target) => coldOnce(target, target.listPath, (page) => target.rowsVisible(page)));
  const list100 = await alternate(targets, (target) => coldOnce(target, target.list100Path, (page) => target.rowsVisible(page, 100)));
  const editing = targets.filter((target) => target.editPath && target.editReady);
  const coldEdit = await alternate(editing, (target) => coldOnce(target, target.editPath!, target.editReady!));
  const clicking = targets.filter((target) => target.menuClick);
  const menuClick = await alternate(clicking, async (target) => {
    const context = await newContext(browser, states.get(target));
    try {
      const page = await context.newPage();
      await page.goto(`${target.baseUrl}${target.listPath}`);
      await target.rowsVisible(page);
      await page.waitForLoadState('networkidle');
      const started = performance.now();
      await target.menuClick!(page);
      return performance.now() - started;
    } finally {
      await context.close();
    }
  });

  return targets.map((target, index) => ({
    loginFcp: summarise(fcp[index]),
    loginLcp: summarise(lcp[index]),
    coldList: coldList[index],
    menuClick: clicking.includes(target) ? menuClick[clicking.indexOf(target)] : null,
    list100: list100[index],
    coldEdit: editing.includes(target) ? coldEdit[editing.indexOf(target)] : null,
  }));
};
