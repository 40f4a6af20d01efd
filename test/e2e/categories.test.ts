/**
 * Categories and conflicts in the browser: a category still holding items is
 * not deleted (clear message), a stale save is refused without losing the form,
 * and an edit page can be left only after confirming when it has unsaved changes.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

describe('news categories', () => {
  it('refuses to delete a category that still holds news, and says how many', async () => {
    await admin.open(`/information/newsManage`);
    await admin.page.getByRole('button', { name: '分类管理' }).click();
    await admin.page.waitForURL(`${baseUrl}/information/newsClassification`);
    await admin.page.getByRole('columnheader', { name: '分类名称' }).waitFor();
    const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: '协会动态', exact: true }) });
    await row.getByRole('button', { name: '删除' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const message = admin.page.getByTestId('message');
    await message.filter({ hasText: /^该新闻分类下还有 \d+ 条新闻管理数据，无法删除$/ }).waitFor();
    await row.waitFor({ state: 'visible' });
    await expect(row.count()).resolves.toBe(1);
  });

  it('leaves the keyboard on the row in its place after a row deleted from the keyboard, not on the page', async () => {
    await admin.open(`/information/newsClassification`);
    await admin.page.getByText('共 6 条记录').waitFor();
    const cellOf = (name: string) => admin.page.getByRole('cell', { name, exact: true });
    // 媒体聚焦, the last row, holds no news: once it is deleted the keyboard is on the row now last, 会员风采.
    const row = admin.page.getByRole('row').filter({ has: cellOf('媒体聚焦') });
    await row.getByRole('button', { name: '删除', exact: true }).focus();
    await admin.page.keyboard.press('Enter');
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText('确定删除「媒体聚焦」吗？删除后不可恢复。').waitFor();
    await dialog.getByRole('button', { name: '确定', exact: true }).focus();
    await admin.page.keyboard.press('Enter');
    await admin.page.getByText('共 5 条记录').waitFor();
    await expect
      .poll(() => admin.page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.closest('tr')?.textContent?.includes('会员风采') ?? false]))
      .toEqual(['删除', true]);
  });

  it('refuses a save over a newer version and keeps what the operator typed', async () => {
    await admin.open(`/information/newsClassificationEdit?id=2`);
    await admin.page.getByTestId('detail-form').waitFor();
    const remark = admin.page.getByRole('textbox', { name: /^备注/ });
    await remark.fill('第一位操作员的修改');
    // Someone else saves the same record meanwhile.
    const answer = await admin.page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const headers = { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const base = '/assoc-web-center/api/webcenter/business/newsType/';
      const current = await (await fetch(`${base}queryDetails`, { method: 'POST', headers, body: JSON.stringify({ id: 2 }) })).json();
      return (await fetch(`${base}updateDetails`, { method: 'POST', headers, body: JSON.stringify({ id: 2, version: current.data.version, remark: '第二位操作员的修改' }) })).json();
    });
    expect(answer.status).toBe(0);
    await admin.page.getByRole('button', { name: '保存' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '该记录已被他人修改，请刷新后重试' }).waitFor();
    await expect(remark.inputValue()).resolves.toBe('第一位操作员的修改');
    expect(new URL(admin.page.url()).pathname).toBe('/information/newsClassificationEdit');
  });
});
