/**
 * Button-level permission end to end: the administrator creates a role
 * holding two menus, with only 列表 and 新增 in one of them, and a user with
 * that role; the user sees exactly those menus, has no delete button, and a
 * delete call made directly is refused by the server.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { loginAs, sidebarSections } from './session';

const baseUrl = inject('baseUrl');
const ROLE = { code: 'news_clerk', name: '新闻录入员' };
const USER = { loginName: 'newsclerk', cnName: '新闻录入员甲', phone: '13900000077', password: 'Clerk#2026a' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
});

afterAll(async () => {
  await browser?.close();
});

const pick = async (label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

describe('a role with data units', () => {
  it('is created by the administrator with two menus, only 列表 and 新增 in 新闻管理', async () => {
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/roleManaget`);
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/system/roleManaget/edit') || url.pathname === '/system/roleManagetEdit');
    await page.getByRole('textbox', { name: /^角色编码/ }).fill(ROLE.code);
    await page.getByRole('textbox', { name: /^角色名称/ }).fill(ROLE.name);
    await page.getByRole('button', { name: '全部展开' }).click();
    await page.getByRole('checkbox', { name: '新闻管理 列表', exact: true }).check();
    await page.getByRole('checkbox', { name: '新闻管理 新增', exact: true }).check();
    await page.getByRole('checkbox', { name: '常见问题', exact: true }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('message').filter({ hasText: '创建成功' }).waitFor();
    await page.getByRole('cell', { name: ROLE.name, exact: true }).waitFor();
  });

  it('is given to a new user by the administrator', async () => {
    await page.goto(`${baseUrl}/system/userManage`);
    await page.getByRole('button', { name: '新增' }).click();
    await page.getByTestId('user-form').waitFor();
    await page.getByRole('textbox', { name: /^登录名/ }).fill(USER.loginName);
    await page.getByRole('textbox', { name: /^姓名/ }).fill(USER.cnName);
    await page.getByRole('textbox', { name: /^手机号/ }).fill(USER.phone);
    await pick(/^角色/, ROLE.name);
    await pick(/^岗位/, '业务专员');
    await page.getByLabel(/^初始密码/).fill(USER.password);
    await page.getByLabel(/^确认初始密码/).fill(USER.password);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('message').filter({ hasText: '创建成功' }).waitFor();
    await page.getByRole('cell', { name: USER.cnName, exact: true }).waitFor();
  });

  it('lets the user see exactly those menus, with no delete or edit button where only 列表 and 新增 are held', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const userPage = await context.newPage();
    await userPage.goto(`${baseUrl}/login`);
    await userPage.getByLabel('用户名').fill(USER.loginName);
    await userPage.getByLabel('密码').fill(USER.password);
    await userPage.getByRole('button', { name: '登 录' }).click();
    await userPage.waitForURL(`${baseUrl}/system/welcome`);
    await expect(sidebarSections(userPage)).resolves.toEqual(['新闻管理', '常见问题']);

    await userPage.goto(`${baseUrl}/information/newsManage`);
    await userPage.getByText('共 28 条记录').waitFor();
    await expect(userPage.getByRole('button', { name: '新增' }).count()).resolves.toBe(1);
    await expect(userPage.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
    await expect(userPage.getByRole('button', { name: '编辑' }).count()).resolves.toBe(0);

    const answer = await userPage.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const response = await fetch('/assoc-web-center/api/webcenter/business/news/delete', {
        method: 'POST',
        headers: { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ id: 1 }),
      });
      return response.json();
    });
    expect(answer).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    await context.close();
  });
});
