/**
 * The operation log in the browser: the administrator edits a news title,
 * opens 操作日志 from the sidebar, finds the entry by operator and action,
 * and its 详情 shows the old and the new title side by side.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

describe('operation log', () => {
  it('shows the before and after of a news title the administrator changed', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/information/newsManage`);
    const firstRow = page.locator('tbody tr').first();
    await firstRow.getByRole('button', { name: '编辑' }).click();
    await page.getByTestId('detail-form').waitFor();
    const title = page.getByRole('textbox', { name: /^标题/ });
    await expect.poll(() => title.inputValue()).not.toBe('');
    const oldTitle = await title.inputValue();
    const newTitle = `操作日志核对的标题 ${Date.now()}`;
    await title.fill(newTitle);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(`${baseUrl}/information/newsManage**`);

    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByRole('link', { name: '操作日志' }).click();
    await page.waitForURL(`${baseUrl}/system/operationLog**`);

    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '操作人' }).fill('admin');
    await search.getByRole('combobox', { name: '动作' }).selectOption({ label: '修改' });
    await search.getByRole('button', { name: '搜索' }).click();

    const entry = page.locator('tbody tr', { hasText: `新闻管理：${newTitle}` });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('（admin）');
    await entry.getByRole('button', { name: '详情' }).click();

    const dialog = page.getByRole('dialog', { name: '操作详情' });
    const titleRow = dialog.getByRole('table', { name: '修改前后对比' }).locator('tr', { hasText: newTitle });
    await titleRow.waitFor();
    expect(await titleRow.getAttribute('data-changed')).toBe('true');
    const cells = await titleRow.locator('td').allTextContents();
    expect(cells).toEqual(['标题已修改', oldTitle, newTitle]);
  });
});
