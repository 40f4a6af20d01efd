/**
 * The walking skeleton in real Chromium against the reference server: a
 * newcomer lands on the login page, logs in, sees the menu of their role,
 * opens pages, and logs out; the server refuses calls outside the menus.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { expectPath, loginAs, sidebarSections } from './session';
import { baseUrl } from './fileServer';

const ALL_SECTIONS = ['门户管理', '资讯管理', '会员服务', '业务管理', '互动管理', '问卷管理', '能力建设', '统计管理', '审核管理', '系统管理', '公共图标', '数据图表', '投教专区'];

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

describe('a newcomer', () => {
  it('opening / lands on the login page, and any page without a token goes there too', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: '登 录' }).waitFor();
    expectPath(page, '/login');
    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByRole('button', { name: '登 录' }).waitFor();
    expectPath(page, '/login');
  });

  it('gets the required-field messages and a wrong password message, and stays on the login page', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入用户名').isVisible()).resolves.toBe(true);
    await expect(page.getByText('请输入密码').isVisible()).resolves.toBe(true);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('message').filter({ hasText: '用户名或密码错误' }).waitFor();
    expectPath(page, '/login');
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token ?? null)).resolves.toBeNull();
  });
});

describe('the administrator', () => {
  it('logs in to the welcome page and sees all 13 sections in order', async () => {
    await loginAs(page, baseUrl, 'admin');
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('控制台');
    await expect(page.getByTestId('welcome-greeting').textContent()).resolves.toContain('系统管理员');
    await expect(sidebarSections(page)).resolves.toEqual(ALL_SECTIONS);
    await expect(page.getByTestId('user-menu').textContent()).resolves.toContain('系统管理员');
  });

  it('opens pages from the menu, one submenu at a time, with the title bar rules', async () => {
    await loginAs(page, baseUrl, 'admin');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: '业务管理' }).click();
    await sidebar.getByRole('link', { name: '资格查询' }).click();
    await page.waitForURL(`${baseUrl}/business/qualificationt`);
    await page
      .getByTestId('page-title')
      .filter({ hasText: /^资格查询$/ })
      .waitFor();
    await page.getByRole('button', { name: '导入资格数据' }).waitFor();
    await expect(page.getByTestId('not-available').count()).resolves.toBe(0);

    await sidebar.getByRole('button', { name: '门户管理' }).click();
    await expect(sidebar.getByRole('button', { name: '门户管理' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(sidebar.getByRole('button', { name: '业务管理' }).getAttribute('aria-expanded')).resolves.toBe('false');

    // A hidden edit page: '新增-…' becomes '编辑-…' with an id, and its menu entry stays highlighted.
    await page.goto(`${baseUrl}/information/newsEdit?id=3`);
    await page.getByTestId('page-title').filter({ hasText: '编辑-新闻' }).waitFor();
    await expect(sidebar.getByRole('link', { name: '新闻管理' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.goto(`${baseUrl}/information/newsEdit`);
    await page.getByTestId('page-title').filter({ hasText: '新增-新闻' }).waitFor();
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(`${baseUrl}/information/newsEdit?id=3`);

    // The common-icon section is a single entry.
    await sidebar.getByRole('link', { name: '公共图标' }).click();
    await page.waitForURL(`${baseUrl}/commonIcon/commonIconManage`);
  });

  it('sees a clear page for an unknown address, and the header logo leads home', async () => {
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: '协会管理后台' }).click();
    await page.waitForURL(`${baseUrl}/system/welcome`);
  });

  it('logs out after a confirmation, and the old token is refused by the server', async () => {
    await loginAs(page, baseUrl, 'admin');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByText('确定退出登录吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token ?? null)).resolves.toBeNull();
    const answer = await page.evaluate(async (oldToken) => {
      const response = await fetch('/assoc-web-center/api/webcenter/user/getCenterUser', { headers: { token: oldToken, 'X-Requested-With': 'XMLHttpRequest' } });
      return response.json();
    }, token);
    expect(answer.status).toBe(401);
    await page.goto(`${baseUrl}/system/welcome`);
    await page.getByRole('button', { name: '登 录' }).waitFor();
  });

  it('renders Chinese with a CJK font, not boxes', async () => {
    await loginAs(page, baseUrl, 'admin');
    const hasCjkFont = await page.evaluate(async () => {
      await document.fonts.ready;
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d')!;
      // A missing glyph renders as the same "tofu" box for every character.
      context.font = '32px sans-serif';
      const widths = ['协', '会', '管', '理'].map((char) => context.measureText(char).width);
      const box = context.measureText('\u{10FFFF}').width;
      return widths.every((width) => width > 20) && widths.some((width) => width !== box);
    });
    expect(hasCjkFont).toBe(true);
  });
});

describe('the editor', () => {
  it('sees only Information and Interaction, and the server refuses a call outside them', async () => {
    await loginAs(page, baseUrl, 'editor');
    await expect(sidebarSections(page)).resolves.toEqual(['资讯管理', '互动管理']);
    const answer = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const response = await fetch('/assoc-web-center/api/webcenter/user/queryUserList', {
        method: 'POST',
        headers: { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
      });
      return response.json();
    });
    expect(answer).toMatchObject({ status: 403, statusText: '您没有该功能的访问权限' });
  });

  it('opening the address of a list outside their menus sees that access is denied, and can go home', async () => {
    await loginAs(page, baseUrl, 'editor');
    await page.goto(`${baseUrl}/memberService/beginnerManage`);
    await page.getByTestId('access-denied').waitFor();
    await expect(page.getByTestId('access-denied').textContent()).resolves.toContain('您无权访问此资源。');
    await page.getByRole('link', { name: '返回控制台' }).click();
    await page.waitForURL(`${baseUrl}/system/welcome`);
  });
});
