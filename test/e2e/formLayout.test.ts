/**
 * A declared detail form as the operator reads it (/commonIcon/edit): a field's hint is not covered by the
 * floating label of the field under it, and a switch named by its on state says it once.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

describe('detail form layout', () => {
  it("keeps 跳转地址's hint clear of 排序's label, and names the switch 启用 once", async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/commonIcon/edit`);
    const hint = page.getByText('APP内页面路径，如 /pages/news/index', { exact: true });
    await hint.waitFor();
    const order = page.getByTestId('detail-form').locator('label').filter({ hasText: /^排序/ });
    const [hintBox, labelBox] = [await hint.boundingBox(), await order.boundingBox()];
    expect(labelBox!.y).toBeGreaterThanOrEqual(hintBox!.y + hintBox!.height);

    const toggle = page.getByRole('switch', { name: '启用', exact: true });
    await expect(toggle.isChecked()).resolves.toBe(true);
    await expect(page.getByText('启用：启用').count()).resolves.toBe(0);
    await toggle.uncheck();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect(page.getByRole('switch', { name: '启用', exact: true }).count()).resolves.toBe(1);
  });

  it('keeps naming a switch by its state when its label is not the state (发布：已发布)', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/invest/enterpriseVoiceEdit`);
    await page.getByRole('switch', { name: '发布：已发布', exact: true }).waitFor();
  });
});
