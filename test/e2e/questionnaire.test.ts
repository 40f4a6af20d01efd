/**
 * The questionnaire section in Chromium against the reference server: a questionnaire designed with three
 * kinds of question (single choice, rating, short text) and its live preview; a random draw of the draft that
 * leaves it a draft (publishing is never ticked for the operator) and a precise draw that offers no seeded
 * repeat; published by attribute sampling, ticked and confirmed as such, after checking the allocation table (proportional, at least one per stratum, never more than a
 * stratum holds, the total exactly the size asked); drawn again with the same seed giving the same
 * institutions; pushed (a second push refused); three answers submitted through the app-facing call; the
 * detail's results and charts showing them; both exports read back with exceljs.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { useBrowserPage } from './session';
import { appCallBy } from './appSignIn';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;

const rowsOf = async (table: Locator) => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));
const footOf = async (table: Locator) => table.locator('tfoot tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));

const sheetsOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return Object.fromEntries(
    workbook.worksheets.map((sheet) => {
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (value) => String(value ?? ''))));
      return [sheet.name, rows];
    }),
  );
};

const confirm = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
};

/** The demo app users who are staff of a member unit (server/db/seed.ts: even indexes, ids from 1). */
const STAFF = Array.from({ length: 30 }, (_, index) => index)
  .filter((index) => index % 2 === 0 && index % 9 !== 8)
  .map((index) => ({ appUserId: index + 1, mobile: `13${(index % 8) + 2}${String(10_000_000 + index * 7_654_321).slice(-8)}` }));

/** A questionnaire call of the app by a staff member, signed in the app's way. */
const app = async (call: string, { mobile, ...body }: { mobile: string } & Record<string, unknown>) => appCallBy(mobile, `questionnaire/${call}`, body);

const TITLE = `会员数字化转型调查${Date.now() % 100000}`;
let questionnaireId = 0;
let firstSelection = '';

