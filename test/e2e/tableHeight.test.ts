/**
 * The table's max height of spec section 9 in the browser: the card's height
 * minus the search area, the button area, the pagination (28) and 80. The
 * card keeps it in a CSS custom property (src/crud/list/useTableMaxHeight.ts),
 * so it must follow the window without the page rendering again.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGINATION_HEIGHT, TABLE_HEIGHT_RESERVE } from '../../src/crud/list/tableMaxHeight';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

/** The table area's max height as the browser applies it, and the one the rule gives from the card's parts. */
const heights = (page: Page) =>
  page.evaluate(
    ({ pagination, reserve }) => {
      const area = document.querySelector('main table')!.parentElement!;
      const card = area.closest<HTMLElement>('.MuiPaper-root')!;
      const [search, buttons] = Array.from(card.children) as HTMLElement[];
      const height = (element: Element) => element.getBoundingClientRect().height;
      return {
        applied: parseFloat(getComputedStyle(area).maxHeight),
        expected: Math.floor(height(card) - height(search) - height(buttons) - pagination - reserve),
        scrolls: area.scrollHeight > area.clientHeight,
      };
    },
    { pagination: PAGINATION_HEIGHT, reserve: TABLE_HEIGHT_RESERVE },
  );

describe('a list table', () => {
  it('takes the height the card leaves it, scrolls inside it, and follows the window', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/information/newsManage?pageSize=100`);
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length > 20);
    await expect.poll(() => heights(page)).toMatchObject({ scrolls: true });
    const first = await heights(page);
    expect(first.applied).toBe(first.expected);

    await page.setViewportSize({ width: 1440, height: 1200 });
    await expect.poll(async () => (await heights(page)).applied).toBe(first.applied + 300);
    const taller = await heights(page);
    expect(taller.applied).toBe(taller.expected);
  });
});
