/**
 * The peer console: bench/peer/ (a bare react-admin app with one lazy
 * resource) built with Vite into a temporary folder and served by json-server
 * beside the benchmark's rows under /api.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { startJsonServer } from './jsonServer';
import type { ConsoleTarget } from './types';

const FIXTURE = path.join(path.dirname(new URL(import.meta.url).pathname), 'peer');

/** Builds the fixture with Vite's JS API into `outDir`. */
export const buildPeer = async (outDir: string) => {
  await build({ root: FIXTURE, configFile: false, plugins: [react()], build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
};

const rowsVisible = async (page: Page, rows?: number) => {
  const row = page.locator('.RaDatagrid-tbody .RaDatagrid-row');
  if (rows === undefined) {
    await row.first().waitFor({ state: 'visible' });
    return;
  }
  await page.waitForFunction((count) => document.querySelectorAll('.RaDatagrid-tbody .RaDatagrid-row').length >= count, rows);
  await row.nth(rows - 1).waitFor({ state: 'visible' });
};

export const startPeer = async (rows: object[]): Promise<ConsoleTarget> => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'bench-peer-'));
  try {
    await buildPeer(distDir);
    const server = await startJsonServer({ news: rows }, { staticDir: distDir, apiPrefix: '/api' });
    return {
      name: 'bare react-admin',
      baseUrl: server.url,
      distDir,
      loginPath: '/#/login',
      loginReady: async (page) => {
        await page.locator('input[name="username"]').waitFor({ state: 'visible' });
      },
      login: async (page) => {
        await page.locator('input[name="username"]').fill('bench');
        await page.locator('input[name="password"]').fill('bench');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((url) => !url.hash.startsWith('#/login'));
        await page.locator('.RaLayout-content').waitFor({ state: 'visible' });
      },
      listPath: '/#/news',
      list100Path: '/#/news?page=1&perPage=100',
      rowsVisible,
      stop: async () => {
        await server.stop();
        rmSync(distDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  }
};
