/**
 * Exports and document downloads in the browser: 导出 sends the list's
 * current search and downloads an .xlsx with the Chinese header; a file name
 * typed in the dialog names the download; a rule document uploaded on the
 * edit page downloads again from the list under its own name.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sheetRows = async (download: Download) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(download)) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('导出', () => {
  it('exports the investor questions the search selects, with the Chinese header', async () => {
    await admin.open(`/invest/questionCollect`);
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    await admin.page.getByRole('search').getByRole('textbox', { name: '问题标题' }).fill('账户');
    await admin.page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText('共 3 条记录').waitFor();
    const downloaded = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: '导出' }).click();
    const download = await downloaded;
    await admin.page.getByTestId('message').filter({ hasText: '下载成功' }).waitFor();
    expect(download.suggestedFilename()).toMatch(/^投资者提问_\d{8}\.xlsx$/);
    const rows = await sheetRows(download);
    expect(rows[0]).toEqual(['问题标题', '问题内容', '问题类型', '提问人', '手机号', '所属会员单位', '提问时间']);
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
      ['账户长期不用会被冻结吗？', '133****2233'],
      ['个人养老金账户可以购买哪些产品？', '188****2222'],
      ['证券账户密码遗忘如何重置？', '136****3333'],
    ]);
  });

  it('names the download of disciplinary actions after the file name typed in the dialog', async () => {
    await admin.open(`/business/ruleInfo`);
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    await admin.page.getByRole('button', { name: '导出' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '文件名（可选）' }).fill('二〇二六年纪律处分汇总');
    const downloaded = admin.page.waitForEvent('download');
    await dialog.getByRole('button', { name: '导出' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('二〇二六年纪律处分汇总.xlsx');
    await dialog.waitFor({ state: 'hidden' });
    const rows = await sheetRows(download);
    expect(rows[0]).toEqual(['标题', '处分分类', '当事人', '处分措施', '决定书文号', '处分日期', '排序']);
    expect(rows[1]).toEqual(['关于对东方汇通证券股份有限公司采取警示自律管理措施的决定', '证券公司', '东方汇通证券股份有限公司', '警示', '协处分〔2026〕12号', '2026-11-12', 1]);
  });
});

describe('a rule document', () => {
  it('is uploaded on the edit page and downloads again from the list under its name', async () => {
    const fileName = '证券公司合规管理实施指引（全文）.pdf';
    await admin.open(`/business/ruleManage`);
    await admin.page.getByRole('search').getByRole('textbox', { name: '规则名称' }).fill('合规管理实施指引');
    await admin.page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await admin.page.getByRole('row').filter({ hasText: '证券公司合规管理实施指引' }).getByRole('button', { name: '编辑' }).click();
    await admin.page.getByTestId('detail-form').waitFor();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await admin.page.locator('input[type="file"]').first().setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await admin.page.getByRole('button', { name: '保存' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '编辑成功' }).waitFor();
    await admin.page.waitForURL((url) => url.pathname === '/business/ruleManage');

    const link = admin.page.getByRole('link', { name: fileName });
    await link.waitFor();
    const downloaded = admin.page.waitForEvent('download');
    await link.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await bytesOf(download)).equals(pdf)).toBe(true);
  });
});
