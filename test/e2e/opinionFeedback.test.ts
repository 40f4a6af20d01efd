/**
 * Opinion feedback in Chromium against the reference server: a feedback sent through the app call (with
 * an uploaded attachment) is found by the list's search (kept in the address); a reply template is
 * added; the detail refuses issuing before handling (the page offers none, the server refuses a direct
 * call); the feedback is handled, then issued with the template inserted and its placeholders filled;
 * the history shows both steps; the Word, PDF and zip downloads are opened and hold the Chinese text,
 * the reference number and only masked numbers, under their Chinese file names.
 */
import { describe, expect, it } from 'vitest';
import type { Download } from 'playwright-core';
import { docxText, pdfText, zipEntries } from '../../features/feedback/testing/documents';
import { useBrowserPage } from './session';
import { appCallBy } from './appSignIn';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;

/** The second demo app user (server/db/seed.ts), a personal investor allowed to log in; the first signs in for the questionnaire test. */
const SENDER = { mobile: '13317654321' };
const TAG = String(Date.now() % 100_000);
const TITLE = `APP资讯页闪退${TAG}`;
const TEMPLATE = `通用答复${TAG}`;
const CONTACT = '欧阳明';

/** A web-center call made in the page with the admin's token, as the console would. */
const inPage = <T>(path: string, body: unknown) =>
  admin.page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const response = await fetch(`/assoc-web-center/api/webcenter/${path}`, {
        method: 'POST',
        headers: { token, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await response.json()) as T;
    },
    { path, body },
  );

