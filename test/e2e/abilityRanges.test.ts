/**
 * The ability statistics read like the statistics pages: a range preset at a press (kept in the address as
 * its days, shown pressed after a reload), 全部 to drop the range, and the ranking's key figure charted above
 * its table for the rows shown.
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
    await expect(chart.getAttribute('aria-label')).resolves.toBe('通过率（%）图表');

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
});
