/** Debian's Chromium driven by playwright-core, with the flags this sandboxed machine needs. */
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

/**
 * The screen every browser test opens: an operator's 1440×900 zh-CN browser that asked the system for less
 * motion, so menus, dialogs and pickers open and close at once (src/theme.ts) and a test waits for what is
 * shown, not for an animation to end. operatorComfort.test.ts checks both settings of the preference.
 */
export const OPERATOR_SCREEN = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions;
