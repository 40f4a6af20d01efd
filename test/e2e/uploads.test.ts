/** Image upload through fastdfs/uploadFile in the browser: chosen, previewed, saved, shown again after a reload. */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('a news cover image', () => {
  it('uploads, previews, saves, and shows again after a reload', async () => {
    await admin.page.goto(`${baseUrl}/information/newsEdit?id=5`);
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page.locator('input[type="file"]').first().setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: PNG });
    await admin.page.getByRole('img', { name: '封面.png' }).waitFor();
    const uploaded = admin.page.waitForResponse((response) => response.url().includes('fastdfs/uploadFile'));
    await admin.page.getByRole('button', { name: '保存' }).click();
    const upload = await (await uploaded).json();
    expect(upload).toMatchObject({ status: 0, data: { fileName: '封面.png', contentType: 'image/png' } });
    await admin.page.getByTestId('message').filter({ hasText: '编辑成功' }).waitFor();

    await admin.page.goto(`${baseUrl}/information/newsEdit?id=5`);
    await admin.page.getByTestId('detail-form').waitFor();
    const preview = admin.page.getByRole('img', { name: '封面.png' });
    await preview.waitFor();
    const src = await preview.getAttribute('src');
    expect(src).toContain('fastdfs/downloadfiles?fileId=');
    const image = await admin.page.evaluate(async (url) => {
      const response = await fetch(url!);
      return { status: response.status, type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
    }, src);
    expect(image).toEqual({ status: 200, type: 'image/png', size: PNG.length });
  });
});