describe('questionnaires', { timeout: 180_000 }, () => {
  it('designs a questionnaire with three kinds of question and sees it in the preview', async () => {
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl}/questionnaire/design`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: '新建问卷' }).click();
    // The list stays on screen (its search has a 问卷标题 too) until the editor is shown: fill the editor's own.
    const basics = page.getByRole('region', { name: '基本信息' });
    await basics.getByLabel('问卷标题').fill(TITLE);
    await basics.getByLabel('问卷说明').fill('请贵机构如实填写');
    const addQuestion = async (kind: string, title: string) => {
      await page.getByLabel('题型').last().click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      await page.getByRole('button', { name: '添加题目' }).click();
      await page
        .getByRole('group', { name: `第${await page.getByTestId('question-card').count()}题` })
        .getByLabel(/^题目/)
        .fill(title);
    };
    await addQuestion('单选题', '贵机构是否已设立数字化部门');
    const first = page.getByRole('group', { name: '第1题' });
    await first.getByRole('textbox', { name: '选项1' }).fill('已设立');
    await first.getByRole('textbox', { name: '选项2' }).fill('未设立');
    await addQuestion('评分题', '对协会数字化服务的满意度');
    await addQuestion('单行文本', '最希望协会提供的服务');
    // Reorder by keyboard: the text question up and back down.
    await page.getByRole('button', { name: '上移第3题' }).click();
    await expect.poll(() => page.getByTestId('preview-question').nth(1).textContent()).toContain('最希望协会提供的服务');
    await page.getByRole('button', { name: '下移第2题' }).click();
    const preview = page.getByRole('region', { name: '预览（机构看到的样子）' });
    await expect.poll(() => preview.getByTestId('preview-question').count()).toBe(3);
    expect(await preview.getByTestId('preview-title').textContent()).toBe(TITLE);
    expect(await preview.getByTestId('preview-question').nth(0).textContent()).toContain('已设立');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toMatch(/^\d+$/);
    questionnaireId = Number(new URL(page.url()).searchParams.get('edit'));
    await page.getByText('草稿', { exact: true }).first().waitFor();
  });

  it('leads from the detail of a questionnaire without a sample to its sampling', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/questionnaire/issue/detail?id=${questionnaireId}`);
    const note = page.getByRole('alert').filter({ hasText: '尚未抽样，请先抽取样本机构' });
    await note.getByRole('button', { name: '去抽样', exact: true }).click();
    await page.getByText(`问卷：${TITLE}（草稿）`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/questionnaire/issue/sampling/infomation');
  });

  it('says the draws did not load, rather than that nothing was drawn', async () => {
    const { page } = admin;
    const refusal = '抽样记录暂时无法读取';
    await page.route('**/queryDrawList**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: -1, statusText: refusal, data: null }) }));
    try {
      await page.goto(`${baseUrl}/questionnaire/issue/detail?id=${questionnaireId}`);
      await page.getByRole('alert').filter({ hasText: refusal }).first().waitFor();
      await expect(page.getByRole('button', { name: '去抽样', exact: true }).count()).resolves.toBe(0);
      await page.goto(`${baseUrl}/questionnaire/issue/sampling/screen?id=${questionnaireId}`);
      await page.getByRole('alert').filter({ hasText: refusal }).first().waitFor();
    } finally {
      await page.unroute('**/queryDrawList**');
    }
  });

  it('says why the sampling frame could not be counted', async () => {
    const { page } = admin;
    await page.route('**/countAllAttribute**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: -1, statusText: '机构名录暂时无法读取', data: null }) }));
    try {
      await page.goto(`${baseUrl}/questionnaire/issue/sampling/screen?id=${questionnaireId}`);
      await page.getByRole('alert').filter({ hasText: '抽样框统计失败：机构名录暂时无法读取' }).waitFor();
    } finally {
      await page.unroute('**/countAllAttribute**');
    }
  });

  it('draws a random sample of the draft without publishing it, and says so in its own words', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/questionnaire/issue/sampling/screen?id=${questionnaireId}`);
    await page.getByText(`问卷：${TITLE}（草稿）`).waitFor();
    const publish = page.getByRole('checkbox', { name: '抽样后同时发布问卷' });
    expect(await publish.isChecked()).toBe(false);
    await page.getByRole('radio', { name: '按比例' }).check();
    await page.getByLabel('抽取比例（%）').fill('35');
    await page.getByRole('button', { name: '抽取样本' }).click();
    const dialog = page.getByRole('dialog');
    // A share is asked as a share, and there is no table to point at.
    expect(await dialog.textContent()).toContain('确定随机抽取35%的机构吗？');
    expect(await dialog.textContent()).not.toContain('发布');
    await confirm(page);
    const record = page.getByRole('region', { name: '抽样记录' });
    await expect.poll(() => record.getByTestId('draw-method').textContent()).toBe('随机抽样');
    await page.goto(`${baseUrl}/questionnaire/issue`);
    await expect.poll(() => page.locator('tbody tr', { hasText: TITLE }).textContent()).toContain('草稿');
  });

  it('draws the chosen institutions precisely, which offers no seeded repeat', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/questionnaire/issue/sampling/accurate?id=${questionnaireId}`);
    const institutions = page.getByRole('region', { name: '可选机构' });
    await institutions.locator('tbody tr').first().waitFor();
    await institutions.getByRole('checkbox').nth(1).check();
    await institutions.getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: '以所选机构为样本' }).click();
    expect(await page.getByRole('dialog').textContent()).toContain('确定以所选的2家机构为样本吗？');
    await confirm(page);
    const record = page.getByRole('region', { name: '抽样记录' });
    await expect.poll(() => record.getByTestId('draw-method').textContent()).toBe('精准抽样');
    await expect(record.getByRole('button', { name: '再抽一次（同一种子）' }).count()).resolves.toBe(0);
  });

  it('publishes by attribute sampling, ticked and confirmed, after checking the allocation table, and the same seed draws the same institutions', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/questionnaire/issue`);
    const row = page.locator('tbody tr', { hasText: TITLE });
    await row.getByRole('button', { name: '抽样' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/questionnaire/issue/sampling/infomation');
    await page.getByRole('checkbox', { name: /^规模类别/ }).check();
    const strata = page.getByRole('region', { name: '各层总体' });
    await strata.locator('tbody tr').first().waitFor();
    const populations = await rowsOf(strata);
    const total = populations.reduce((sum, cells) => sum + Number(cells[1]), 0);
    expect(populations.length).toBeGreaterThan(1);
    await page.getByLabel('样本量').fill('10');
    await page.getByRole('button', { name: '计算分配' }).click();
    const table = page.getByTestId('allocation-table');
    await table.locator('tbody tr').first().waitFor();
    const rows = await rowsOf(table);
    const allocated = rows.map((cells) => Number(cells[4]));
    expect(allocated.reduce((a, b) => a + b, 0)).toBe(10);
    rows.forEach((cells) => {
      expect(Number(cells[4])).toBeGreaterThanOrEqual(1);
      expect(Number(cells[4])).toBeLessThanOrEqual(Number(cells[1]));
      // Proportional: within one (plus the strata held at one) of the plain share.
      expect(Math.abs(Number(cells[4]) - Number(cells[2]))).toBeLessThan(1 + rows.length);
    });
    expect((await footOf(table))[0]).toEqual(['合计', String(total), '10.00', '', '10']);
    await page.getByLabel('随机种子（可选）').fill('e2e-seed-23');
    await page.getByRole('checkbox', { name: '抽样后同时发布问卷' }).check();
    await page.getByRole('button', { name: '确认抽样' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('确定按上表抽取10家机构吗？抽样后问卷随即发布，样本机构即可填写。');
    await dialog.getByRole('button', { name: '抽样并发布' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`问卷：${TITLE}（已发布）`).waitFor();
    const record = page.getByRole('region', { name: '抽样记录' });
    await expect.poll(() => record.getByTestId('draw-seed').textContent()).toBe('e2e-seed-23');
    expect(await record.getByTestId('draw-method').textContent()).toBe('按属性抽样');
    expect(await record.getByTestId('draw-fingerprint').textContent()).toMatch(/^[0-9a-f]{64}$/);
    firstSelection = (await record.getByTestId('draw-selected').textContent()) ?? '';
    expect(firstSelection.split('、')).toHaveLength(10);
    // The institutions drawn are named, not numbered.
    expect(firstSelection.split('、').every((name) => /\p{Script=Han}/u.test(name))).toBe(true);
    await page.getByRole('button', { name: '再抽一次（同一种子）' }).click();
    await confirm(page);
    await expect.poll(() => page.getByTestId('redraw-result').textContent()).toContain('与上次相同');
    expect(await record.getByTestId('draw-selected').textContent()).toBe(firstSelection);
  });

  it('pushes once, refuses a second push, and shows three answers sent through the app in the results and both exports', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: '查看详情与推送' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/questionnaire/issue/detail');
    await page.getByRole('button', { name: '推送', exact: true }).click();
    await confirm(page);
    const sample = page.getByTestId('sample-table');
    await expect.poll(async () => (await rowsOf(sample)).some((cells) => cells[2] === '已推送')).toBe(true);
    await page.getByRole('button', { name: '推送', exact: true }).click();
    await confirm(page);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '分钟内请勿重复推送' }).count()).toBe(1);

    const answered = new Set<string>();
    for (const user of STAFF) {
      if (answered.size === 3) break;
      const open = await app('queryOpenList', user);
      const mine = open.status === 0 ? (open.data as Array<{ id: number; answered: boolean; questions: Array<{ id: number; kind: string }> }>).find((item) => item.id === questionnaireId) : undefined;
      if (!mine || mine.answered) continue;
      const n = answered.size + 1;
      const answers = Object.fromEntries(
        mine.questions.map((question) => [question.id, question.kind === 'single' ? (n === 3 ? 'o2' : 'o1') : question.kind === 'rating' ? n + 2 : `希望加强培训${n}`]),
      );
      const sent = await app('submitAnswer', { mobile: user.mobile, questionnaireId, answers });
      expect(sent.statusText).toBe('提交成功');
      answered.add(String(user.appUserId));
    }
    expect(answered.size).toBe(3);

    await page.getByRole('button', { name: '刷新统计' }).click();
    const results = page.getByTestId('question-result');
    await expect
      .poll(async () => (await rowsOf(results.nth(0))).map((cells) => cells.slice(0, 2)))
      .toEqual([
        ['已设立', '2'],
        ['未设立', '1'],
      ]);
    await expect.poll(() => results.nth(0).getByTestId('stat-chart').count()).toBe(1);
    await expect.poll(() => results.nth(1).getByTestId('stat-chart').count()).toBe(1);
    expect(await results.nth(1).textContent()).toContain('平均分：4.00');
    for (const n of [1, 2, 3]) expect(await results.nth(2).textContent()).toContain(`希望加强培训${n}`);
    await expect.poll(async () => (await rowsOf(sample)).filter((cells) => cells[4].startsWith('已作答')).length).toBe(3);

    let downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出样本机构' }).click();
    const sampleBook = await sheetsOf(await downloaded);
    const sampleRows = sampleBook['样本机构'];
    const header = sampleRows.findIndex((cells) => cells[0] === '序号');
    expect(sampleRows.slice(header + 1)).toHaveLength(10);
    expect(sampleRows.slice(header + 1).filter((cells) => cells.includes('是'))).toHaveLength(3);
    expect(JSON.stringify(sampleBook['抽样记录'])).toContain('e2e-seed-23');

    downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出全部答卷' }).click();
    const answerRows = (await sheetsOf(await downloaded))['答卷'];
    const titles = answerRows.findIndex((cells) => cells[0] === '序号');
    const data = answerRows.slice(titles + 1);
    expect(data).toHaveLength(3);
    expect(answerRows[titles].join('|')).toContain('贵机构是否已设立数字化部门');
    expect(
      data
        .flat()
        .filter((cell) => cell.startsWith('希望加强培训'))
        .sort(),
    ).toEqual(['希望加强培训1', '希望加强培训2', '希望加强培训3']);
  });
});
