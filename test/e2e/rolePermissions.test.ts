/**
 * Button-level permission end to end: the administrator creates a role
 * holding two menus, with only 列表 and 新增 in one of them, and a user with
 * that role; at the first login the user must set a password of their own
 * (the server refuses everything else until then); the user then sees
 * exactly those menus, has no delete button, and a delete call made directly
 * is refused by the server.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, sidebarSections, useBrowserPage } from './session';
import { OPERATOR_SCREEN } from './browser';

const session = useBrowserPage({ user: null });
const { baseUrl } = session;
const ROLE = { code: 'news_clerk', name: '新闻录入员' };
const USER = { loginName: 'newsclerk', cnName: '新闻录入员甲', phone: '13900000077', password: 'Clerk#2026a', own: 'Mine#2026b' };

const pick = async (label: RegExp, option: string) => {
  await session.page.getByRole('combobox', { name: label }).click();
  await session.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

describe('a role with data units', () => {
  it('is created by the administrator with two menus, only 列表 and 新增 in 新闻管理', async () => {
    await loginAs(session.page, baseUrl, 'admin');
    await session.page.goto(`${baseUrl}/system/roleManaget`);
    await session.page.getByRole('button', { name: '新增' }).click();
    await session.page.waitForURL((url) => url.pathname.startsWith('/system/roleManaget/edit') || url.pathname === '/system/roleManagetEdit');
    await session.page.getByRole('textbox', { name: /^角色编码/ }).fill(ROLE.code);
    await session.page.getByRole('textbox', { name: /^角色名称/ }).fill(ROLE.name);
    await session.page.getByRole('button', { name: '全部展开' }).click();
    await session.page.getByRole('checkbox', { name: '新闻管理 列表', exact: true }).check();
    await session.page.getByRole('checkbox', { name: '新闻管理 新增', exact: true }).check();
    await session.page.getByRole('checkbox', { name: '常见问题', exact: true }).check();
    await session.page.getByRole('button', { name: '保存' }).click();
    await session.page.getByTestId('message').filter({ hasText: '创建成功' }).waitFor();
    await session.page.getByRole('cell', { name: ROLE.name, exact: true }).waitFor();
  });

  it('is given to a new user by the administrator', async () => {
    await session.page.goto(`${baseUrl}/system/userManage`);
    await session.page.getByRole('button', { name: '新增' }).click();
    await session.page.getByTestId('user-form').waitFor();
    await session.page.getByRole('textbox', { name: /^登录名/ }).fill(USER.loginName);
    await session.page.getByRole('textbox', { name: /^姓名/ }).fill(USER.cnName);
    await session.page.getByRole('textbox', { name: /^手机号/ }).fill(USER.phone);
    await pick(/^角色/, ROLE.name);
    await pick(/^岗位/, '业务专员');
    await session.page.getByLabel(/^初始密码/).fill(USER.password);
    await session.page.getByLabel(/^确认初始密码/).fill(USER.password);
    await session.page.getByRole('button', { name: '保存' }).click();
    await session.page.getByTestId('message').filter({ hasText: '创建成功' }).waitFor();
    await session.page.getByRole('cell', { name: USER.cnName, exact: true }).waitFor();
  });

  it('lets the user see exactly those menus, with no delete or edit button where only 列表 and 新增 are held', async () => {
    const context = await session.browser.newContext(OPERATOR_SCREEN);
    const userPage = await context.newPage();
    await userPage.goto(`${baseUrl}/login`);
    await userPage.getByLabel('用户名').fill(USER.loginName);
    await userPage.getByLabel('密码').fill(USER.password);
    await userPage.getByRole('button', { name: '登 录' }).click();
    await userPage.waitForURL(`${baseUrl}/system/welcome`);
    // A first login: the initial-password dialog opens by itself and cannot be dismissed.
    const dialog = userPage.getByRole('dialog', { name: '修改初始密码' });
    await dialog.waitFor();
    await userPage.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByLabel('初始密码', { exact: true }).fill('weak');
    await dialog.getByLabel('初始密码', { exact: true }).press('Tab');
    await dialog.getByText('密码8~20位，需包含大小写字母+数字+符号').waitFor();
    await dialog.getByLabel('初始密码', { exact: true }).fill(USER.own);
    await dialog.getByLabel('确认初始密码', { exact: true }).fill(USER.own);
    await dialog.getByRole('button', { name: '确定' }).click();
    await userPage.getByTestId('message').filter({ hasText: '修改成功' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
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