/** A 1×1 PNG uploaded through the file service in the page; answers its file id. */
const uploadPicture = () =>
  admin.page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
    const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('file', new File([bytes], '闪退截图.png', { type: 'image/png' }));
    const response = await fetch('/assoc-web-center/api/webcenter/fastdfs/uploadFile', { method: 'POST', headers: { token, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
    return ((await response.json()) as { data: { fileId: string } }).data.fileId;
  });

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let feedbackId = 0;
let feedbackNo = '';

describe('opinion feedback', { timeout: 180_000 }, () => {
  it('takes a feedback from the app and finds it by the search kept in the address', async () => {
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    const fileId = await uploadPicture();
    const answer = await appCallBy<{ id: number; feedbackNo: string }>(SENDER.mobile, 'ideaFeedback/submit', {
      title: TITLE,
      content: '打开资讯详情后立即闪退。本人身份证号110101199003074518，电话13912345678。',
      contactName: CONTACT,
      contactPhone: '13912345678',
      attachments: [fileId],
    });
    expect(answer.status).toBe(0);
    ({ id: feedbackId, feedbackNo } = answer.data);

    await page.goto(`${baseUrl}/interaction/opinion`);
    await page.getByRole('search').getByLabel('标题').fill(TITLE);
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await page.waitForURL((url) => url.searchParams.get('title') === TITLE);
    await page.getByText('共 1 条记录').waitFor();
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.textContent()).toContain('139****5678');
    expect(await row.textContent()).toContain('待处理');
    // A copied address shows the same search.
    await page.reload();
    await page.getByText('共 1 条记录').waitFor();
    expect(await page.getByRole('search').getByLabel('标题').inputValue()).toBe(TITLE);
  });

  it('adds a reply template with placeholders', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/interaction/opinion/template`);
    await page.getByRole('button', { name: '新增模板', exact: true }).waitFor();
    // One way back: the title bar's 返回, no second button beside 新增模板.
    await expect(page.getByRole('button', { name: /^返回/ }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: '新增模板' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('模板名称').fill(TEMPLATE);
    await dialog.getByLabel('模板内容').fill('您好，您的反馈（编号{反馈编号}）已处理：{处理结果}。');
    await dialog.getByRole('button', { name: '{提交人}' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('message').filter({ hasText: '保存成功' }).waitFor();
    await page.getByRole('row').filter({ hasText: TEMPLATE }).waitFor();
  });

  it('refuses issuing before handling, then handles and issues with the template, the history showing both', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/interaction/opinion?title=${encodeURIComponent(TITLE)}&pageNum=1`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('button', { name: '处理' }).click();
    await page.waitForURL((url) => url.pathname === '/interaction/opinion/detail' && url.searchParams.get('id') === String(feedbackId));
    const submission = page.getByTestId('feedback-submission');
    await submission.getByText('打开资讯详情后立即闪退').waitFor();
    expect(await submission.getByRole('link', { name: '闪退截图.png' }).getAttribute('href')).toContain('fastdfs/downloadfiles?fileId=');
    await page.getByTestId('feedback-issue').getByText('请先保存处理结果，再下发').waitFor();
    const early = await inPage<{ status: number; statusText: string }>('interactive/idea/updateFeedbackIssuedResult', { id: feedbackId, version: 0, issuedResult: '直接下发' });
    expect(early).toMatchObject({ status: -1, statusText: '该反馈尚未处理，请先填写处理结果再下发' });

    await page.getByTestId('deal-form').getByRole('textbox').fill('已定位为资讯详情页图片解码问题，技术部已修复。');
    await page.getByRole('button', { name: '保存处理结果' }).click();
    await page.getByTestId('message').filter({ hasText: '处理成功' }).waitFor();
    await page.getByTestId('feedback-history').getByText('已定位为资讯详情页图片解码问题，技术部已修复。').waitFor();

    const issueForm = page.getByTestId('issue-form');
    // The demo's 通用答复 reads as a finished reply to the submitter, without the handling notes.
    await issueForm.getByRole('button', { name: '插入模板' }).click();
    await page
      .getByRole('menuitem')
      .filter({ hasText: /^通用答复\{提交人\}/ })
      .click();
    const general = `${CONTACT}您好，感谢您的反馈（编号${feedbackNo}）。您反映的问题我们已核实并处理，如仍有疑问，欢迎继续通过APP反馈。`;
    await expect.poll(() => issueForm.getByRole('textbox').inputValue()).toBe(general);
    await issueForm.getByRole('textbox').fill('');
    // A template that ends the handling text with its own 。 does not double it.
    await issueForm.getByRole('button', { name: '插入模板' }).click();
    await page.getByRole('menuitem').filter({ hasText: TEMPLATE }).click();
    const filled = `您好，您的反馈（编号${feedbackNo}）已处理：已定位为资讯详情页图片解码问题，技术部已修复。${CONTACT}`;
    await expect.poll(() => issueForm.getByRole('textbox').inputValue()).toBe(filled);
    await issueForm.getByRole('button', { name: '下发' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('message').filter({ hasText: '下发成功' }).waitFor();
    await page.getByTestId('feedback-issue').getByText('结果已下发，处理已完成').waitFor();
    expect(await page.getByTestId('feedback-status').first().textContent()).toBe('已下发');
    const history = page.getByTestId('feedback-history').locator('li');
    await expect.poll(() => history.count()).toBe(2);
    expect(await history.nth(0).textContent()).toMatch(/处理/);
    expect(await history.nth(1).textContent()).toContain(filled);
    expect(await history.nth(1).textContent()).toMatch(/下发/);
  });

  it('downloads the feedback as Word and PDF, and a selection as a zip, each holding the Chinese text', async () => {
    const { page } = admin;
    const wordDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出Word' }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toBe(`意见反馈处理单_${feedbackNo}.docx`);
    const wordText = await docxText(await bytesOf(word));
    for (const expected of ['意见反馈处理单', `编号：${feedbackNo}`, TITLE, '打开资讯详情后立即闪退', '110101********4518', '139****5678', '技术部已修复']) expect(wordText).toContain(expected);
    expect(wordText).not.toMatch(/110101199003074518|13912345678/);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe(`意见反馈处理单_${feedbackNo}.pdf`);
    const text = await pdfText(await bytesOf(pdf));
    for (const expected of ['意见反馈处理单', feedbackNo, TITLE, '110101********4518']) expect(text).toContain(expected);
    expect(text).not.toContain('110101199003074518');

    await page.goto(`${baseUrl}/interaction/opinion`);
    // A demo feedback opened from the list shows its whole history (not the list's row without it).
    await page.locator('tbody tr').filter({ hasText: '已下发' }).filter({ hasNotText: TITLE }).first().getByRole('button', { name: '详情' }).click();
    await expect.poll(() => page.getByTestId('feedback-history').locator('li').count()).toBe(2);
    await page.goBack();
    await page.getByRole('checkbox', { name: `选择反馈：${TITLE}` }).check();
    const other = page.locator('tbody tr').filter({ hasNotText: TITLE }).first();
    const otherNo = ((await other.locator('td').nth(1).textContent()) ?? '').trim();
    const otherTitle = ((await other.locator('td').nth(2).textContent()) ?? '').trim();
    await other.getByRole('checkbox').check();
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: '批量导出Word（2）' }).click();
    const zip = await zipDownload;
    expect(zip.suggestedFilename()).toMatch(/^意见反馈处理单_\d{8}_2份\.zip$/);
    const entries = await zipEntries(await bytesOf(zip));
    expect([...entries.keys()].sort()).toEqual([`意见反馈处理单_${feedbackNo}.docx`, `意见反馈处理单_${otherNo}.docx`].sort());
    expect(await docxText(entries.get(`意见反馈处理单_${feedbackNo}.docx`)!)).toContain(TITLE);
    expect(await docxText(entries.get(`意见反馈处理单_${otherNo}.docx`)!)).toContain(otherTitle);
  });
});
