/**
 * Data charts › 会员信息 (menu 64) in the browser: two tabs on one route, the
 * member list and the members' bond underwriting figures, each with search
 * and pages; the tab is kept in the URL, so a reload keeps it.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const tab = (name: string) => admin.page.getByRole('tab', { name });

describe('member information (menu 64)', () => {
  it('opens from the sidebar on the member list, then shows the bond figures in their tab', async () => {
    const sidebar = admin.page.getByTestId('sidebar');
    await sidebar.getByText('数据图表', { exact: true }).click();
    await sidebar.getByRole('link', { name: '会员信息' }).click();
    await admin.page.waitForURL(`${baseUrl}/dataChart/memberFeesManage`);
    await admin.page.getByText('共 9 条记录').waitFor();
    await expect(tab('会员信息').getAttribute('aria-selected')).resolves.toBe('true');
    await admin.page.getByRole('cell', { name: '中原恒泰期货有限公司' }).waitFor();
    // Amounts keep two decimals on every row: 35.00 lines up with 69.80.
    const amounts = await admin.page
      .getByRole('row')
      .filter({ hasText: '北辰证券有限责任公司' })
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
    expect(amounts).toEqual(expect.arrayContaining(['35.00', '1820.70', '268.30', '2004']));

    await tab('会员债券承销').click();
    await admin.page.waitForURL((url) => url.searchParams.get('tab') === 'bond');
    await admin.page.getByText('共 12 条记录').waitFor();
    await admin.page.getByRole('columnheader', { name: '债券承销金额（亿元）' }).waitFor();
    const first = admin.page.getByRole('row').filter({ hasText: '东方汇通证券股份有限公司' });
    await expect(first.textContent()).resolves.toContain('4286.50');
    await expect(admin.page.getByRole('button', { name: '删除' }).count()).resolves.toBe(0);
    await expect(admin.page.getByRole('button', { name: '新增' }).count()).resolves.toBe(0);
  });

  it('searches and pages the bond figures', async () => {
    const search = admin.page.getByRole('search');
    await search.getByRole('textbox', { name: '会员单位' }).fill('长江');
    await search.getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await admin.page.getByRole('cell', { name: '长江财富证券股份有限公司' }).waitFor();
    await search.getByRole('button', { name: '重置' }).click();
    await admin.page.getByText('共 12 条记录').waitFor();

    await admin.page.getByRole('navigation', { name: '分页' }).getByText('2', { exact: true }).click();
    await admin.page.getByRole('cell', { name: '东吴锦程证券有限责任公司' }).waitFor();
    await admin.page.waitForURL((url) => url.searchParams.get('pageNum') === '2' && url.searchParams.get('tab') === 'bond');
    await expect(admin.page.getByRole('cell', { name: '东方汇通证券股份有限公司' }).count()).resolves.toBe(0);
  });

  it('keeps the bond tab after a reload, and goes back to the members', async () => {
    await admin.page.reload();
    await admin.page.getByRole('columnheader', { name: '排名' }).waitFor();
    await expect(tab('会员债券承销').getAttribute('aria-selected')).resolves.toBe('true');
    expect(new URL(admin.page.url()).searchParams.get('tab')).toBe('bond');

    await tab('会员信息').click();
    await admin.page.waitForURL((url) => url.searchParams.get('tab') === 'member');
    await admin.page.getByText('共 9 条记录').waitFor();
    await expect(admin.page.getByRole('columnheader', { name: '排名' }).count()).resolves.toBe(0);
  });
});
