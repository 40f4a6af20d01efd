/**
 * The console home in real Chromium against the reference server (fresh data
 * folder, so the seeded work): the administrator sees the waiting feedback
 * and reviews with their links and shortcuts; the editor sees only what the
 * role holds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { loginAs } from './session';
import { baseUrl } from './fileServer';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ ...OPERATOR_SCREEN, viewport: { width: 1366, height: 800 } });
  page = await context.newPage();
});

/** The count on a waiting-work card, once it has loaded. */
const countOf = async (key: string) => {
  const count = page.getByTestId(`waiting-count-${key}`);
  await count.waitFor();
  return (await count.textContent())?.trim();
};

const shortcutSections = () =>
  page
    .getByTestId('welcome-shortcuts')
    .locator('section h4')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));

describe('the welcome page', () => {
  it('shows the administrator the seeded work waiting: 5 feedback, 4 name reviews, with links', async () => {
    await loginAs(page, baseUrl, 'admin');
    await expect(page.getByTestId('welcome-greeting').textContent()).resolves.toContain('系统管理员');
    await expect(countOf('opinion')).resolves.toBe('5');
    await expect(countOf('mechanismAudit')).resolves.toBe('4');
    await expect(page.getByTestId('waiting-opinion').textContent()).resolves.toContain('意见反馈待处理');
    await expect(page.getByTestId('waiting-mechanismAudit').textContent()).resolves.toContain('机构名称待审核');
    await expect(shortcutSections()).resolves.toEqual(['门户管理', '资讯管理', '会员服务', '业务管理', '互动管理', '问卷管理', '能力建设', '统计管理', '审核管理', '系统管理', '数据图表', '投教专区']);
    await page.getByRole('link', { name: /机构名称待审核/ }).click();
    await page.waitForURL(`${baseUrl}/examine/mechanismAudit`);
  });

  it('lets the keyboard reach a shortcut, with a visible focus ring, and open it', async () => {
    await loginAs(page, baseUrl, 'admin');
    const shortcuts = page.getByTestId('welcome-shortcuts');
    await shortcuts.getByRole('link', { name: '问题与反馈' }).focus();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { text: element.textContent, outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused).toEqual({ text: '意见反馈', outline: 'solid' });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/interaction/opinion`);
  });

  it('shows the editor only the feedback count and the sections the role holds', async () => {
    await loginAs(page, baseUrl, 'editor');
    await expect(page.getByTestId('welcome-greeting').textContent()).resolves.toContain('内容编辑');
    await expect(countOf('opinion')).resolves.toBe('5');
    await expect(page.getByTestId('waiting-mechanismAudit').count()).resolves.toBe(0);
    await expect(page.getByText('机构名称待审核').count()).resolves.toBe(0);
    await expect(shortcutSections()).resolves.toEqual(['资讯管理', '互动管理']);
    await expect(page.getByTestId('welcome-shortcuts').getByRole('link', { name: '意见反馈' }).getAttribute('href')).resolves.toBe('/interaction/opinion');
  });
});
