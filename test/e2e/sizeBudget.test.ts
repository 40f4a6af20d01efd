/**
 * The size budget of issue 8, in real Chromium against the built console: the
 * JS (gzip) a browser fetches for the login page, and in all for the first
 * list page after login. Sizes are deterministic; timings are left to
 * `npm run bench`.
 */
import { describe, expect, inject, it } from 'vitest';
import { measureSizes } from '../../bench/sizes';
import { ourTarget } from '../../bench/ourConsole';
import { useBrowserPage } from './session';

/** KB of gzip JS (issue 21): the login page stays light; the first list weighs no more than a bare react-admin app with one resource (291 KB, docs/performance.md). */
export const LOGIN_BUDGET_KB = 150;
export const FIRST_LIST_BUDGET_KB = 290;

const session = useBrowserPage({ user: null });

describe('the JS a browser loads', () => {
  it(`stays within ${LOGIN_BUDGET_KB} KB for /login and ${FIRST_LIST_BUDGET_KB} KB for the first list after login`, async () => {
    const sizes = await measureSizes(session.browser, ourTarget(inject('baseUrl')));
    process.stdout.write(`/login ${sizes.loginKB.toFixed(1)} KB, first list ${sizes.firstListKB.toFixed(1)} KB (gzip)\n`);
    expect(sizes.loginKB).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    expect(sizes.firstListKB).toBeLessThanOrEqual(FIRST_LIST_BUDGET_KB);
  });
});
