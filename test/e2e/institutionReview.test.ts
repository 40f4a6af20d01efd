/**
 * The institution-name review end to end (审核管理, menu 52; docs/institution-review.md): the administrator
 * makes a reviewer (a role holding 机构名称同步审核, a user with that role) and chooses them for the SMS
 * notice; a sync finds the renamed institution; the administrator (user A) submits it and cannot approve
 * it, neither on the page nor by a direct call; the reviewer (user B) approves it, the timeline showing
 * both nodes; the member unit has its new name and keeps its former one; the SMS went to the reviewer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, useBrowserPage } from './session';
import { OPERATOR_SCREEN } from './browser';
import { serverLog } from './fileServer';

const session = useBrowserPage({ user: null });
const { baseUrl } = session;
const ROLE = { code: 'name_reviewer', name: '机构名称审核员' };
const REVIEWER = { loginName: 'namereviewer', cnName: '审核员乙', phone: '13900000078', password: 'Review#2026a', own: 'Mine#2026r' };
const OLD_NAME = '蓝海资产管理有限公司';
const NEW_NAME = '蓝海私募基金管理有限公司';
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text }).waitFor();
const confirmDialog = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
};

/** A direct call of the web-center with the page's own token. */
const callFrom = (page: Page, path: string, body: Record<string, unknown>) =>
  page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const response = await fetch(`/assoc-web-center/api/webcenter/${path}`, {
        method: 'POST',
        headers: { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );

let changeUrl = '';

describe('the institution-name review', () => {
  it('has the administrator make a reviewer and choose them for the SMS notice', async () => {
    const { page } = session;
    await loginAs(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/system/roleManaget`);
    await page.getByRole('button', { name: '新增' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/system/roleManaget/edit') || url.pathname === '/system/roleManagetEdit');
    await page.getByRole('textbox', { name: /^角色编码/ }).fill(ROLE.code);
    await page.getByRole('textbox', { name: /^角色名称/ }).fill(ROLE.name);
    await page.getByRole('button', { name: '全部展开' }).click();
    await page.getByRole('checkbox', { name: '机构名称同步审核', exact: true }).check();
    await page.getByRole('button', { name: '保存' }).click();
    // Saving a role that holds the review menu asks first.
    await page.getByRole('dialog').getByText('该角色包含机构名称审核权限').waitFor();
    await confirmDialog(page);
    await message(page, '创建成功');

    await page.goto(`${baseUrl}/system/userManage`);
    await page.getByRole('button', { name: '新增' }).click();
    await page.getByTestId('user-form').waitFor();
    await page.getByRole('textbox', { name: /^登录名/ }).fill(REVIEWER.loginName);
    await page.getByRole('textbox', { name: /^姓名/ }).fill(REVIEWER.cnName);
    await page.getByRole('textbox', { name: /^手机号/ }).fill(REVIEWER.phone);
    await page.getByRole('combobox', { name: /^角色/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: ROLE.name, exact: true }).click();
    await page.getByRole('combobox', { name: /^岗位/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: '业务专员', exact: true }).click();
    await page.getByLabel(/^初始密码/).fill(REVIEWER.password);
    await page.getByLabel(/^确认初始密码/).fill(REVIEWER.password);
    await page.getByRole('button', { name: '保存' }).click();
    await message(page, '创建成功');

    await page.goto(`${baseUrl}/examine/mechanismAudit`);
    await page.getByRole('button', { name: '短信通知配置' }).click();
    await page.waitForURL(`${baseUrl}/examine/smsConfig`);
    // Phones are masked; the editor (whose role lacks the menu) is not offered.
    await page.getByRole('cell', { name: '139****0078' }).waitFor();
    await expect(page.getByRole('cell', { name: '内容编辑', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('checkbox', { name: `选择 ${REVIEWER.cnName}` }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await message(page, '保存成功');
  });

  it('finds the renamed institution by a sync, and user A submits it', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/examine/mechanismRecord`);
    await page.getByRole('button', { name: '立即同步' }).click();
    await confirmDialog(page);
    await message(page, '同步完成');
    await page.waitForURL((url) => url.pathname === '/examine/mechanismRecordEdit');
    const row = page.getByRole('row').filter({ hasText: OLD_NAME });
    await row.getByRole('cell', { name: NEW_NAME, exact: true }).waitFor();
    await row.getByRole('cell', { name: '更名', exact: true }).waitFor();
    await row.getByText('待提交').waitFor();
    await row.getByRole('button', { name: `提交审核 ${OLD_NAME}` }).click();
    await page.getByRole('dialog').getByText('提交后将短信通知审核人').waitFor();
    await confirmDialog(page);
    await message(page, '已提交审核');
    await row.getByText('待审核').waitFor();
    await row.getByRole('button', { name: '查看变更' }).click();
    await page.waitForURL((url) => url.pathname === '/examine/mechanismAuditEdit');
    changeUrl = page.url();
  });

  it('does not let user A approve: no buttons on the page, and the server refuses a direct call', async () => {
    const { page } = session;
    await page.getByText('您是该变更的提交人，不能审核本人提交的变更').waitFor();
    await expect(page.getByRole('button', { name: '通过', exact: true }).count()).resolves.toBe(0);
    const id = Number(new URL(changeUrl).searchParams.get('id'));
    const answer = await callFrom(page, 'org/examine/orgExamine', { id, examineStatus: 1 });
    expect(answer).toMatchObject({ status: -1, statusText: '不能审核本人提交的变更' });
    await page.reload();
    await page.getByText('您是该变更的提交人，不能审核本人提交的变更').waitFor();
    await expect(page.getByTestId('unit-current-name').textContent()).resolves.toBe(OLD_NAME);
  });

  it('has user B, holding the review menu, approve it with the timeline showing both nodes', async () => {
    const context = await session.browser.newContext(OPERATOR_SCREEN);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('用户名').fill(REVIEWER.loginName);
    await page.getByLabel('密码').fill(REVIEWER.password);
    await page.getByRole('button', { name: '登 录' }).click();
    const dialog = page.getByRole('dialog', { name: '修改初始密码' });
    await dialog.waitFor();
    await dialog.getByLabel('初始密码', { exact: true }).fill(REVIEWER.own);
    await dialog.getByLabel('确认初始密码', { exact: true }).fill(REVIEWER.own);
    await dialog.getByRole('button', { name: '确定' }).click();
    await message(page, '修改成功');

    await page.goto(`${baseUrl}/examine/mechanismAudit?orgName=${encodeURIComponent('蓝海')}&examineStatus=0&pageNum=1`);
    await page.getByText('共 1 条记录').waitFor();
    await page.getByRole('button', { name: `审核 ${OLD_NAME}` }).click();
    await page.waitForURL((url) => url.pathname === '/examine/mechanismAuditEdit');
    // The names side by side, the differences marked.
    const compare = page.getByRole('region', { name: '名称比对' });
    await compare.locator('[data-diff="removed"]').first().waitFor();
    await expect(compare.locator('[data-diff="removed"]').allTextContents()).resolves.toEqual(['资产']);
    await expect(compare.locator('[data-diff="added"]').allTextContents()).resolves.toEqual(['私募基金']);
    // A rejection needs a comment.
    await page.getByRole('button', { name: '驳回' }).click();
    await page.getByText('驳回时请填写审核意见').waitFor();
    await page.getByLabel('审核意见').fill('已核对营业执照及登记机关变更通知书');
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByRole('dialog').getByText('原名称作为曾用名保留').waitFor();
    await confirmDialog(page);
    await message(page, '审核完成');

    const nodes = page.getByTestId('examine-node');
    await expect.poll(() => nodes.count()).toBe(3);
    await expect(nodes.nth(1).textContent()).resolves.toContain('提交审核：待提交 → 待审核');
    await expect(nodes.nth(1).textContent()).resolves.toContain('系统管理员（admin）');
    await expect(nodes.nth(1).textContent()).resolves.toContain(`已短信通知：${REVIEWER.cnName}（139****0078）`);
    await expect(nodes.nth(2).textContent()).resolves.toContain('审核通过：待审核 → 已通过');
    await expect(nodes.nth(2).textContent()).resolves.toContain(`${REVIEWER.cnName}（${REVIEWER.loginName}）`);
    await expect(nodes.nth(2).textContent()).resolves.toContain('已核对营业执照及登记机关变更通知书');
    await expect(page.getByTestId('unit-current-name').textContent()).resolves.toBe(NEW_NAME);
    await expect(page.getByTestId('unit-former-names').textContent()).resolves.toBe(`${OLD_NAME}（${today()}更名）`);
    await context.close();
  });

  it('leaves the member unit with its new name and its former one, found by either', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/memberService/memberUnitManage`);
    await page.getByRole('textbox', { name: '单位名称' }).fill('蓝海资产管理');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByText('共 1 条记录').waitFor();
    const row = page.getByRole('row').filter({ hasText: NEW_NAME });
    await row.getByText(`${OLD_NAME}（${today()}更名）`).waitFor();
  });

  it("has the reviewer's notice in the SMS outbox, handed to the gateway", async () => {
    const log = readFileSync(serverLog, 'utf8');
    const line = log.split('\n').find((text) => text.includes(REVIEWER.phone) && text.includes(NEW_NAME));
    expect(line).toBeDefined();
    expect(line).toContain('系统管理员提交了机构名称变更');
  });
});
