/**
 * Item 1: the JS a browser loads (gzip, level 9, of the built files) for the
 * login page and, in all, for the first list page after login; the largest
 * chunk and the total of the build. Sizes are deterministic: one run each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { ConsoleTarget } from './types';

export interface Sizes {
  loginKB: number;
  firstListKB: number;
  largestKB: number;
  largestName: string;
  totalKB: number;
  loginFiles: number;
  firstListFiles: number;
  /** The built files (under /assets/) fetched by the login page and the first list, in all. */
  loadedFiles: string[];
}

const gzipKB = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

const builtScripts = (distDir: string) => {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, kb: gzipKB(path.join(assets, name)) }));
};

/** The .js files under /assets/ a page fetched, summed as gzip of the built files. */
const recordScripts = (distDir: string) => {
  const loaded = new Set<string>();
  return {
    loaded,
    listen: (response: { url: () => string }) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname);
    },
    kilobytes: () => [...loaded].reduce((sum, pathname) => sum + gzipKB(path.join(distDir, pathname)), 0),
  };
};

export const measureSizes = async (browser: Browser, target: ConsoleTarget): Promise<Sizes> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const scripts = recordScripts(target.distDir);
    page.on('response', scripts.listen);
    await page.goto(`${target.baseUrl}${target.loginPath}`);
    await target.loginReady(page);
    await page.waitForLoadState('networkidle');
    const loginKB = scripts.kilobytes();
    const loginFiles = scripts.loaded.size;
    await target.login(page);
    await page.goto(`${target.baseUrl}${target.listPath}`);
    await target.rowsVisible(page);
    await page.waitForLoadState('networkidle');
    const built = builtScripts(target.distDir);
    const largest = built.reduce((max, file) => (file.kb > max.kb ? file : max), built[0]);
    return {
      loginKB,
      firstListKB: scripts.kilobytes(),
      largestKB: largest.kb,
      largestName: largest.name,
      totalKB: built.reduce((sum, file) => sum + file.kb, 0),
      loginFiles,
      firstListFiles: scripts.loaded.size,
      loadedFiles: [...scripts.loaded].map((pathname) => path.join(target.distDir, pathname)),
    };
  } finally {
    await context.close();
  }
};
