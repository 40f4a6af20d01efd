/**
 * The generic list's search in the browser: a search started on a later page
 * goes back to page 1 and keeps its filter (the page change it writes to the
 * URL must not replay the list's params from before the search); and the
 * total under the table never changes before the rows it counts are drawn.
 */
import { describe, expect, it } from 'vitest';
import { demoRows } from '../../resources/framework';
import news from '../../resources/information/news';
import { useBrowserPage } from './session';
import { watchInFlight } from './pageQuiet';

const admin = useBrowserPage();
const { baseUrl } = admin;

const demo = (await demoRows(news)) as Array<{ title: string }>;
const WORD = '反洗钱';
const matching = demo.filter((row) => row.title.includes(WORD));

describe('searching from a later page', () => {
  it('shows the matching rows on page 1 and keeps the search through a page change', async () => {
    expect(demo.length).toBeGreaterThan(10);
    expect(matching.length).toBeGreaterThan(0);
    const rest = watchInFlight(admin.page);
    await admin.page.goto(`${baseUrl}/information/newsManage?pageNum=2`);
    await admin.page.getByText(`共 ${demo.length} 条记录`).waitFor();
    const search = admin.page.getByRole('search');
    await search.getByRole('textbox', { name: /^标题/ }).fill(WORD);
    await search.getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText(`共 ${matching.length} 条记录`).waitFor();
    await admin.page.waitForURL((url) => url.searchParams.get('pageNum') === '1');
    // Still filtered once every answer is in (a late one for page 2 must not undo the search), and every row shown matches.
    await rest.quiet();
    rest.stop();
    await expect(admin.page.getByText(`共 ${matching.length} 条记录`).isVisible()).resolves.toBe(true);
    const titles = await admin.page.getByRole('row').allTextContents();
    expect(titles.slice(1).every((text) => text.includes(WORD))).toBe(true);
  });
});

describe('the total and the rows', () => {
  it('change in the same paint: 共 N 条记录 never shows beside the rows of the search before', async () => {
    await admin.page.goto(`${baseUrl}/information/newsManage`);
    await admin.page.getByText(`共 ${demo.length} 条记录`).waitFor();
    // After every DOM change, note the total shown and whether each row drawn matches the search.
    await admin.page.evaluate((word) => {
      const seen: Array<{ total: string; rows: number; matching: number }> = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const total = document.querySelector('nav[aria-label="分页"] > span')?.textContent ?? '';
        const rows = [...document.querySelectorAll('tbody tr')];
        seen.push({ total, rows: rows.length, matching: rows.filter((row) => row.textContent?.includes(word)).length });
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, WORD);
    const search = admin.page.getByRole('search');
    await search.getByRole('textbox', { name: /^标题/ }).fill(WORD);
    await search.getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText(`共 ${matching.length} 条记录`).waitFor();
    const seen = await admin.page.evaluate(() => (window as unknown as { seen: Array<{ total: string; rows: number; matching: number }> }).seen);
    const filtered = seen.filter((state) => state.total === `共 ${matching.length} 条记录`);
    expect(filtered.length).toBeGreaterThan(0);
    for (const state of filtered) expect(state).toEqual({ total: `共 ${matching.length} 条记录`, rows: matching.length, matching: matching.length });
  });
});
