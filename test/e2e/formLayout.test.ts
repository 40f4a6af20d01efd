/**
 * Detail forms read cleanly in the browser: an outlined input's label, which stands above its box, stays
 * clear of the hint line and the box of the input above it (the level form's hints, the question's
 * options, 公共图标's 跳转地址 above 排序); a switch named by its own on word reads 启用, not 启用：启用, and one
 * named otherwise keeps its state (发布：已发布).
 */
import { describe, expect, it } from 'vitest';
import { overlappingLabels } from './formOverlap';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

describe('detail forms', { timeout: 120_000 }, () => {
  it('keeps the labels of the level form clear of the hints above them', async () => {
    await admin.open('/ability/level/edit?id=1');
    await expect.poll(() => admin.page.getByRole('spinbutton', { name: /^最高积分/ }).inputValue()).not.toBe('');
    await admin.page.getByText('达到该积分即获得此等级', { exact: true }).waitFor();
    await expect(overlappingLabels(admin.page)).resolves.toEqual([]);
  });

  it('keeps the labels of the options of a question clear of the option above', async () => {
    await admin.open('/ability/questionBank/edit?id=1');
    await expect.poll(() => admin.page.getByRole('textbox', { name: /^选项B/ }).inputValue()).not.toBe('');
    await expect(overlappingLabels(admin.page)).resolves.toEqual([]);
  });

  it('names the switch of a level 启用, without repeating its state', async () => {
    await admin.open('/ability/level/edit?id=1');
    const enabled = admin.page.getByRole('switch', { name: '启用', exact: true });
    await enabled.waitFor();
    await expect(admin.page.getByText('启用：启用').count()).resolves.toBe(0);
  });

  it("keeps 跳转地址's hint clear of 排序's label, and names the switch 启用 once", async () => {
    const { page } = admin;
    await admin.open('/commonIcon/edit');
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
    await admin.open('/invest/enterpriseVoiceEdit');
    await page.getByRole('switch', { name: '发布：已发布', exact: true }).waitFor();
  });
});
