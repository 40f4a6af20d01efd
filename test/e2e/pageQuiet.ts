/**
 * Waits until a page is at rest, for a test that checks something did NOT
 * happen (no chunk fetched ahead, no late answer, no late report): no request
 * of the page is in flight and the browser has run an idle callback, twice in
 * a row. The page's own idle-time work (prefetching on idle, say) has then had
 * its chance, so a check made after it is not a guess about how long to wait.
 */
import type { Page, Request } from 'playwright-core';

const DEADLINE_MS = 15_000;

/** Starts counting the page's requests in flight; `quiet()` resolves once the page is at rest. */
export const watchInFlight = (page: Page) => {
  const open = new Set<Request>();
  const started = (request: Request) => open.add(request);
  const ended = (request: Request) => open.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const idleCallback = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
  return {
    quiet: async () => {
      const deadline = Date.now() + DEADLINE_MS;
      let calm = 0;
      while (calm < 2) {
        if (Date.now() > deadline) throw new Error(`the page did not come to rest: ${[...open].map((request) => request.url()).join(', ')}`);
        await idleCallback();
        calm = open.size === 0 ? calm + 1 : 0;
      }
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
};
