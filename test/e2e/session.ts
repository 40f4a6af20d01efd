/** Browser helpers shared by the end-to-end tests. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026' },
  editor: { username: 'editor', password: 'Editor@2026' },
} as const;

export const loginAs = async (page: Page, baseUrl: string, who: keyof typeof DEMO) => {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名').fill(DEMO[who].username);
  await page.getByLabel('密码').fill(DEMO[who].password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.waitForURL(`${baseUrl}/system/welcome`);
};

/** The Chinese names of the sidebar's top-level entries, in order. */
export const sidebarSections = async (page: Page) => {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  return sidebar.locator(':scope > *').evaluateAll((nodes) => nodes.map((node) => (node.querySelector('.MuiListItemText-primary')?.textContent ?? '').trim()));
};

export const expectPath = (page: Page, path: string) => expect(new URL(page.url()).pathname).toBe(path);
