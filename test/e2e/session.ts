/** Browser helpers shared by the end-to-end tests. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { baseUrl } from './fileServer';
import { openInApp } from './navigate';

import { DEMO } from './demoUsers';

export { DEMO } from './demoUsers';

export const loginAs = async (page: Page, baseUrl: string, who: keyof typeof DEMO) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名').fill(DEMO[who].username);
  await page.getByLabel('密码').fill(DEMO[who].password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(`${baseUrl}/system/welcome`);
};

/** The Chinese names of the sidebar's top-level entries, in order. */
export const sidebarSections = async (page: Page) => {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  return sidebar.locator(':scope > *').evaluateAll((nodes) => nodes.map((node) => (node.querySelector('.MuiListItemText-primary')?.textContent ?? '').trim()));
};

export const expectPath = (page: Page, path: string) => expect(new URL(page.url()).pathname).toBe(path);

export interface BrowserPageOptions {
  /** The demo user logged in before the tests (admin by default); null leaves the page unopened at about:blank. */
  user?: keyof typeof DEMO | null;
  /** Passed to the page's context when set, for tests that wait for downloads. */
  acceptDownloads?: boolean;
}

/**
 * The usual set-up of a browser test file: registers a beforeAll that starts
 * Chromium and opens one 1440×900 zh-CN page logged in as `user`, and an
 * afterAll that closes the browser. Call it at the top level of the file and
 * reach the page through the answer once the tests run.
 */
export const useBrowserPage = ({ user = 'admin', acceptDownloads }: BrowserPageOptions = {}) => {
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ ...OPERATOR_SCREEN, ...(acceptDownloads === undefined ? {} : { acceptDownloads }) });
    if (user) await loginAs(page, baseUrl, user);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useBrowserPage: the ${what} is opened in beforeAll, use it inside the tests or hooks`);
    return value;
  };

  return {
    baseUrl,
    get browser() {
      return opened(browser, 'browser');
    },
    get page() {
      return opened(page, 'page');
    },
    /** Opens a path of the console in the page without reloading it once the console is on screen (navigate.ts). */
    open: (path: string) => openInApp(opened(page, 'page'), baseUrl, path),
  };
};
