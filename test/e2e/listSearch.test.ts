/**
 * The generic list's search in the browser: a search started on a later page
 * goes back to page 1 and keeps its filter (the page change it writes to the
 * URL must not replay the list's params from before the search).
 */
import { describe, expect, it } from 'vitest';
import { demoRows } from '../../resources/framework';
import news from '../../resources/information/news';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const demo = (await demoRows(news)) as Array<{ title: string }>;
const WORD = '反洗钱';
const matching = demo.filter((row) => row.title.includes(WORD));

describe('searching from a later page', () => {
  it('shows the matching rows on page 1 and keeps the search through a page change', async () => {
    expect(demo.length).toBeGreaterThan(10);
    expect(matching.length).toBeGreaterThan(0);
    await admin.page.goto(`${baseUrl}/information/newsManage?pageNum=2`);
    await admin.page.getByText(`共 ${demo.length} 条记录`).waitFor();
    const search = admin.page.getByRole('search');
    await search.getByRole('textbox', { name: /^标题/ }).fill(WORD);
    await search.getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText(`共 ${matching.length} 条记录`).waitFor();
    await admin.page.waitForURL((url) => url.searchParams.get('pageNum') === '1');
    // Still filtered a moment later, and every row shown matches.
    await admin.page.waitForTimeout(500);
    await expect(admin.page.getByText(`共 ${matching.length} 条记录`).isVisible()).resolves.toBe(true);
    const titles = await admin.page.getByRole('row').allTextContents();
    expect(titles.slice(1).every((text) => text.includes(WORD))).toBe(true);
  });
});
