/**
 * 资格查询 (menu 53) end to end against the real server: the administrator downloads the template, fills it
 * with three good and two bad rows, uploads it and sees the dry-run report (nothing written yet), downloads
 * the error workbook and reads it (its rows equal the screen's), confirms, finds a person by certificate
 * number with the ID number masked, and opens their history, which names the import; the import records
 * list the file as imported. A dry run closed without a decision shows 已失效 once another import changes the
 * register, and one still 待确认 is cancelled from the records.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoPerson } from '../../features/qualification/server/demo';
import { useBrowserPage } from './session';
import { ledger } from '../../features/qualification/testing/fixtures';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;
const QUERY = `${baseUrl}/business/qualificationt`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILE = '浏览器测试资格登记.xlsx';

const people = [0, 1, 2].map((index) => demoPerson(20_000 + index, ['浏览器测试证券有限公司']));
const badId = { ...demoPerson(20_010, ['浏览器测试证券有限公司']) };
badId.idCard = badId.idCard.slice(0, 17) + (badId.idCard[17] === '1' ? '2' : '1');
const repeated = { ...demoPerson(20_011, ['浏览器测试证券有限公司']), certNo: people[0].certNo };
const COLUMNS = ['name', 'idCard', 'certNo', 'category', 'institution', 'obtainedOn'] as const;

/** How many certificates of that number the register holds, asked as the console asks (the admin's token). */
const registered = (certNo: string) =>
  admin.page.evaluate(async (certNo) => {
    const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
    const response = await fetch('/assoc-web-center/api/webcenter/qua/queryQuaList', {
      method: 'POST',
      headers: { token, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageNum: 1, pageSize: 10, certNo }),
    });
    return ((await response.json()) as { data: { total: number } }).data.total;
  }, certNo);

const readBook = async (path: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return book;
};

const tableRows = (locator: ReturnType<typeof admin.page.locator>) =>
  locator.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

