/**
 * Detail forms read cleanly in the browser: an outlined input's label, which stands above its box, stays
 * clear of the hint line and the box of the input above it (the level form's hints, the question's
 * options, 公共图标's 跳转地址 above 排序); a switch named by its own on word reads 启用, not 启用：启用, and one
 * named otherwise keeps its state (发布：已发布).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

/** Each visible input label of the detail form that overlaps a visible hint or another input's box, named by both texts. */
const overlappingLabels = (page: Page) =>
  page.getByTestId('detail-form').evaluate((form) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const labels = [...form.querySelectorAll('label.MuiInputLabel-root')].filter(visible);
    // A hint with text (an empty one only holds its line) and the outline of every input box.
    const hints = [...form.querySelectorAll('.MuiFormHelperText-root')].filter((hint) => visible(hint) && (hint.textContent ?? '').replace(/\u200b/g, '').trim() !== '');
    const boxes = [...form.querySelectorAll('fieldset.MuiOutlinedInput-notchedOutline')].filter(visible);
    const found: string[] = [];
    for (const label of labels) {
      const own = label.closest('.MuiFormControl-root');
      const rect = label.getBoundingClientRect();
      for (const other of [...hints, ...boxes]) {
        if (own?.contains(other)) continue;
        if (overlaps(rect, other.getBoundingClientRect())) found.push(`${label.textContent} × ${other.textContent || other.closest('.MuiFormControl-root')?.querySelector('label')?.textContent}`);
      }
    }
    return found;
  });

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
