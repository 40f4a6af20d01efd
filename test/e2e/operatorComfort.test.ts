/**
 * Operator comfort (issue 26) in real Chromium against the reference server,
 * each state checked with axe: Ctrl+K, "xw" and Enter open 新闻管理; with the
 * tabs switched on, three pages open, a list left on page 2 comes back on
 * page 2 through its tab, and 关闭其他 keeps it alone beside the home tab; the
 * watermark names the operator on a list page and is not on /login; the
 * collapsed sidebar still reaches a submenu entry from the keyboard and stays
 * collapsed after a reload; menus open at once when the operator asked for less
 * motion; the welcome page lists the pages visited last.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoRows } from '../../resources/framework';
import news from '../../resources/information/news';
import { axeViolations } from './axe';
import { expectPath, loginAs, useBrowserPage } from './session';
import { OPERATOR_SCREEN } from './browser';

const admin = useBrowserPage();
const { baseUrl } = admin;
const newsCount = ((await demoRows(news)) as unknown[]).length;

/** Waits until the title bar shows `title` (the address changes a moment before the page is drawn). */
const titleShows = (page: Page, title: string) =>
  page
    .getByTestId('page-title')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .waitFor();

/** Opens a page with the menu search, from the keyboard. */
const searchAndOpen = async (page: Page, query: string, title: string) => {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: '搜索页面' });
  await box.fill(query);
  await page.getByRole('option', { selected: true }).filter({ hasText: title }).waitFor();
  await page.keyboard.press('Enter');
  await titleShows(page, title);
  // Until the dialog's closing transition ends, the page behind it is hidden from assistive technology.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

const tabs = (page: Page) => page.getByTestId('page-tabs').getByRole('link');
const tabTitles = (page: Page) => tabs(page).allTextContents();
const currentPage = (page: Page) => page.locator('nav[aria-label="分页"] [aria-current="page"], nav[aria-label="分页"] [aria-current="true"]').textContent();

describe('the menu search', () => {
  it('opens on the first Ctrl+K after the login, even before the console is drawn; "xw" and Enter open 新闻管理', async () => {
    const { page } = admin;
    // Pressed at once after the login's address change, while the console may still be loading.
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: '搜索页面' });
    await box.waitFor();
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await box.fill('xw');
    const first = page.getByRole('option').first();
    await first.filter({ hasText: '新闻管理' }).waitFor();
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(first.textContent()).resolves.toBe('新闻管理，位于资讯管理');
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/information/newsManage`);
    await titleShows(page, '新闻管理');
    await page.getByText(`共 ${newsCount} 条记录`).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});

describe('the open-page tabs', () => {
  it('are off until switched on in the user menu', async () => {
    const { page } = admin;
    await expect(page.getByTestId('page-tabs').count()).resolves.toBe(0);
    await page.getByTestId('user-menu').click();
    const item = page.getByRole('menuitemcheckbox', { name: '显示页签' });
    await expect(item.getAttribute('aria-checked')).resolves.toBe('false');
    await item.click();
    await page.getByTestId('page-tabs').waitFor();
    // The pages opened before: the home page and 新闻管理.
    await expect.poll(() => tabTitles(page)).toEqual(['控制台', '新闻管理']);
  });

  it('keep each page at its address: a list left on page 2 comes back on page 2; 关闭其他 keeps it', async () => {
    const { page } = admin;
    await searchAndOpen(page, 'xhzc', '协会之窗');
    await searchAndOpen(page, 'cjwt', '常见问题');
    await expect.poll(() => tabTitles(page)).toEqual(['控制台', '新闻管理', '协会之窗', '常见问题']);
    await expect(tabs(page).filter({ hasText: '常见问题' }).getAttribute('aria-current')).resolves.toBe('page');

    await tabs(page).filter({ hasText: '新闻管理' }).click();
    await page.waitForURL(`${baseUrl}/information/newsManage`);
    await page.getByText(`共 ${newsCount} 条记录`).waitFor();
    await page.locator('nav[aria-label="分页"]').getByRole('button', { name: /2/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('pageNum') === '2');
    // The tab records the page once the console has drawn it: its link then leads to page 2.
    await expect.poll(() => tabs(page).filter({ hasText: '新闻管理' }).getAttribute('href')).toContain('pageNum=2');

    await tabs(page).filter({ hasText: '协会之窗' }).click();
    await page.waitForURL(`${baseUrl}/information/association`);
    await tabs(page).filter({ hasText: '新闻管理' }).click();
    await page.waitForURL((url) => url.pathname === '/information/newsManage' && url.searchParams.get('pageNum') === '2');
    await expect.poll(() => currentPage(page)).toBe('2');
    expect(await axeViolations(page, ['[data-testid="page-tabs"]'])).toEqual([]);

    // The context menu of the tab, from the keyboard (Shift+F10).
    await tabs(page).filter({ hasText: '新闻管理' }).focus();
    await page.keyboard.press('Shift+F10');
    const closeOthers = page.getByRole('menuitem', { name: '关闭其他' });
    await closeOthers.waitFor();
    expect(await axeViolations(page, ['[role="menu"]'])).toEqual([]);
    await closeOthers.click();
    await expect.poll(() => tabTitles(page)).toEqual(['控制台', '新闻管理']);
    expect(new URL(page.url()).searchParams.get('pageNum')).toBe('2');
    // The home tab has no close button; the others have theirs.
    await expect(page.getByRole('button', { name: '关闭「控制台」' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: '关闭「新闻管理」' }).click();
    await page.waitForURL(`${baseUrl}/system/welcome`);
    await expect.poll(() => tabTitles(page)).toEqual(['控制台']);
  });

  it('stay switched on for the user after a reload', async () => {
    const { page } = admin;
    await page.reload();
    await page.getByTestId('page-tabs').waitFor();
    await expect.poll(() => tabTitles(page)).toEqual(['控制台']);
  });
});

describe('the watermark', () => {
  const watermarkText = (page: Page) => page.getByTestId('watermark').evaluate((element) => decodeURIComponent(getComputedStyle(element).backgroundImage));

  it('names the operator and the day on a list page, and is not on /login', async () => {
    const { page, browser } = admin;
    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByText(`共 ${newsCount} 条记录`).waitFor();
    const text = await watermarkText(page);
    expect(text).toContain('系统管理员 admin');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(text).toContain(today);
    // It takes no clicks: the rows under it still answer.
    await expect(page.getByTestId('watermark').evaluate((element) => getComputedStyle(element).pointerEvents)).resolves.toBe('none');
    expect(await axeViolations(page)).toEqual([]);

    const visitor = await browser.newPage(OPERATOR_SCREEN);
    try {
      await visitor.goto(`${baseUrl}/login`);
      await visitor.getByRole('button', { name: '登 录' }).waitFor();
      await expect(visitor.getByTestId('watermark').count()).resolves.toBe(0);
    } finally {
      await visitor.close();
    }
  });
});

describe('the collapsible sidebar', () => {
  it('collapses to icons that still reach a submenu entry from the keyboard, and stays collapsed after a reload', async () => {
    const { page } = admin;
    const sidebar = page.locator('#console-sidebar');
    await expect(sidebar.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBe(210);
    await page.getByRole('button', { name: '收起侧边栏' }).click();
    await page.getByRole('button', { name: '展开侧边栏' }).waitFor();
    await expect(sidebar.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBe(64);
    await expect(page.locator('main').evaluate((element) => element.getBoundingClientRect().left)).resolves.toBe(64);

    const section = page.getByTestId('sidebar').getByRole('button', { name: '资讯管理' });
    await section.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: '资讯管理' });
    await menu.waitFor();
    expect(await axeViolations(page, ['#console-sidebar', '[role="menu"]'])).toEqual([]);
    await menu.getByRole('menuitem', { name: '市场资讯' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/information/policy`);
    await titleShows(page, '市场资讯');

    await page.reload();
    await page.getByRole('button', { name: '展开侧边栏' }).waitFor();
    await expect(sidebar.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBe(64);
    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await page.getByRole('button', { name: '收起侧边栏' }).waitFor();
    await expect(sidebar.evaluate((element) => element.getBoundingClientRect().width)).resolves.toBe(210);
  });

  it('starts collapsed on a screen narrower than 1280px', async () => {
    const narrow = await admin.browser.newPage({ ...OPERATOR_SCREEN, viewport: { width: 1200, height: 800 } });
    try {
      await loginAs(narrow, baseUrl, 'editor');
      await narrow.getByRole('button', { name: '展开侧边栏' }).waitFor();
      await expect(narrow.locator('#console-sidebar').evaluate((element) => element.getBoundingClientRect().width)).resolves.toBe(64);
    } finally {
      await narrow.close();
    }
  });
});

