/**
 * Every route of the console, as the administrator at 1280 × 800 (the narrowest screen the console is made for):
 * once the page is at rest, axe-core (WCAG 2.1 A and AA) finds no serious or critical violation, and the page does
 * not scroll sideways (nor do the states on the way: the spinners, the fields disabled while their value loads), and no
 * date is asked for in the browser's native box. A route that needs a record (an edit page without its id) is checked as it opens without one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asyncRoutes, flattenRoutes } from '../../src/routes/routeTable';
import { axeViolations } from './axe';
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

beforeAll(async () => {
  await admin.page.setViewportSize({ width: 1280, height: 800 });
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

  it.each(addresses.map((address) => [address]))('%s: no serious accessibility violation, no sideways scroll, no native date box', async (address) => {
    await openAtRest(address);
    const { page } = admin;
    const violations = (await axeViolations(page, undefined, { wcagOnly: true })).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(violations.map((violation) => `${violation.id}: ${violation.html.slice(0, 3).join(' | ')}`)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Days are picked with the console's one picker, in Chinese, never the browser's own box (mm/dd/yyyy in an English browser).
    expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="month"]').count()).toBe(0);
  });
});