describe('importing the qualification register', () => {
  it('checks a file first: the dry-run report and the error workbook, nothing written', async () => {
    const { page } = admin;
    await page.goto(QUERY);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    await page.getByRole('button', { name: '导入资格数据' }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor();
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]);
    expect(template.suggestedFilename()).toBe('资格登记导入模板.xlsx');
    const book = await readBook((await template.path())!);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期']);
    for (const person of [...people, badId, repeated]) sheet.addRow(COLUMNS.map((column) => person[column]));
    const filled = Buffer.from(await book.xlsx.writeBuffer());

    await dialog.locator('input[type="file"]').first().setInputFiles({ name: FILE, mimeType: XLSX, buffer: filled });
    await dialog.getByText(`已选择：${FILE}`).waitFor();
    await dialog.getByRole('button', { name: '上传并校验' }).click();
    const report = page.getByTestId('qua-dry-run');
    await report.waitFor();
    await expect(report.getByRole('status').textContent()).resolves.toBe('共5行：有效3行（新增3行，更新0行，未变化0行），错误2行。');
    const shown = await tableRows(page.getByTestId('qua-errors'));
    expect(shown).toEqual([
      ['5', '身份证号码', '身份证号码格式不正确（应为18位，最后一位为数字或X，且校验位正确）'],
      ['6', '证书编号', '与第2行证书编号重复'],
    ]);

    // Nothing is in the register before the confirmation.
    await expect(registered(people[1].certNo)).resolves.toBe(0);
    const [errors] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: '下载错误明细' }).click()]);
    expect(errors.suggestedFilename()).toBe('浏览器测试资格登记-错误明细.xlsx');
    const errorBook = await readBook((await errors.path())!);
    const rows: string[][] = [];
    errorBook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0]).toEqual(['行号', '列', '原因', '姓名', '身份证号码', '证书编号', '资格类别', '任职机构', '取得日期']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual(shown);
    // The row's own cells follow the reason, so the operator sees what to correct.
    expect(rows.slice(1).map((row) => row[3])).toEqual([badId.name, repeated.name]);
  });

  it('writes the good rows once confirmed, and a person is found with their history', async () => {
    const { page } = admin;
    const report = page.getByTestId('qua-dry-run');
    await report.getByRole('button', { name: '确认导入' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '确认将3行有效数据写入资格登记簿？' });
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(report.getByTestId('qua-import-done').textContent()).resolves.toBe('导入成功：新增3行，更新0行');
    await page.getByTestId('import-dialog').getByRole('button', { name: '关闭' }).click();
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });

    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '证书编号' }).fill(people[1].certNo);
    await search.getByRole('button', { name: '搜索' }).click();
    await page.getByText('共 1 条记录').waitFor();
    expect(new URL(page.url()).searchParams.get('certNo')).toBe(people[1].certNo);
    const masked = `${people[1].idCard.slice(0, 6)}********${people[1].idCard.slice(-4)}`;
    const [row] = await tableRows(page.locator('table'));
    expect(row.slice(0, 5)).toEqual([people[1].name, masked, people[1].certNo, people[1].category, '浏览器测试证券有限公司']);
    await expect(page.getByText(people[1].idCard).count()).resolves.toBe(0);
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    const sheet = (await readBook((await exported.path())!)).worksheets[0];
    expect((sheet.getRow(2).values as unknown[]).slice(1, 8).map(String)).toEqual(row.slice(0, 7));
    expect(sheet.actualRowCount).toBe(2);

    await page.getByRole('button', { name: `${people[1].name}的历史记录` }).click();
    await page.waitForURL(/\/business\/qualificationHistory\?certificateId=\d+/);
    await page.getByTestId('page-title').filter({ hasText: '资格查询历史记录' }).waitFor();
    await page.getByText('共 1 条记录').waitFor();
    // One way back: the title bar's.
    await expect(page.getByRole('button', { name: '返回', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByTestId('qua-history-scope').textContent()).resolves.toBe(`持证人：${people[1].name}（${masked}）`);
    const [change] = await tableRows(page.locator('table'));
    expect(change[1]).toBe('新增');
    expect(change[4]).toBe(people[1].certNo);
    expect(change[6]).toMatch(new RegExp(`^#\\d+ ${FILE}$`));
    const [history] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    expect(history.suggestedFilename()).toBe('资格变更历史.xlsx');
    const changes = (await readBook((await history.path())!)).worksheets[0];
    expect(changes.actualRowCount).toBe(2);
    const cells = (changes.getRow(2).values as unknown[]).slice(1).map(String);
    expect(cells).toEqual([change[0], '新增', people[1].name, masked, people[1].certNo, cells[5], change[6], change[7]]);
    // The screen shows the change's lines one under another; the sheet joins them with '；'.
    expect(cells[5].split('；')).toHaveLength(5);
    expect(cells[5].replace(/；/g, '')).toBe(change[5]);
  });

  it('lists the import in the records with its counts and error workbook', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/business/qualificationHistoryt`);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    const [latest] = await tableRows(page.locator('table'));
    expect(latest.slice(0, 8)).toEqual([FILE, '已导入', '5', '3', '2', '3', '0', '0']);
    await page.getByRole('button', { name: `错误明细 ${FILE}` }).waitFor();
    // Every column is named; a row's actions, 查看变更 among them, are in its 操作 cell.
    const headers = await page.locator('table thead th').allTextContents();
    expect(headers.filter((header) => !header.trim())).toEqual([]);
    expect(headers.at(-1)).toBe('操作');
    const actions = page.getByRole('row').filter({ hasText: FILE }).first().locator('td').last();
    await actions.getByRole('button', { name: `错误明细 ${FILE}` }).waitFor();
    await actions.getByRole('button', { name: '查看变更', exact: true }).waitFor();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    expect(exported.suggestedFilename()).toBe('资格导入记录.xlsx');
    const sheet = (await readBook((await exported.path())!)).worksheets[0];
    expect((sheet.getRow(2).values as unknown[]).slice(2, 10).map(String)).toEqual(latest.slice(0, 8));
  });

  it('shows a dry run closed without a decision as 已失效 once another import changes the register, and cancels one still waiting', async () => {
    const { page } = admin;
    /** Uploads a one-person ledger and dry-runs it; `decide` confirms it, else the dialog is closed undecided. */
    const dryRun = async (fileName: string, index: number, decide = false) => {
      await page.goto(QUERY);
      await page.getByText(/共 \d+ 条记录/).waitFor();
      await page.getByRole('button', { name: '导入资格数据' }).click();
      const dialog = page.getByTestId('import-dialog');
      const bytes = await ledger([demoPerson(20_100 + index, ['浏览器测试证券有限公司'])]);
      await dialog.locator('input[type="file"]').first().setInputFiles({ name: fileName, mimeType: XLSX, buffer: bytes });
      await dialog.getByRole('button', { name: '上传并校验' }).click();
      const report = page.getByTestId('qua-dry-run');
      await report.waitFor();
      if (decide) {
        await report.getByRole('button', { name: '确认导入' }).click();
        await page.getByRole('dialog').filter({ hasText: '确认将1行有效数据写入资格登记簿？' }).getByRole('button', { name: '确定' }).click();
        await report.getByText(/导入成功/).waitFor();
      }
      await dialog.getByRole('button', { name: '关闭' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    const statusOf = async (fileName: string) => (await tableRows(page.locator('table'))).find((cells) => cells[0] === fileName)?.[1];

    await dryRun('未决定的资格登记.xlsx', 0);
    await dryRun('另一次资格登记.xlsx', 1, true);
    await dryRun('待取消的资格登记.xlsx', 2);
    await page.goto(`${baseUrl}/business/qualificationHistoryt`);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    expect(await statusOf('未决定的资格登记.xlsx')).toBe('已失效');
    expect(await statusOf('待取消的资格登记.xlsx')).toBe('待确认');
    await page.getByRole('button', { name: '取消导入 待取消的资格登记.xlsx' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '确定取消导入“待取消的资格登记.xlsx”吗？' });
    await ask.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('message').filter({ hasText: '已取消导入' }).waitFor();
    await expect.poll(() => statusOf('待取消的资格登记.xlsx')).toBe('已取消');
  });

  it('says when the data origin was last changed, and by whom by name once an operator saved it', async () => {
    const { page } = admin;
    await page.goto(QUERY);
    await page.getByText(/共 \d+ 条记录/).waitFor();
    await page.getByRole('button', { name: '数据来源', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // The demo's origin was set by no operator: the dialog says when only, without a dash for the name.
    await dialog.getByText(/^最近修改于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).waitFor();
    await expect(dialog.getByText('由 -').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByTestId('message').filter({ hasText: '保存成功' }).waitFor();
    await page.getByRole('button', { name: '数据来源', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/^最近由 系统管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 修改$/)
      .waitFor();
  });

  it('keeps each date and time of the register on one line at 1280px', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await page.goto(QUERY);
      await page.getByText(/共 \d+ 条记录/).waitFor();
      const headers = await page.locator('table thead th').allTextContents();
      const lines = (column: string) =>
        page
          .locator('table tbody tr')
          .first()
          .locator('td')
          .nth(headers.indexOf(column))
          .evaluate((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
      await expect(lines('取得日期')).resolves.toBe(1);
      await expect(lines('更新时间')).resolves.toBe(1);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
