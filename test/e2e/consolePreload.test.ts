/**
 * A logged-in cold load fetches the console's chunk with the entry
 * (scripts/consolePreload.ts): index.html's first script adds a modulepreload
 * link for it, and for the form pages' chunk on an edit address, and the
 * console then takes those fetches instead of asking again. The login page
 * asks for neither.
 *
 * The entry chunk is held back for a second: without the preload, nothing can
 * ask for the console before the entry has arrived and run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Request } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/;
const CONSOLE_CHUNK = /\/assets\/console-(?!preload-)[\w-]+\.js$/;
const EDIT_CHUNK = /\/assets\/edit-[\w-]+\.js$/;
const HOLD_MS = 1000;

let cdp: CDPSession;

beforeAll(async () => {
  cdp = await admin.page.context().newCDPSession(admin.page);
});

afterAll(async () => {
  await cdp.detach().catch(() => undefined);
});

/** A cold load of `path` with the entry held back: every script asked for, with when, and when the entry was let through. */
const coldLoad = async (path: string, ready: () => Promise<unknown>) => {
  const { page, baseUrl } = admin;
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  const sent: { path: string; at: number }[] = [];
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) sent.push({ path: pathname, at: Date.now() });
  };
  let released = Infinity;
  await page.route(ENTRY_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    released = Date.now();
    await route.continue();
  });
  page.on('request', onRequest);
  try {
    await page.goto(`${baseUrl}${path}`);
    await ready();
  } finally {
    page.off('request', onRequest);
    await page.unroute(ENTRY_CHUNK);
  }
  return { sent, released };
};

const from = (sent: { path: string; at: number }[], chunk: RegExp) => sent.filter((request) => chunk.test(request.path));

describe('a logged-in cold load', () => {
  it('of a list asks for the console chunk before the entry has arrived, once, and not for the form pages', async () => {
    const { sent, released } = await coldLoad('/information/newsManage', () => admin.page.getByText(/共 \d+ 条记录/).waitFor());
    const consoleChunk = from(sent, CONSOLE_CHUNK);
    expect(consoleChunk).toHaveLength(1);
    expect(consoleChunk[0].at).toBeLessThan(released);
    expect(from(sent, EDIT_CHUNK)).toEqual([]);
  });

  it('of an edit page asks for the console and the form pages before the entry has arrived, each once, and shows the form', async () => {
    const { sent, released } = await coldLoad('/information/newsEdit?id=1', () => admin.page.locator('.ProseMirror p').first().waitFor());
    for (const chunk of [CONSOLE_CHUNK, EDIT_CHUNK]) {
      const fetched = from(sent, chunk);
      expect(fetched).toHaveLength(1);
      expect(fetched[0].at).toBeLessThan(released);
    }
    expect(await admin.page.getByLabel('标题').inputValue()).not.toBe('');
  });
});

describe('the login page', () => {
  it('asks for neither, even with a token', async () => {
    const { sent } = await coldLoad('/login', () => admin.page.getByLabel('用户名').waitFor());
    // The login page itself fetches the console only once the operator types (src/pages/LoginPage.tsx).
    expect(from(sent, CONSOLE_CHUNK)).toEqual([]);
    expect(from(sent, EDIT_CHUNK)).toEqual([]);
  });
});
