/**
 * A page's data never waits for its page's code (src/crud/prefetchPageData.ts):
 * - the generic list page is part of the console's code (src/crud/ResourcePage.tsx),
 *   so opening a declared list from the menu fetches no script, and the route
 *   asks for the rows and its search form's reference choices once;
 * - the edit page's code is fetched when the pointer comes over 编辑, and on a
 *   cold edit address with the console's code;
 * - an edit page's record, and its reference select's choices (which also
 *   give the select's current record), are asked for while the edit page's
 *   chunk is still on its way, and only once; the rich text editor's chunk is not waited for: the text
 *   shows at rest, and the chunk is fetched when the pointer comes over it.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { useBrowserPage } from './session';
import { watchInFlight } from './pageQuiet';

const admin = useBrowserPage();

const EDIT_CHUNK = /\/assets\/edit-[\w-]+\.js$/;
const EDITOR_CHUNK = /\/assets\/RichTextEditor-[\w-]+\.js$/;
const DETAIL_CALL = '/business/news/queryDetails';
/** Longest the edit chunk is held when the calls it waits for never come (the test then fails on their order). */
const HOLD_MAX_MS = 5000;

/** The path of every request the page sends from now on, with the time it was sent. */
const watchRequests = (page: Page) => {
  const sent: { path: string; at: number }[] = [];
  const onRequest = (request: Request) => sent.push({ path: new URL(request.url()).pathname, at: Date.now() });
  page.on('request', onRequest);
  return { sent, stop: () => page.off('request', onRequest) };
};

/**
 * Holds the edit page's chunk back until `waitFor` calls have been sent (or HOLD_MAX_MS), so what is
 * asked for before it arrives is plain whatever the machine's speed.
 */
const holdEditChunk = async (page: Page, waitFor: string[]) => {
  const released: number[] = [];
  const requested: number[] = [];
  const seen = new Set<string>();
  let wake = () => undefined as void;
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    const call = waitFor.find((suffix) => path.endsWith(suffix));
    if (call) seen.add(call);
    if (seen.size === waitFor.length) wake();
  };
  page.on('request', onRequest);
  await page.route(EDIT_CHUNK, async (route) => {
    requested.push(Date.now());
    if (seen.size < waitFor.length) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HOLD_MAX_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    released.push(Date.now());
    await route.continue();
  });
  const undo = () => {
    page.off('request', onRequest);
    return page.unroute(EDIT_CHUNK);
  };
  return { released, requested, undo };
};

const editorText = (page: Page) => page.locator('.ProseMirror').first().innerText();
const bodyAtRest = (page: Page) => page.getByTestId('rich-text-preview-content').getByRole('textbox');

