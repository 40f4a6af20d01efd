/**
 * Nothing lost in the browser: a save that meets a session ended on the
 * server keeps the form as a draft, offered back after the next login; a save
 * that cannot reach the server raises the connection banner, keeps the
 * values, and the console recovers by itself; a second operator's save over a
 * newer version is refused and the first operator's title stays stored.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, loginAs, useBrowserPage } from './session';
import { OPERATOR_SCREEN } from './browser';

const admin = useBrowserPage();
const { baseUrl } = admin;
const API = '/assoc-web-center/api/webcenter/';
const EDIT = '/information/newsEdit';
const LIST = '/information/newsManage';

interface Answer {
  status: number;
  statusText: string;
  data: unknown;
}

/** A web-center call from inside `page` with its own token (as another tab of the same operator would). */
const callAs = (page: Page, path: string, body?: unknown): Promise<Answer> =>
  page.evaluate(
    async ({ url, payload }) => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const headers = { token, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const response = payload === undefined ? await fetch(url, { headers }) : await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload) });
      return response.json();
    },
    { url: `${API}${path}`, payload: body },
  );

const newsIds = async (page: Page) => {
  const answer = await callAs(page, 'business/news/queryList', { pageNum: 1, pageSize: 10 });
  return (answer.data as { list: Array<{ id: number }> }).list.map((row) => row.id);
};

const storedTitle = async (page: Page, id: number) => ((await callAs(page, 'business/news/queryDetails', { id })).data as { title: string }).title;

const openNews = async (page: Page, id: number) => {
  await page.goto(`${baseUrl}${EDIT}?id=${id}`);
  await page.getByTestId('detail-form').waitFor();
  const title = page.getByRole('textbox', { name: /^标题/ });
  await expect.poll(() => title.inputValue()).not.toBe('');
  return title;
};

describe('nothing lost', () => {
  it('keeps the form as a draft when the session ends, and offers it back after the next login', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}${LIST}`);
    const [id] = await newsIds(page);
    const title = await openNews(page, id);
    const draftTitle = `草稿恢复的标题 ${Date.now()}`;
    await title.fill(draftTitle);

    // The session is ended on the server (as by a logout elsewhere).
    await expect(callAs(page, 'user/logout')).resolves.toMatchObject({ status: 0 });
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    // The console's own way to the login (a load of the site root, then its redirect) is over before the test loads the page again.
    await page.getByLabel('用户名').waitFor();

    await loginAs(page, baseUrl, 'admin');
    // The welcome page lists the draft and leads back to its form.
    const drafts = page.getByTestId('draft-list');
    await drafts.getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}${EDIT}?id=${id}`);
    await page.getByTestId('detail-form').waitFor();
    const restored = page.getByRole('textbox', { name: /^标题/ });
    await expect.poll(() => restored.inputValue()).not.toBe('');
    const offer = page.getByTestId('draft-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toMatch(/发现您上次未保存的内容（保存于 \d\d:\d\d），是否恢复？/);
    expect(await restored.inputValue()).not.toBe(draftTitle);
    await offer.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => restored.inputValue()).toBe(draftTitle);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(`${baseUrl}${LIST}`);
    await expect(storedTitle(page, id)).resolves.toBe(draftTitle);

    // Saved: the draft is not offered again.
    await openNews(page, id);
    await page.getByRole('button', { name: '保存' }).waitFor();
    await expect(page.getByTestId('draft-offer').count()).resolves.toBe(0);
  });

  it('shows the connection banner while the server cannot be reached, keeps the values, and recovers by itself', async () => {
    const { page } = admin;
    const [, id] = await newsIds(page);
    const title = await openNews(page, id);
    const newTitle = `断网后保存的标题 ${Date.now()}`;
    await title.fill(newTitle);

    await page.route('**/api/**', (route) => route.abort());
    await page.getByRole('button', { name: '保存' }).click();
    const banner = page.getByTestId('connection-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('无法连接服务器，正在重试…');
    expect(await title.inputValue()).toBe(newTitle);
    expectPath(page, EDIT);

    await page.unroute('**/api/**');
    await banner.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByTestId('message').filter({ hasText: '已恢复连接' }).waitFor();
    expect(await title.inputValue()).toBe(newTitle);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(`${baseUrl}${LIST}`);
    await expect(storedTitle(page, id)).resolves.toBe(newTitle);
  });

  it("refuses the second operator's save over the first one's, keeping both on screen and store", async () => {
    const first = admin.page;
    const [, , id] = await newsIds(first);
    const context = await admin.browser.newContext(OPERATOR_SCREEN);
    try {
      const second = await context.newPage();
      await loginAs(second, baseUrl, 'admin');
      const firstTitle = await openNews(first, id);
      const secondTitle = await openNews(second, id);
      const stamp = Date.now();
      await firstTitle.fill(`第一位操作员的标题 ${stamp}`);
      await secondTitle.fill(`第二位操作员的标题 ${stamp}`);

      await first.getByRole('button', { name: '保存' }).click();
      await first.waitForURL(`${baseUrl}${LIST}`);
      await second.getByRole('button', { name: '保存' }).click();
      await second.getByTestId('message').filter({ hasText: '该记录已被他人修改，请刷新后重试' }).waitFor();
      expect(await secondTitle.inputValue()).toBe(`第二位操作员的标题 ${stamp}`);
      expectPath(second, EDIT);
      await expect(storedTitle(first, id)).resolves.toBe(`第一位操作员的标题 ${stamp}`);
    } finally {
      await context.close();
    }
  });
});
