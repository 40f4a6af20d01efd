/**
 * An edit page with a date field does not fetch the MUI pickers until the
 * date box is reached: the news edit page shows its 发布时间 in the box, and
 * the first click on it fetches the pickers and opens the calendar.
 */
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

const PICKERS_CHUNK = /\/assets\/DatePickerControl-[\w-]+\.js$/;

describe('the date pickers on an edit page', () => {
  it('are fetched on the first open of the date box, which then shows the calendar', async () => {
    const { page, baseUrl } = admin;
    const scripts: string[] = [];
    const onRequest = (request: Request) => scripts.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    try {
      await page.goto(`${baseUrl}/information/newsEdit?id=1`);
      await page.getByTestId('rich-text-preview-content').locator('p').first().waitFor();
      const releaseTime = page.getByRole('textbox', { name: /^发布时间/ });
      await expect.poll(() => releaseTime.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((path) => PICKERS_CHUNK.test(path))).toEqual([]);

      await releaseTime.click();
      await page.getByRole('dialog').getByRole('gridcell').first().waitFor();
      expect(scripts.filter((path) => PICKERS_CHUNK.test(path))).toHaveLength(1);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect.poll(() => releaseTime.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    } finally {
      page.off('request', onRequest);
    }
  });
});