describe('opening a list from the menu', () => {
  it('fetches no script and asks for the rows once', async () => {
    const { page } = admin;
    const watch = watchRequests(page);
    try {
      await page.getByTestId('sidebar').getByText('资讯管理', { exact: true }).click();
      await page.getByTestId('sidebar').getByText('新闻管理', { exact: true }).click();
      await page.getByText(/共 \d+ 条记录/).waitFor();
      expect(watch.sent.filter(({ path }) => path.startsWith('/assets/') && path.endsWith('.js'))).toEqual([]);
      expect(watch.sent.filter(({ path }) => path.endsWith('/business/news/queryList'))).toHaveLength(1);
      // the search form's 新闻分类 choices, asked with the rows, are asked once too
      expect(watch.sent.filter(({ path }) => path.endsWith('/business/newsType/queryList'))).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });
});

describe('opening a bespoke page from the menu', () => {
  it('fetches its code when the pointer comes over the menu entry', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/system/welcome`);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理', { exact: true }).click();
    const watch = watchRequests(page);
    const rest = watchInFlight(page);
    try {
      const pageChunk = (entry: { path: string }) => /\/assets\/OperationLogListPage-[\w-]+\.js$/.test(entry.path);
      await rest.quiet();
      expect(watch.sent.filter(pageChunk)).toEqual([]);
      await sidebar.getByRole('link', { name: '操作日志' }).hover();
      await expect.poll(() => watch.sent.filter(pageChunk).length).toBe(1);
    } finally {
      watch.stop();
      rest.stop();
    }
  });
});

describe('opening an edit page', () => {
  it('on a cold load asks for the record before the page chunk arrives, once, and shows its text without the editor', async () => {
    const { page, baseUrl } = admin;
    const hold = await holdEditChunk(page, [DETAIL_CALL, '/business/newsType/queryList']);
    const watch = watchRequests(page);
    const rest = watchInFlight(page);
    try {
      const detail = page.waitForResponse((response) => response.url().endsWith(DETAIL_CALL));
      const types = page.waitForResponse((response) => response.url().endsWith('/business/newsType/queryList'));
      await page.goto(`${baseUrl}/information/newsEdit?id=1`);
      const record = (await (await detail).json()).data as { title: string; content: string; newsTypeId: number };
      const typeList = (await (await types).json()).data.list as { id: number; name: string }[];
      await expect.poll(() => page.getByLabel('标题').inputValue()).toBe(record.title);
      const bodyText = record.content.replace(/<[^>]+>/g, '').trim();
      expect(bodyText).not.toBe('');
      await expect.poll(() => bodyAtRest(page).innerText()).toContain(bodyText.slice(0, 10));

      const detailCalls = watch.sent.filter((entry) => entry.path.endsWith(DETAIL_CALL));
      expect(detailCalls).toHaveLength(1);
      expect(hold.released).toHaveLength(1);
      expect(detailCalls[0].at).toBeLessThanOrEqual(hold.released[0]);
      // the entry asks for the edit chunk with the console's, not after the console has run
      expect(hold.requested[0]).toBeLessThan(detailCalls[0].at);
      // the 新闻分类 select's choices: asked once, with the record, before the page's chunk is in; its current
      // category is taken from them, not asked for
      const choiceCalls = watch.sent.filter((entry) => entry.path.endsWith('/business/newsType/queryList'));
      expect(choiceCalls).toHaveLength(1);
      expect(choiceCalls[0].at).toBeLessThanOrEqual(hold.released[0]);
      const category = typeList.find((type) => type.id === record.newsTypeId)!.name;
      await expect.poll(() => page.getByRole('combobox', { name: /^新闻分类/ }).innerText()).toBe(category);
      expect(watch.sent.filter((entry) => entry.path.endsWith('/business/newsType/queryDetails'))).toEqual([]);
      // the editor's chunk is not on the way to the text, nor fetched ahead: the pointer coming over the text fetches it
      await rest.quiet();
      expect(watch.sent.filter((entry) => EDITOR_CHUNK.test(entry.path))).toEqual([]);
      await bodyAtRest(page).hover();
      await expect.poll(() => watch.sent.filter((entry) => EDITOR_CHUNK.test(entry.path)).length).toBe(1);

      // the first click builds the editor, with the same text, from the chunk already in
      await bodyAtRest(page).click();
      await expect.poll(() => editorText(page)).toContain(bodyText.slice(0, 10));
      expect(watch.sent.filter((entry) => EDITOR_CHUNK.test(entry.path))).toHaveLength(1);
    } finally {
      watch.stop();
      rest.stop();
      await hold.undo();
    }
  });

  it('fetches its code when the pointer comes over 编辑, before the click', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    const watch = watchRequests(page);
    const rest = watchInFlight(page);
    try {
      await rest.quiet();
      expect(watch.sent.filter((entry) => EDIT_CHUNK.test(entry.path))).toEqual([]);
      await page.getByRole('button', { name: '编辑' }).first().hover();
      await expect.poll(() => watch.sent.filter((entry) => EDIT_CHUNK.test(entry.path)).length).toBe(1);
      await page.getByRole('button', { name: '编辑' }).first().click();
      await expect.poll(() => page.getByLabel('标题').inputValue()).not.toBe('');
      expect(watch.sent.filter((entry) => EDIT_CHUNK.test(entry.path))).toHaveLength(1);
    } finally {
      watch.stop();
      rest.stop();
    }
  });

  it('from the list asks for the record once', async () => {
    const { page, baseUrl } = admin;
    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    const watch = watchRequests(page);
    try {
      await page.getByRole('button', { name: '编辑' }).first().click();
      await page.waitForURL(/\/information\/newsEdit\?id=\d+/);
      await bodyAtRest(page).locator('p').first().waitFor();
      await expect.poll(() => page.getByLabel('标题').inputValue()).not.toBe('');
      expect(watch.sent.filter((entry) => entry.path.endsWith(DETAIL_CALL))).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });
});
