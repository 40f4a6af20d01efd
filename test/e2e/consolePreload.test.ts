/**
 * A cold load of a console address fetches the console's chunk with the entry
 * (scripts/consolePreload.ts, src/routes/consoleDocuments.ts): the server
 * answers a list address with console.html, which names it in a modulepreload
 * link, and an edit address with console-edit.html, which names the form
 * pages' chunk too; the console then takes those fetches instead of asking
 * again. /login's index.html names neither; its small script adds the same
 * links for a logged-in operator when a server answers every address with
 * index.html.
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
const coldLoad = async (path: string, ready: () => Promise<unknown>, options: { document?: string } = {}) => {
  const { page, baseUrl } = admin;
  // A server answering every address with one document (e.g. index.html).
  const document = options.document;
  if (document) await page.route(`${baseUrl}${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: document }));
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
    if (document) await page.unroute(`${baseUrl}${path}`);
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
    const { sent, released } = await coldLoad('/information/newsEdit?id=1', () => admin.page.locator('[data-testid="rich-text-preview-content"] p').first().waitFor());
    for (const chunk of [CONSOLE_CHUNK, EDIT_CHUNK]) {
      const fetched = from(sent, chunk);
      expect(fetched).toHaveLength(1);
      expect(fetched[0].at).toBeLessThan(released);
    }
    expect(await admin.page.getByLabel('标题').inputValue()).not.toBe('');
  });
});

/** The modulepreload links of the document the server answers `path` with. */
const preloadsOf = async (path: string) => {
  const html = await (await admin.page.request.get(`${admin.baseUrl}${path}`)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]).filter((href) => !href.includes('rolldown-runtime'));
};

describe('the document of each address', () => {
  it('names the console on a list address, the form pages too on an edit address, neither on /login', async () => {
    const list = await preloadsOf('/information/newsManage');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(CONSOLE_CHUNK);
    const edit = await preloadsOf('/information/newsEdit?id=1');
    expect(edit).toHaveLength(2);
    expect(edit[0]).toMatch(CONSOLE_CHUNK);
    expect(edit[1]).toMatch(EDIT_CHUNK);
    expect(await preloadsOf('/login')).toEqual([]);
  });
});

describe('behind a server that answers every address with index.html', () => {
  it('a logged-in cold load of an edit page still asks for the console and the form pages before the entry, through the script', async () => {
    const index = await (await admin.page.request.get(`${admin.baseUrl}/login`)).text();
    expect(index).toMatch(/<script src="\/assets\/console-preload-[\w-]+\.js"><\/script>/);
    const { sent, released } = await coldLoad('/information/newsEdit?id=1', () => admin.page.locator('[data-testid="rich-text-preview-content"] p').first().waitFor(), { document: index });
    for (const chunk of [CONSOLE_CHUNK, EDIT_CHUNK]) {
      const fetched = from(sent, chunk);
      expect(fetched).toHaveLength(1);
      expect(fetched[0].at).toBeLessThan(released);
    }
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
