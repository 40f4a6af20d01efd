/**
 * A list's data request starts while its page chunk is still on the way, and
 * the list uses that answer instead of asking twice.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

describe('opening a list from the menu', () => {
  it('asks for the rows while the list page chunk is still loading, once', async () => {
    const { page } = admin;
    const events: string[] = [];
    // Hold the list page's chunk back, so the order of the two requests shows.
    await page.route('**/assets/ResourceListPage-*.js', async (route) => {
      events.push('chunk requested');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const response = await route.fetch();
      events.push('chunk answered');
      await route.fulfill({ response });
    });
    page.on('request', (request) => {
      if (request.url().includes('/business/news/queryList')) events.push('rows requested');
    });

    await page.getByTestId('sidebar').getByText('资讯管理', { exact: true }).click();
    await page.getByTestId('sidebar').getByText('新闻管理', { exact: true }).click();
    await page.getByText(/共 \d+ 条记录/).waitFor();

    expect(events.filter((event) => event === 'rows requested')).toHaveLength(1);
    expect(events.indexOf('rows requested')).toBeGreaterThan(-1);
    expect(events.indexOf('rows requested')).toBeLessThan(events.indexOf('chunk answered'));
  });
});
