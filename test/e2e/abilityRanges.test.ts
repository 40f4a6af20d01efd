/**
 * The ability statistics read like the statistics pages: a range preset at a press (kept in the address as
 * its days, shown pressed after a reload), 全部 to drop the range, and the figure a ranking ranks by charted
 * above its table for the rows shown; a column of rates reads with one decimal throughout, names get room.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const searchOf = (page: Page) => new URL(page.url()).searchParams;
const pressed = (page: Page, name: string) => page.getByRole('group', { name: '日期范围' }).getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('ability statistics ranges and charts', { timeout: 90_000 }, () => {
  it('applies a preset at a press, keeps it through a reload, drops it with 全部, and charts the rows shown', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/ability/statistics/barrier/module`);
    await expect.poll(() => pressed(page, '全部')).toBe('true');
    const chart = page.getByTestId('stat-chart');
    await expect.poll(() => chart.locator('svg, canvas').count()).toBeGreaterThan(0);
    // The bars are the figure the ranking ranks by, so they fall from the first rank as the table does.
    await expect(chart.getAttribute('aria-label')).resolves.toBe('挑战次数图表');

    await page.getByRole('button', { name: '近30天', exact: true }).click();
    await expect.poll(() => searchOf(page).get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [start, end] = [searchOf(page).get('startDate')!, searchOf(page).get('endDate')!];
    expect((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000).toBe(29);
    await expect(page.getByRole('textbox', { name: '开始日期', exact: true }).inputValue()).resolves.toBe(start);
    await page.reload();
    await expect.poll(() => pressed(page, '近30天')).toBe('true');

    await page.getByRole('button', { name: '全部', exact: true }).click();
    await expect.poll(() => searchOf(page).has('startDate')).toBe(false);
    await expect.poll(() => pressed(page, '全部')).toBe('true');
  });

  it('reads the study ranking: bars of 学习时长, one decimal in every rate and minutes cell, an institution on at most two lines', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/ability/statistics/study/module`);
    const chart = page.getByTestId('stat-chart');
    await expect.poll(() => chart.getAttribute('aria-label')).toBe('学习时长（分钟）图表');
    const table = page.getByRole('table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
    const titles = await table.locator('thead th').allInnerTexts();
    const columnTexts = (title: string) => table.locator(`tbody tr td:nth-child(${titles.findIndex((text) => text.trim() === title) + 1})`).allInnerTexts();
    for (const title of ['正确率（%）', '学习时长（分钟）', '完成率（%）']) {
      const texts = await columnTexts(title);
      expect(texts.length).toBeGreaterThan(1);
      for (const text of texts) expect(text, title).toMatch(/^(\d+\.\d|—)$/);
    }
    const institution = table.locator(`tbody tr td:nth-child(${titles.findIndex((text) => text.trim() === '所属机构') + 1})`).first();
    const { height, lineHeight } = await institution.evaluate((cell) => ({ height: cell.clientHeight, lineHeight: parseFloat(getComputedStyle(cell).lineHeight) }));
    expect(height).toBeLessThan(lineHeight * 3);
  });
});
