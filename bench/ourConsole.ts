/** Our console as a benchmark target: the real reference server serving dist/ on a prepared data folder. */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../test/e2e/serverProcess';
import { DEMO } from '../test/e2e/demoUsers';
import type { ConsoleTarget } from './types';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LIST_PATH = '/information/newsManage';

/** Resolves once the list shows its total and at least `rows` rows (one by default). */
const rowsVisible = async (page: Page, rows = 1) => {
  await page.getByText(/共 \d+ 条记录/).waitFor();
  await page.waitForFunction((count) => document.querySelectorAll('main table tbody tr').length >= count, rows);
};

/** Our console served at `baseUrl` (the server's own stop is passed in). */
export const ourTarget = (baseUrl: string, stop: () => Promise<void> = async () => undefined): ConsoleTarget => ({
  name: 'ours',
  baseUrl,
  distDir: path.join(ROOT, 'dist'),
  loginPath: '/login',
  loginReady: (page) => page.getByLabel('用户名').waitFor(),
  login: async (page) => {
    await page.getByLabel('用户名').fill(DEMO.admin.username);
    await page.getByLabel('密码').fill(DEMO.admin.password);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('sidebar').waitFor();
  },
  listPath: LIST_PATH,
  list100Path: `${LIST_PATH}?pageSize=100`,
  rowsVisible,
  editPath: '/information/newsEdit?id=1',
  editReady: (page) => page.locator('[data-testid^="rich-text-preview-"] p').first().waitFor(),
  menuClick: async (page) => {
    const newsTable = await page.locator('main table').first().elementHandle();
    await page.getByTestId('sidebar').getByText('协会之窗', { exact: true }).click();
    await page.waitForURL('**/information/association');
    // The news table goes when the association list takes its place; then wait for its rows.
    await newsTable?.waitForElementState('hidden');
    await rowsVisible(page);
  },
  stop,
});

/** Starts the real server on `dataDir`, a data folder already holding the benchmark's rows (kept afterwards). */
export const startOurConsole = async (dataDir?: string): Promise<ConsoleTarget> => {
  const server = await startServer({ LOG_LEVEL: 'warn' }, dataDir);
  return ourTarget(server.url, () => server.stop({ keepData: true }));
};
