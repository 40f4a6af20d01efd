/**
 * Item 2: timings in headless Chromium, each the median of RUNS runs in a
 * fresh browser context (cold cache): the login page's first and largest
 * contentful paint; a cold load of the first list until its rows show; an
 * in-app menu click from that list to another list until its rows show; the
 * first list with 100 rows a page; a cold load of an edit page until the
 * record's rich text shows in the editor.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { repeat, summarise, type Summary } from './stats';
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

const newContext = (browser: Browser, storageState?: StorageState) =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...(storageState ? { storageState } : {}) });

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

export const measureTimings = async (browser: Browser, target: ConsoleTarget): Promise<Timings> => {
  const fcp: number[] = [];
  const lcp: number[] = [];
  await repeat(async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${target.baseUrl}${target.loginPath}`);
      await target.loginReady(page);
      await page.waitForLoadState('load');
      const painted = await paints(page);
      fcp.push(painted.fcp);
      lcp.push(painted.lcp);
      return painted.fcp;
    } finally {
      await context.close();
    }
  });

  // One login, kept as the storage state of every later cold context.
  const loginContext = await newContext(browser);
  const loginPage = await loginContext.newPage();
  await loginPage.goto(`${target.baseUrl}${target.loginPath}`);
  await target.loginReady(loginPage);
  await target.login(loginPage);
  const storageState = await loginContext.storageState();
  await loginContext.close();

  const coldLoad = (pathname: string, shown: (page: Page) => Promise<void>) =>
    repeat(async () => {
      const context = await newContext(browser, storageState);
      try {
        const page = await context.newPage();
        return await timed(
          () => page.goto(`${target.baseUrl}${pathname}`),
          () => shown(page),
        );
      } finally {
        await context.close();
      }
    });

  const coldList = await coldLoad(target.listPath, (page) => target.rowsVisible(page));
  const list100 = await coldLoad(target.list100Path, (page) => target.rowsVisible(page, 100));
  const coldEdit = target.editPath && target.editReady ? await coldLoad(target.editPath, target.editReady) : null;
  const menuClick = target.menuClick
    ? await repeat(async () => {
        const context = await newContext(browser, storageState);
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
      })
    : null;

  return { loginFcp: summarise(fcp), loginLcp: summarise(lcp), coldList, menuClick, list100, coldEdit };
};
