/**
 * Categories and conflicts in the browser: a category still holding items is
 * not deleted (clear message), a stale save is refused without losing the form,
 * and an edit page can be left only after confirming when it has unsaved changes.
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

describe('news categories', () => {
  it('refuses to delete a category that still holds news, and says how many', async () => {
    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByRole('button', { name: '分类管理' }).click();
    await page.waitForURL(`${baseUrl}/information/newsClassification`);
    await page.getByRole('columnheader', { name: '分类名称' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '协会动态', exact: true }) });
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const message = page.getByTestId('message');
    await message.filter({ hasText: /^该新闻分类下还有 \d+ 条新闻管理数据，无法删除$/ }).waitFor();
    await row.waitFor({ state: 'visible' });
    await expect(row.count()).resolves.toBe(1);
  });

  it('refuses a save over a newer version and keeps what the operator typed', async () => {
    await page.goto(`${baseUrl}/information/newsClassificationEdit?id=2`);
    await page.getByTestId('detail-form').waitFor();
    const remark = page.getByRole('textbox', { name: /^备注/ });
    await remark.fill('第一位操作员的修改');
    // Someone else saves the same record meanwhile.
    const answer = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const headers = { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const base = '/assoc-web-center/api/webcenter/business/newsType/';
      const current = await (await fetch(`${base}queryDetails`, { method: 'POST', headers, body: JSON.stringify({ id: 2 }) })).json();
      return (await fetch(`${base}updateDetails`, { method: 'POST', headers, body: JSON.stringify({ id: 2, version: current.data.version, remark: '第二位操作员的修改' }) })).json();
    });
    expect(answer.status).toBe(0);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('message').filter({ hasText: '该记录已被他人修改，请刷新后重试' }).waitFor();
    await expect(remark.inputValue()).resolves.toBe('第一位操作员的修改');
    expect(new URL(page.url()).pathname).toBe('/information/newsClassificationEdit');
  });
});
