/**
 * Data charts › 会员信息 (menu 64) in the browser: two tabs on one route, the
 * member list and the members' bond underwriting figures, each with search
 * and pages; the tab is kept in the URL, so a reload keeps it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { loginAs } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await loginAs(page, baseUrl, 'admin');
});

afterAll(async () => {
  await browser?.close();
});

const tab = (name: string) => page.getByRole('tab', { name });

describe('member information (menu 64)', () => {
  it('opens from the sidebar on the member list, then shows the bond figures in their tab', async () => {
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('数据图表', { exact: true }).click();
    await sidebar.getByRole('link', { name: '会员信息' }).click();
    await page.waitForURL(`${baseUrl}/dataChart/memberFeesManage`);
    await page.getByText('共 9 条记录').waitFor();
    await expect(tab('会员信息').getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('cell', { name: '中原恒泰期货有限公司' }).waitFor();

    await tab('会员债券承销').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'bond');
    await page.getByText('共 12 条记录').waitFor();
    await page.getByRole('columnheader', { name: '债券承销金额（亿元）' }).waitFor();
    const first = page.getByRole('row').filter({ hasText: '东方汇通证券股份有限公司' });
    await expect(first.textContent()).resolves.toContain('4286.5');
    await expect(page.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: '新增' }).count()).resolves.toBe(0);
  });

  it('searches and pages the bond figures', async () => {
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '会员单位' }).fill('长江');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByText('共 1 条记录').waitFor();
    await page.getByRole('cell', { name: '长江财富证券股份有限公司' }).waitFor();
    await search.getByRole('button', { name: '重置' }).click();
    await page.getByText('共 12 条记录').waitFor();

    await page.getByRole('navigation', { name: '分页' }).getByText('2', { exact: true }).click();
    await page.getByRole('cell', { name: '东吴锦程证券有限责任公司' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('pageNum') === '2' && url.searchParams.get('tab') === 'bond');
    await expect(page.getByRole('cell', { name: '东方汇通证券股份有限公司' }).count()).resolves.toBe(0);
  });

  it('keeps the bond tab after a reload, and goes back to the members', async () => {
    await page.reload();
    await page.getByRole('columnheader', { name: '排名' }).waitFor();
    await expect(tab('会员债券承销').getAttribute('aria-selected')).resolves.toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('bond');

    await tab('会员信息').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'member');
    await page.getByText('共 9 条记录').waitFor();
    await expect(page.getByRole('columnheader', { name: '排名' }).count()).resolves.toBe(0);
  });
});
