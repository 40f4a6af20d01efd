/**
 * The size budget of issue 8, in real Chromium against the built console: the
 * JS (gzip) a browser fetches for the login page, and in all for the first
 * list page after login. Sizes are deterministic; timings are left to
 * `npm run bench`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureSizes } from '../../bench/sizes';
import { ourTarget } from '../../bench/ourConsole';
import { useBrowserPage } from './session';
import { baseUrl } from './fileServer';

/** KB of gzip JS (issue 21): the login page stays light; the first list weighs no more than a bare react-admin app with one resource (291 KB, docs/performance.md). */
export const LOGIN_BUDGET_KB = 150;
export const FIRST_LIST_BUDGET_KB = 290;

/** A name only ECharts' core carries (its public API), so the files holding it are the chart library's. */
const ECHARTS_MARK = 'registerPreprocessor';

const session = useBrowserPage({ user: null });

describe('the JS a browser loads', () => {
  it(`stays within ${LOGIN_BUDGET_KB} KB for /login and ${FIRST_LIST_BUDGET_KB} KB for the first list after login, with no chart code`, async () => {
    const sizes = await measureSizes(session.browser, ourTarget(baseUrl));
    process.stdout.write(`/login ${sizes.loginKB.toFixed(1)} KB, first list ${sizes.firstListKB.toFixed(1)} KB (gzip)\n`);
    expect(sizes.loginKB).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(sizes.firstListKB).toBeLessThanOrEqual(FIRST_LIST_BUDGET_KB);
    // The charts (ECharts, issue 22) load with the statistics pages only.
    const assets = path.join(ourTarget(baseUrl).distDir, 'assets');
    const chartFiles = readdirSync(assets)
      .filter((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(ECHARTS_MARK))
      .map((name) => path.join(assets, name));
    expect(chartFiles.length).toBeGreaterThan(0);
    expect(sizes.loadedFiles.filter((file) => chartFiles.includes(file))).toEqual([]);
  });
});
