/**
 * Issue 34 end to end in Chromium: the operator approves the demo name change of 东方汇通证券股份有限公司
 * (机构名称同步审核) and the institution keeps its people, who are linked to it by id: the team assessment
 * (能力统计 › 团队考核 › 机构参与明细) shows it under the new name with the same 从业人员数, its staff's app call
 * still finds it, and the app-user form shows its new name. Runs on a server of its own (no demo traffic),
 * so the other browser tests keep the demo names.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appCall, appSignInWithCode } from '../../bench/appSignIn';
import { axeViolations } from './axe';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { startServer, type RunningServer } from './serverProcess';
import { loginAs } from './session';

const OLD_NAME = '东方汇通证券股份有限公司';
const NEW_NAME = '东方汇通证券有限责任公司';

let server: RunningServer;
let browser: Browser;
let page: Page;
/** The team assessment's institutions of one demo assessment, searched for 东方汇通 (the filters live in the address). */
let groupUrl = '';
let staffBefore = '';

beforeAll(async () => {
  server = await startServer({ DEMO_TRAFFIC: '0' });
  browser = await launchBrowser();
  page = await browser.newPage(OPERATOR_SCREEN);
  await loginAs(page, server.url, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The body rows of the page's table as cell texts, once the row of `name` shows. */
const rowsOnceShown = async (name: string) => {
  await page.getByRole('row').filter({ hasText: name }).first().waitFor();
  return page.locator('table tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
};

/** A web-center call with the page's own token. */
const consoleCall = (path: string, body: Record<string, unknown>) =>
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

describe('an institution renamed by an approved change', () => {
  it('shows the institution in the team assessment with its 从业人员数 before the rename', async () => {
    await page.goto(`${server.url}/ability/statistics/assess/module`);
    const first = page.locator('table tbody tr').first().getByRole('link').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/ability\/assess\/group\?assessmentId=\d+/);
    groupUrl = `${page.url()}&institutionName=${encodeURIComponent('东方汇通')}`;
    await page.goto(groupUrl);
    const rows = await rowsOnceShown(OLD_NAME);
    expect(rows).toHaveLength(1);
    [, staffBefore] = rows[0];
    expect(Number(staffBefore)).toBeGreaterThan(0);
  });

  it('has the operator approve the waiting name change', async () => {
    await page.goto(`${server.url}/examine/mechanismAudit?orgName=${encodeURIComponent('东方汇通')}&examineStatus=0&pageNum=1`);
    await page.getByRole('button', { name: `审核 ${OLD_NAME}` }).click();
    await page.waitForURL((url) => url.pathname === '/examine/mechanismAuditEdit');
    await page.getByLabel('审核意见').fill('已核对营业执照');
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('message').filter({ hasText: '审核完成' }).waitFor();
    // The page reads the record again after the message: wait for the name the operator would see.
    await expect.poll(() => page.getByTestId('unit-current-name').textContent()).toBe(NEW_NAME);
  });

  it('shows it under the new name with the same 从业人员数', async () => {
    await page.goto(groupUrl);
    const rows = await rowsOnceShown(NEW_NAME);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([[NEW_NAME, staffBefore]]);
  });

  it("still answers its staff's app call, and shows the new name in the app-user form", async () => {
    const staff = (await consoleCall('user/userManagerList', { userType: 1, loginEnabled: 1, pageSize: 100 })).data.list.find(
      (user: { memberUnit: string | null }) => user.memberUnit === NEW_NAME,
    ) as { id: number; mobile: string; realName: string };
    expect(staff).toBeDefined();
    // The staff member signs in the app's way (the SMS code from this server's log) and asks for their questionnaires.
    const token = await appSignInWithCode(server.url, staff.mobile, () => readFileSync(server.logFile, 'utf8'));
    const answer = await appCall(server.url, token, 'questionnaire/queryOpenList', {});
    expect({ status: answer.status, open: Array.isArray(answer.data) }).toEqual({ status: 0, open: true });

    await page.goto(`${server.url}/system/usersManage`);
    await page.getByRole('search').getByRole('textbox', { name: '手机号' }).fill(staff.mobile);
    await page.getByRole('search').getByRole('button', { name: '搜索', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: staff.mobile });
    await row.getByText(NEW_NAME).waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('app-user-form').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: '会员单位', exact: true }).inputValue()).toBe(NEW_NAME);
    // Another unit is chosen from the directory by typing part of its name.
    const unit = page.getByRole('combobox', { name: '会员单位', exact: true });
    await unit.fill('北辰');
    await page.getByRole('listbox').getByRole('option', { name: '北辰证券有限责任公司' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page, ['[data-testid="app-user-form"]'])).toEqual([]);
  });
});
