/**
 * Every route of the console, as the administrator at 1280 × 800 (the narrowest screen the console is made for):
 * once the page is at rest, axe-core (WCAG 2.1 A and AA) finds no serious or critical violation, and the page does
 * not scroll sideways (nor do the states on the way: the spinners, the fields disabled while their value loads), and no
 * date is asked for in the browser's native box, no form label sits on the field above it, and nothing is logged to the
 * browser's console on the way. A route that needs a record (an edit page without its id) is checked as it opens without one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asyncRoutes, flattenRoutes } from '../../src/routes/routeTable';
import { axeViolations } from './axe';
import { overlappingLabels } from './formOverlap';
import { watchInFlight } from './pageQuiet';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
// A route that only redirects is checked where it leads.
const routes = flattenRoutes(asyncRoutes).filter((route) => !route.children?.length && !route.redirect);
/**
 * The addresses: every route as it opens from the menu, every page reached from a list (a hidden route) with the
 * first demo record (`id=1`, which a page that reads no id ignores), and the questionnaire editor, which its list
 * opens with `edit`.
 */
const addresses = [
  ...routes.map((route) => route.path),
  ...routes.filter((route) => route.hidden).map((route) => `${route.path}?id=1`),
  '/questionnaire/design?edit=new',
  '/questionnaire/design?edit=1',
];

/** What the browser's console says of the page being checked: React's, React Router's and MUI's warnings, and uncaught errors. */
const logged: string[] = [];
/**
 * The one warning that is the test's own doing: it moves between pages as the browser's back and forward buttons do
 * (navigate.ts), but with an entry the router did not make, which React Router notes when a form page's blocker is
 * held. An operator's back and forward move between the router's own entries.
 */
const TEST_NAVIGATION = /blocker on a POP navigation to a location that was not created by/;

beforeAll(async () => {
  await admin.page.setViewportSize({ width: 1280, height: 800 });
  admin.page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !TEST_NAVIGATION.test(message.text())) logged.push(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  admin.page.on('pageerror', (error) => logged.push(`uncaught: ${error.message.slice(0, 300)}`));
});

/** Opens the route and waits until its page is drawn and no request of it is in flight. */
const openAtRest = async (address: string) => {
  const { page } = admin;
  const flight = watchInFlight(page);
  try {
    await admin.open(address);
    // A full load (the first route) shows the page once the console has booted; the route may add a query of its own.
    await page.waitForFunction((asked) => document.querySelector('main[data-path]')?.getAttribute('data-path')?.split('?')[0] === asked, address.split('?')[0]);
    await flight.quiet();
  } finally {
    flight.stop();
  }
};

describe('every route', () => {
  it('covers the spec’s routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(150);
  });

  it('logs nothing on a full load of a list and of an edit page (no missing fallback while the console boots)', async () => {
    const { page } = admin;
    for (const address of ['/information/newsManage', '/information/newsEdit?id=5']) {
      logged.length = 0;
      const flight = watchInFlight(page);
      try {
        await page.goto(`${admin.baseUrl}${address}`);
        await page.waitForFunction((asked) => document.querySelector('main[data-path]')?.getAttribute('data-path') === asked, address);
        await flight.quiet();
      } finally {
        flight.stop();
      }
      expect(logged, address).toEqual([]);
    }
  });

  it.each(addresses.map((address) => [address]))('%s: no serious accessibility violation, no sideways scroll, no native date box, nothing logged', async (address) => {
    logged.length = 0;
    await openAtRest(address);
    const { page } = admin;
    const violations = (await axeViolations(page, undefined, { wcagOnly: true })).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(violations.map((violation) => `${violation.id}: ${violation.html.slice(0, 3).join(' | ')}`)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Days are picked with the console's one picker, in Chinese, never the browser's own box (mm/dd/yyyy in an English browser).
    expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="month"]').count()).toBe(0);
    // A form's labels stay clear of the hints and boxes above them.
    if ((await page.getByTestId('detail-form').count()) > 0) expect(await overlappingLabels(page)).toEqual([]);
    // A page that works logs nothing on its way: no framework warning (a missing fallback, a key, an uncontrolled input), no error.
    expect(logged).toEqual([]);
  });
});
