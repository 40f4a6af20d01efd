/**
 * Lighthouse (desktop preset) performance and accessibility scores of a few
 * pages, each run RUNS times in Debian's Chromium. Pages behind a login are
 * measured after one login done through playwright-core connected to the
 * same Chrome; Lighthouse then keeps the storage (disableStorageReset) and we
 * clear only the HTTP cache before each run, so every load is still cold.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { RUNS, summarise, type Summary } from './stats';

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const MAX_RETRIES = 2;

export interface LighthousePage {
  name: string;
  url: string;
}

export interface LighthouseOptions {
  /** Logs in on an opened page (after `loginUrl` is loaded, when given); the storage it leaves is kept for every run. */
  login?: (page: Page) => Promise<void>;
  loginUrl?: string;
  runs?: number;
  /** When set, the last run's full report of each page is written there as `<name>.json`. */
  reportDir?: string;
}

export interface LighthouseScores {
  name: string;
  url: string;
  performance: Summary;
  accessibility: Summary;
  /** Ids of the accessibility audits that failed in the last run. */
  failedAudits: string[];
  /** The last run's performance audits that name savings, largest first ("id: title (N ms, N KiB)"). */
  opportunities: string[];
}

const score = (report: LighthouseResult, category: 'performance' | 'accessibility') => Math.round((report.categories[category]?.score ?? 0) * 100);

const failedAccessibilityAudits = (report: LighthouseResult) =>
  (report.categories.accessibility?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);

const performanceOpportunities = (report: LighthouseResult) =>
  (report.categories.performance?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && (audit.metricSavings || audit.details?.type === 'opportunity'))
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const ms = details?.overallSavingsMs ?? 0;
      const kib = (details?.overallSavingsBytes ?? 0) / 1024;
      return { text: `${audit.id}: ${audit.title}${ms || kib ? ` (${Math.round(ms)} ms, ${Math.round(kib)} KiB)` : ''}`, weight: ms + kib };
    })
    .sort((a, b) => b.weight - a.weight)
    .map((opportunity) => opportunity.text);

/** Runs every page `runs` times in one Chrome and summarises both scores (0–100). */
export const runLighthouse = async (pages: LighthousePage[], options: LighthouseOptions = {}): Promise<LighthouseScores[]> => {
  const runs = options.runs ?? RUNS;
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const helper = await context.newPage();
    if (options.loginUrl) await helper.goto(options.loginUrl);
    if (options.login) await options.login(helper);
    await helper.goto('about:blank');
    const cdp: CDPSession = await context.newCDPSession(helper);
    const results: LighthouseScores[] = [];
    for (const { name, url } of pages) {
      const performance: number[] = [];
      const accessibility: number[] = [];
      let last: LighthouseResult | undefined;
      for (let run = 0, failures = 0; run < runs; run += 1) {
        await cdp.send('Network.clearBrowserCache');
        const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true }, desktopConfig);
        if (!answer) throw new Error(`lighthouse gave no result for ${url}`);
        const error = answer.lhr.runtimeError;
        if (error) {
          // A run that failed to load (e.g. NO_FCP on a busy machine) is run again, at most MAX_RETRIES times a page.
          failures += 1;
          if (failures > MAX_RETRIES) throw new Error(`lighthouse on ${url}: ${error.code} ${error.message}`);
          process.stderr.write(`lighthouse: ${name} run ${run + 1} failed (${error.code}), running it again\n`);
          run -= 1;
          continue;
        }
        last = answer.lhr;
        performance.push(score(last, 'performance'));
        accessibility.push(score(last, 'accessibility'));
      }
      if (!last) throw new Error('runLighthouse: runs must be at least 1');
      if (options.reportDir) {
        mkdirSync(options.reportDir, { recursive: true });
        writeFileSync(path.join(options.reportDir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(last, null, 1));
      }
      results.push({
        name,
        url,
        performance: summarise(performance),
        accessibility: summarise(accessibility),
        failedAudits: failedAccessibilityAudits(last),
        opportunities: performanceOpportunities(last),
      });
    }
    return results;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
};
