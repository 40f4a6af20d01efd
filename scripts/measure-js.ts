/**
 * `npx tsx scripts/measure-js.ts` (after `npm run build`): the JS a browser
 * fetches, gzip, for /login and for the first list page after login, summed
 * over the /assets/*.js responses Chromium actually loaded. Issue 8's
 * `npm run bench` will grow from this.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/e2e/browser';
import { startServer } from '../test/e2e/serverProcess';
import { loginAs } from '../test/e2e/session';

const main = async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) loaded.add(path);
    });
    const sizeOf = (path: string) => gzipSync(readFileSync(`dist${path}`), { level: 9 }).length;
    if (process.env.VERBOSE) page.on('load', () => undefined);
    const list = () => (process.env.VERBOSE ? `\n${[...loaded].map((path) => `  ${(sizeOf(path) / 1024).toFixed(1)} ${path}`).join('\n')}` : '');
    const kilobytes = () => ([...loaded].reduce((sum, path) => sum + gzipSync(readFileSync(`dist${path}`), { level: 9 }).length, 0) / 1024).toFixed(1);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('用户名').waitFor();
    await page.waitForLoadState('networkidle');
    process.stdout.write(`/login: ${kilobytes()} KB gzip in ${loaded.size} files${list()}\n`);
    await loginAs(page, server.url, 'admin');
    await page.goto(`${server.url}/information/newsManage`);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    await page.waitForLoadState('networkidle');
    process.stdout.write(`login + first list page: ${kilobytes()} KB gzip in ${loaded.size} files${list()}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
