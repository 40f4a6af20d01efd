/**
 * 题库管理 (menu 40) end to end against the real server: the administrator
 * downloads the import template through the console, fills two good and two
 * bad rows, imports it and sees the report, then finds the good rows in the
 * list; batch-disables them and sees their switches off after a reload.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;
const LIST = `${baseUrl}/ability/questionBank`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['业务类型', '题型', '题干', '选项A', '选项B', '选项C', '选项D', '选项E', '选项F', '答案', '解析', '难度', '状态', '排序'];

const tag = String(Date.now() % 1_000_000).padStart(6, '0');
const stems = [`端到端导入${tag}：投资者适当性的核心是什么？`, `端到端导入${tag}：保荐代表人只能在一家保荐机构执业。`];

/** Searches the list by the tag and waits for the answer. */
const searchTag = async (expected: number) => {
  const search = admin.page.getByRole('search');
  await search.getByRole('textbox', { name: '题干' }).fill(`端到端导入${tag}`);
  await search.getByRole('button', { name: '搜索' }).click();
  await admin.page.getByText(`共 ${expected} 条记录`).waitFor();
};

describe('importing questions from the template', () => {
  it('downloads the template, imports 2 good and 2 bad rows and shows the report', async () => {
    await admin.page.goto(LIST);
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    await admin.page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = admin.page.getByTestId('import-dialog');
    await dialog.waitFor();
    const [download] = await Promise.all([admin.page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]);
    expect(download.suggestedFilename()).toBe('能力题目导入模板.xlsx');
    await admin.page.getByTestId('message').filter({ hasText: '下载成功' }).waitFor();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['能力题目', '填写说明']);
    const sheet = workbook.getWorksheet('能力题目')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    sheet.addRow(['经纪业务', '单选题', stems[0], '了解投资者并匹配适当的产品', '追求最高收益', '', '', '', '', 'A', '适当性管理的核心是“将适当的产品销售给适当的投资者”。', '简单', '启用', '']);
    sheet.addRow(['投资银行', '判断题', stems[1], '', '', '', '', '', '', '正确', '', '中等', '', '']);
    sheet.addRow(['经纪业务', '多选题', `端到端坏题${tag}：多选只填一个答案`, '甲', '乙', '丙', '', '', '', 'A', '', '简单', '', '']);
    sheet.addRow(['期货业务', '单选题', `端到端坏题${tag}：类型不存在`, '甲', '乙', '', '', '', '', 'A', '', '简单', '', '']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    await dialog.locator('input[type="file"]').setInputFiles({ name: '题目导入.xlsx', mimeType: XLSX, buffer: filled });
    await dialog.getByText('已选择：题目导入.xlsx').waitFor();
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const report = admin.page.getByTestId('import-report');
    await report.waitFor();
    await expect(report.getByRole('status').textContent()).resolves.toBe('成功2行，失败2行');
    const failed = await report.getByRole('listitem').allTextContents();
    expect(failed).toEqual(['第4行多选题的答案须为两个或以上不同的选项字母，如 ABD', '第5行业务类型“期货业务”不存在']);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the good rows in the list', async () => {
    await searchTag(2);
    for (const stem of stems) await expect(admin.page.getByRole('row').filter({ hasText: stem }).count()).resolves.toBe(1);
    const judge = admin.page.getByRole('row').filter({ hasText: stems[1] });
    await expect(judge.getByRole('cell', { name: '判断题' }).count()).resolves.toBe(1);
    await expect(judge.getByRole('cell', { name: '正确', exact: true }).count()).resolves.toBe(1);
  });
});

describe('batch operations', () => {
  it('disables the two imported questions, and their switches stay off after a reload', async () => {
    const switches = () => stems.map((stem) => admin.page.getByRole('switch', { name: `状态 ${stem}` }));
    for (const toggle of switches()) await expect(toggle.isChecked()).resolves.toBe(true);
    for (const stem of stems) await admin.page.getByRole('checkbox', { name: `选择题目：${stem}` }).check();
    await admin.page.getByText('已选 2 条').waitFor();
    await admin.page.getByRole('button', { name: '批量停用' }).click();
    const confirm = admin.page.getByRole('dialog');
    await confirm.getByText('确定停用所选的 2 条题目吗？').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '已停用 2 条题目' }).waitFor();
    for (const toggle of switches()) await expect.poll(() => toggle.isChecked()).toBe(false);

    await admin.page.reload();
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    await searchTag(2);
    for (const toggle of switches()) await expect(toggle.isChecked()).resolves.toBe(false);
  });
});
