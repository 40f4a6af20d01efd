/**
 * 能力统计 (menu 42) end to end against the real server and its demo activity (recorded through the app
 * calls): each ranking tab opens from its address with computed rows; the business-type filter goes to the
 * address; a ranking's row opens its detail (study → the user's records, barrier → the level's challenges,
 * assessment → the institutions, the people and one person's answers) with the back button and the menu
 * 能力统计 still active; 导出 answers a workbook whose rows are the screen's, under the header rows of the
 * statistics exports. An operator registers a team assessment from its ranking (the app no longer registers one
 * by its first sheet): the form picks questions from the bank, and the assessment then shows in the ranking with
 * nobody taking part yet.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ABILITY_COLUMN_LABELS, ABILITY_TABLES } from '../../features/abilityStatistics/contract/statistics';
import { axeViolations } from './axe';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const page = () => admin.page;

const labels = (table: keyof typeof ABILITY_TABLES) => (ABILITY_TABLES[table] as readonly (keyof typeof ABILITY_COLUMN_LABELS)[]).map((key) => ABILITY_COLUMN_LABELS[key]);

/** The texts of the table's body rows, once at least one is shown. */
const screenRows = async () => {
  const body = page().locator('table tbody tr');
  await body.first().waitFor();
  return body.evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
};

const headers = async () => (await page().locator('table thead th').allTextContents()).map((text) => text.trim());

/** The screen's own columns after the statistics' (the team-assessment ranking's 操作 for a holder of 修改). */
const SCREEN_ONLY: Partial<Record<keyof typeof ABILITY_TABLES, string[]>> = { evaluation: ['操作'] };

/** The rows of `table` once its titles are shown (a page that is still loading shows the previous one's; a loaded machine takes seconds). */
const rowsOf = async (table: keyof typeof ABILITY_TABLES, hidden: string[] = []) => {
  await expect.poll(headers, { timeout: 15_000 }).toEqual([...labels(table).filter((label) => !hidden.includes(label)), ...(SCREEN_ONLY[table] ?? [])]);
  return screenRows();
};

const activeMenu = () => page().locator('nav [aria-current="page"]').first().textContent();

const rankingTab = (name: string) => page().getByRole('tablist', { name: '模块排名' }).getByRole('tab', { name });

