/**
 * `npm run screenshots`: the login page and the admin's welcome page in
 * headless Chromium, saved under docs/screenshots/. Starts its own server
 * on a fresh data folder unless BASE_URL points at a running one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/browser';
import { startServer } from '../test/e2e/serverProcess';

const OUT = path.resolve('docs/screenshots');

const main = async () => {
  const server = process.env.BASE_URL ? null : await startServer();
  const base = process.env.BASE_URL ?? server!.url;
  const browser = await launchBrowser();
  try {
    mkdirSync(OUT, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByLabel('用户名').waitFor();
    await page.screenshot({ path: path.join(OUT, 'login.png') });
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('Admin@2026');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('welcome-greeting').waitFor();
    await page.screenshot({ path: path.join(OUT, 'welcome.png') });
    process.stdout.write(`screenshots written to ${OUT}\n`);
  } finally {
    await browser.close();
    await server?.stop();
  }
};

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
