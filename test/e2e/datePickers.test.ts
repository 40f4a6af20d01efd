/**
 * One date picker everywhere: the ability statistics' search, the statistics' custom range and the
 * questionnaire's start and end are picked with the console's picker (MUI X, in Chinese), and what is picked
 * reaches the address or the saved record.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** Opens the picker of the box named `label` and picks day `day` of the month it shows (the time as it stands). */
const pick = async (page: Page, label: string, day: string) => {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('gridcell', { name: day, exact: true }).first().click();
  // A date-time picker asks for the time next, and a day picker may close on the day's click: 确认 when it is still there.
  const confirm = dialog.getByRole('button', { name: '确认' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await dialog.waitFor({ state: 'hidden' });
  return (await box.inputValue()).trim();
};

describe('date pickers', { timeout: 90_000 }, () => {
  it('ability statistics: the range is picked in the Chinese calendar and searched', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/ability/statistics/questionBank/module`);
    const box = page.getByRole('textbox', { name: '开始日期', exact: true });
    await box.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The week is headed in Chinese, starting on Monday.
    const weekdays = await dialog.locator('[role="columnheader"]').allTextContents();
    expect(weekdays.join('')).toMatch(/^一二三四五六日$|^周一周二周三周四周五周六周日$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const start = await pick(page, '开始日期', '1');
    const end = await pick(page, '结束日期', '15');
    expect(start).toMatch(/^\d{4}-\d{2}-01$/);
    expect(end).toMatch(/^\d{4}-\d{2}-15$/);
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => `${searchOf(page).get('startDate')}|${searchOf(page).get('endDate')}`).toBe(`${start}|${end}`);
  });

  it('statistics: a custom range is picked with the same calendar and becomes the view', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/statistics/KPINew`);
    await page.getByRole('button', { name: '自定义', exact: true }).click();
    const start = await pick(page, '开始日期', '2');
    const end = await pick(page, '结束日期', '9');
    await page.getByRole('search').getByRole('button', { name: '查询' }).click();
    await expect.poll(() => `${searchOf(page).get('range')}|${searchOf(page).get('start')}|${searchOf(page).get('end')}`).toBe(`custom|${start}|${end}`);
    await expect.poll(async () => (await page.getByTestId('stat-range').textContent()) ?? '').toContain(`${start} 至 ${end}`);
  });

  it('questionnaire: the start and end times are picked and saved as Beijing times', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/questionnaire/design?edit=new`);
    await page.getByRole('textbox', { name: '问卷标题' }).fill('日期选择器问卷');
    const start = await pick(page, '开始时间', '10');
    const end = await pick(page, '结束时间', '20');
    expect(start).toMatch(/^\d{4}-\d{2}-10 \d{2}:\d{2}$/);
    expect(end).toMatch(/^\d{4}-\d{2}-20 \d{2}:\d{2}$/);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => searchOf(page).get('edit')).toMatch(/^\d+$/);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: '开始时间', exact: true }).inputValue()).toBe(start);
    await expect.poll(() => page.getByRole('textbox', { name: '结束时间', exact: true }).inputValue()).toBe(end);
  });
});
