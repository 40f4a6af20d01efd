/**
 * A list's rows never wait for its page's code: the generic list page comes
 * with the console's first chunk (scripts/firstScreenChunks.ts), so opening a
 * declared list from the menu fetches no script, and the route asks for the
 * rows once (the early request of dataProvider/earlyList.ts is the one the
 * list uses).
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

describe('opening a list from the menu', () => {
  it('fetches no script and asks for the rows once', async () => {
    const { page } = admin;
    const scripts: string[] = [];
    let rowRequests = 0;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
      if (pathname.endsWith('/business/news/queryList')) rowRequests += 1;
    });

    await page.getByTestId('sidebar').getByText('资讯管理', { exact: true }).click();
    await page.getByTestId('sidebar').getByText('新闻管理', { exact: true }).click();
    await page.getByText(/共 \d+ 条记录/).waitFor();

    expect(scripts).toEqual([]);
    expect(rowRequests).toBe(1);
  });
});