describe('motion', () => {
  /** How long the user menu's panel takes to appear, as the browser computes it for the opened menu. */
  const menuTransition = async (page: Page) => {
    await page.getByTestId('user-menu').click();
    const panel = page.getByRole('menu');
    await panel.waitFor();
    const duration = await panel.evaluate((element) => getComputedStyle(element.closest('.MuiPaper-root')!).transitionDuration);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    return duration;
  };

  it('opens menus at once for an operator who asked for less motion, and with a short transition otherwise', async () => {
    await expect(menuTransition(admin.page)).resolves.toMatch(/^0s(, 0s)*$/);
    const moving = await admin.browser.newPage({ ...OPERATOR_SCREEN, reducedMotion: 'no-preference' });
    try {
      await loginAs(moving, baseUrl, 'editor');
      await expect(menuTransition(moving)).resolves.not.toMatch(/^0s(, 0s)*$/);
    } finally {
      await moving.close();
    }
  });
});

describe('the welcome page', () => {
  it('lists the pages visited last, newest first, as links', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: '协会管理后台' }).first().click();
    await page.waitForURL(`${baseUrl}/system/welcome`);
    const recent = page.getByTestId('welcome-recent');
    await recent.getByRole('link').first().waitFor();
    const links = await recent.getByRole('link').evaluateAll((nodes) => nodes.map((node) => [node.textContent, node.getAttribute('href')]));
    expect(links.slice(0, 4)).toEqual([
      ['市场资讯', '/information/policy'],
      ['新闻管理', '/information/newsManage'],
      ['协会之窗', '/information/association'],
      ['常见问题', '/interaction/question'],
    ]);
    expect(links.length).toBeLessThanOrEqual(10);
    expect(await axeViolations(page)).toEqual([]);
    await recent.getByRole('link', { name: '常见问题' }).click();
    await page.waitForURL(`${baseUrl}/interaction/question`);
    expectPath(page, '/interaction/question');
  });
});
