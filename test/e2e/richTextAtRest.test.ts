/**
 * A rich text field reads as an editor from the first paint: at rest it shows
 * the editor's toolbar and a writing area of a usable height, and the editor
 * that replaces it on a click keeps that height.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const session = useBrowserPage();
const { baseUrl } = session;

describe('the news body', () => {
  it('shows a toolbar and a writing area of at least 200 px at rest, and the editor keeps the height', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/information/newsEdit?id=1`);
    const atRest = page.getByTestId('rich-text-preview-content');
    await atRest.locator('p').first().waitFor();
    const area = atRest.getByRole('textbox', { name: /正文/ });
    expect((await area.boundingBox())!.height).toBeGreaterThanOrEqual(200);
    await expect(atRest.locator('[aria-hidden="true"] svg').count()).resolves.toBeGreaterThanOrEqual(8);
    await expect(area.evaluate((node) => getComputedStyle(node).backgroundColor)).resolves.toBe('rgb(255, 255, 255)');
    await page.screenshot({ path: 'test-results/rich-text-at-rest.png', clip: (await atRest.boundingBox())! });

    await area.click();
    const editor = page.getByTestId('rich-text-content').locator('.ProseMirror');
    await editor.waitFor();
    expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(200);
  });
});