describe('the module rankings', () => {
  it('opens 题库 from the menu entry and every other tab from its address, each with computed rows', async () => {
    await admin.open(`/ability/statistics`);
    await page().waitForURL(/\/ability\/statistics\/questionBank\/module/);
    expect((await rowsOf('question')).length).toBeGreaterThan(3);
    await expect(activeMenu()).resolves.toContain('能力统计');
    for (const [tab, path, table] of [
      ['学习', 'study', 'study'],
      ['闯关', 'barrier', 'level'],
      ['团队考核', 'assess', 'evaluation'],
    ] as const) {
      await rankingTab(tab).click();
      await page().waitForURL(new RegExp(`/ability/statistics/${path}/module`));
      const rows = await rowsOf(table);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows[0][0]).toBe('1');
    }
    await page().reload();
    await expect(rankingTab('团队考核').getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('filters by business type in the address', async () => {
    await admin.open(`/ability/statistics/questionBank/module`);
    await screenRows();
    const search = page().getByRole('search');
    await search.getByRole('combobox', { name: '业务类型' }).selectOption({ label: '反洗钱' });
    await search.getByRole('button', { name: '搜索' }).click();
    await page().waitForURL(/businessTypeId=\d+/);
    await expect.poll(async () => (await screenRows()).map((row) => row[1])).toEqual(['反洗钱']);
  });

  it('exports the rows on the screen', async () => {
    await admin.open(`/ability/statistics/questionBank/module`);
    const shown = await rowsOf('question');
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: '导出' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^题库统计_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    // A cell reads as the sheet shows it: a figure with the one-decimal format as 69.0, like the screen.
    const shownAs = (cell: ExcelJS.Cell) => (typeof cell.value === 'number' && cell.numFmt === '0.0' ? cell.value.toFixed(1) : String(cell.value ?? ''));
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push(labels('question').map((_, index) => shownAs(row.getCell(index + 1)))));
    // The header rows of the statistics exports: the title, the time of export, the filter (none here), the definitions.
    expect(rows.slice(0, 3).map((row) => row[0])).toEqual(['题库统计', expect.stringMatching(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), '筛选条件：无']);
    const header = rows.findIndex((row) => row.join() === labels('question').join());
    expect(rows.slice(3, header).every((row) => row[0].startsWith('口径：'))).toBe(true);
    expect(sheet.getRow(header + 1).font?.bold).toBe(true);
    expect(rows.slice(header + 1).map((row) => row.map((cell) => cell || '—'))).toEqual(shown);
  });
});

describe('the details', () => {
  it('opens a learner’s study records from the study ranking, and goes back', async () => {
    await admin.open(`/ability/statistics/study/module`);
    const [first] = await rowsOf('study');
    await page().getByRole('link', { name: first[1], exact: true }).click();
    await page().waitForURL(/\/ability\/study\/detail\?appUserId=\d+/);
    await page().getByText(`用户：${first[1]}（${first[2]}）`).waitFor();
    await expect(page().getByTestId('page-title').textContent()).resolves.toBe('用户学习记录');
    const records = await rowsOf('userStudy');
    expect(records.length).toBe(Math.min(10, Number(first[3])));
    await expect(activeMenu()).resolves.toContain('能力统计');
    await page().getByRole('button', { name: '返回' }).click();
    await page().waitForURL(/\/ability\/statistics\/study\/module/);
  });

  it('opens a level’s challenges from the barrier ranking', async () => {
    await admin.open(`/ability/statistics/barrier/module`);
    const rows = await rowsOf('level');
    const level = rows.find((row) => Number(row[2]) > 0)!;
    await page().getByRole('link', { name: level[1], exact: true }).click();
    await page().waitForURL(/\/ability\/barrier\/detail\?levelId=\d+/);
    const challenges = await rowsOf('userLevel');
    expect(challenges.every((row) => row[3] === level[1])).toBe(true);
    await expect(
      page()
        .getByText(/共 \d+ 条记录/)
        .textContent(),
    ).resolves.toContain(`共 ${level[2]} 条记录`);
  });

  it('opens an assessment’s institutions, its people and one person’s answers', async () => {
    await admin.open(`/ability/statistics/assess/module`);
    const [first] = await rowsOf('evaluation');
    await page().getByRole('link', { name: first[1], exact: true }).click();
    await page().waitForURL(/\/ability\/assess\/group\?assessmentId=\d+/);
    await page().getByText(`考核：${first[1]}`, { exact: false }).waitFor();
    const institutions = await rowsOf('com');
    expect(institutions.some((row) => row[2] === '0')).toBe(true);
    expect(institutions.reduce((sum, row) => sum + Number(row[2]), 0)).toBeLessThanOrEqual(Number(first[4]));
    await page().getByRole('tab', { name: '人员参与明细' }).click();
    await page().waitForURL(/\/ability\/assess\/stuff\?assessmentId=\d+/);
    const people = await rowsOf('userEvaluation');
    await page().getByRole('link', { name: people[0][0], exact: true }).click();
    await page().waitForURL(/\/ability\/assess\/detail\?assessmentId=\d+&appUserId=\d+/);
    const answers = await rowsOf('evaluationQuestion');
    expect(answers.length).toBe(Math.min(10, Number(first[3])));
    expect(answers.filter((row) => row[6] === '是').length).toBe(Number(people[0][3]));
    await expect(activeMenu()).resolves.toContain('能力统计');
  });
});

describe('team assessments registered by operators', () => {
  it('registers one from the ranking with questions of the bank; it shows there with nobody taking part yet', async () => {
    await admin.open(`/ability/statistics/assess/module`);
    const before = await rowsOf('evaluation');
    await page().getByRole('link', { name: '登记团队考核' }).click();
    await page().waitForURL(/\/ability\/assess\/edit$/);
    await expect.poll(() => page().getByTestId('page-title').textContent(), { timeout: 15_000 }).toBe('新增-团队考核');
    await page()
      .getByRole('textbox', { name: /^考核编码/ })
      .fill('e2e-ops-2026');
    await page()
      .getByRole('textbox', { name: /^考核名称/ })
      .fill('浏览器登记的团队考核');
    const search = page().getByRole('combobox', { name: /^添加题目/ });
    const chosen = page()
      .getByRole('list', { name: /考核题目/ })
      .getByRole('listitem');
    for (const count of [1, 2]) {
      await search.click();
      await page().getByRole('option').first().click();
      await expect.poll(() => chosen.count()).toBe(count);
    }
    expect(await axeViolations(page(), ['[data-testid="assessment-edit-page"]'])).toEqual([]);
    await page().getByRole('button', { name: '保存' }).click();
    await page().waitForURL(/\/ability\/statistics\/assess\/module/);
    await expect.poll(async () => (await rowsOf('evaluation')).length).toBe(Math.min(10, before.length + 1));
    const rows = await rowsOf('evaluation');
    const registered = rows.find((row) => row[1] === '浏览器登记的团队考核');
    expect(registered && [registered[3], registered[4]]).toEqual(['2', '0']);
    await page().getByRole('link', { name: '编辑浏览器登记的团队考核' }).click();
    await page().waitForURL(/\/ability\/assess\/edit\?id=\d+/);
    await expect.poll(() => page().getByTestId('page-title').textContent(), { timeout: 15_000 }).toBe('编辑-团队考核');
    await expect
      .poll(
        () =>
          page()
            .getByRole('textbox', { name: /^考核名称/ })
            .inputValue(),
        { timeout: 15_000 },
      )
      .toBe('浏览器登记的团队考核');
  });
});
