/**
 * A declared detail form as the operator reads it (/commonIcon/edit): a field's hint is not covered by the
 * floating label of the field under it.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

describe('detail form layout', () => {
  it("keeps 跳转地址's hint clear of 排序's label", async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/commonIcon/edit`);
    const hint = page.getByText('APP内页面路径，如 /pages/news/index', { exact: true });
    await hint.waitFor();
    const order = page.getByTestId('detail-form').locator('label').filter({ hasText: /^排序/ });
    const [hintBox, labelBox] = [await hint.boundingBox(), await order.boundingBox()];
    expect(labelBox!.y).toBeGreaterThanOrEqual(hintBox!.y + hintBox!.height);
  });
});
