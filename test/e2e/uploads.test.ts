/** Image upload through fastdfs/uploadFile in the browser: chosen, previewed, saved, shown again after a reload. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { loginAs } from './session';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await loginAs(page, baseUrl, 'admin');
});

afterAll(async () => {
  await browser?.close();
});

describe('a news cover image', () => {
  it('uploads, previews, saves, and shows again after a reload', async () => {
    await page.goto(`${baseUrl}/information/newsEdit?id=5`);
    await page.getByTestId('detail-form').waitFor();
    await page.locator('input[type="file"]').first().setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '封面.png' }).waitFor();
    const uploaded = page.waitForResponse((response) => response.url().includes('fastdfs/uploadFile'));
    await page.getByRole('button', { name: '保存' }).click();
    const upload = await (await uploaded).json();
    expect(upload).toMatchObject({ status: 0, data: { fileName: '封面.png', contentType: 'image/png' } });
    await page.getByTestId('message').filter({ hasText: '编辑成功' }).waitFor();

    await page.goto(`${baseUrl}/information/newsEdit?id=5`);
    await page.getByTestId('detail-form').waitFor();
    const preview = page.getByRole('img', { name: '封面.png' });
    await preview.waitFor();
    const src = await preview.getAttribute('src');
    expect(src).toContain('fastdfs/downloadfiles?fileId=');
    const image = await page.evaluate(async (url) => {
      const response = await fetch(url!);
      return { status: response.status, type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
    }, src);
    expect(image).toEqual({ status: 200, type: 'image/png', size: PNG.length });
  });
});
