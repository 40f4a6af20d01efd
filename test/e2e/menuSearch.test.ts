/**
 * The menu search found by section in Chromium: "tjgl" lists the pages under 统计管理 (the section's pinyin
 * initials), and the page opened with Enter takes the keyboard focus to its heading, not the page's body.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

describe('the menu search by section', () => {
  it('finds a section’s pages by its pinyin initials, and the page opened takes the focus to its heading', async () => {
    const { page } = admin;
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: '搜索页面' });
    await box.fill('tjgl');
    const options = page.getByRole('option');
    await options.first().waitFor();
    const found = await options.allTextContents();
    expect(found.length).toBeGreaterThan(3);
    // Every page found sits under 统计管理.
    expect(found.every((text) => text.includes('统计管理'))).toBe(true);
    const title = (await options.first().locator('[data-testid="search-title"]').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await page
      .getByTestId('page-title')
      .filter({ hasText: new RegExp(`^${title}$`) })
      .waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('page-title');
  });
});
