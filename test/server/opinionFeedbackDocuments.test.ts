/**
 * Opinion feedback's reply templates (interactive/ideaFeedbackMould) and documents: the list as .xlsx,
 * one feedback as Word and as PDF, several as a zip of Word files; each opened as a user's software
 * would and checked for its Chinese text, its reference number, masked phones and identity numbers, and
 * the Chinese file name in Content-Disposition.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPdf } from '../../features/feedback/server/documents/pdf';
import { call, login, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { docxText, pdfText, zipEntries } from '../../features/feedback/testing/documents';

let server: TestServer;
let admin: string;
let reader: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const mould = (name: string, body: Record<string, unknown>, token = admin) => post(`interactive/ideaFeedbackMould/${name}`, body, token);

/** A document call answered as a file: its bytes and headers. */
const fetchFile = async (path: string, body: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => {
  const response = await server.app.inject({
    method,
    url: `${server.base}${path}`,
    headers: { token: admin, 'x-requested-with': 'XMLHttpRequest', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : { query: body as Record<string, string> }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload, json: () => response.json() };
};

const fileNameOf = (disposition: unknown) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(disposition))![1]);

/** The demo feedback whose text holds an identity number and a phone: handled and issued. */
let masked: { id: number; feedbackNo: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
  reader = (await loginWithGrants(server, 'docreader', { 55: ['list', 'detail'] })).token;
  const found = await post('interactive/idea/queryList', { title: '验证码收不到' });
  masked = found.data.list[0];
});

afterAll(async () => {
  await server?.close();
});

describe('reply templates', () => {
  it('adds, lists by name, updates over the version read and deletes', async () => {
    expect((await mould('queryInfo', {})).data.list.map((row: { name: string }) => row.name).sort()).toEqual(['通用答复', '需求已采纳'].sort());
    const added = await mould('add', { name: '测试答复', content: '{提交人}您好，您的反馈（编号{反馈编号}）已于{日期}处理：{处理结果}' });
    expect(added).toMatchObject({ status: 0, statusText: '创建成功', data: { name: '测试答复', version: 0 } });
    expect((await mould('queryInfo', { name: '测试' })).data).toMatchObject({ total: 1, list: [{ id: added.data.id }] });
    const updated = await mould('update', { id: added.data.id, version: 0, content: '{提交人}您好，已处理。' });
    expect(updated.data).toMatchObject({ name: '测试答复', content: '{提交人}您好，已处理。', version: 1 });
    expect((await mould('update', { id: added.data.id, version: 0, name: '旧版本' })).statusText).toBe('该记录已被他人修改，请刷新后重试');
    expect((await mould('delete', { id: added.data.id })).statusText).toBe('删除成功');
    expect((await mould('delete', { id: added.data.id })).statusText).toBe('模板不存在或已被删除');
    expect((await mould('queryInfo', { name: '测试答复' })).data.total).toBe(0);
  });

  it.each([
    ['no name', { name: ' ', content: '内容' }, '请输入模板名称'],
    ['a long name', { name: '名'.repeat(31), content: '内容' }, '模板名称不能超过30个字符'],
    ['no content', { name: '空', content: '' }, '请输入模板内容'],
    ['an unknown placeholder', { name: '错字', content: '{提交者}您好' }, '无法识别的占位符：{提交者}；可用的占位符：{提交人}、{反馈编号}、{日期}、{处理结果}'],
  ])('refuses %s', async (_label, body, message) => {
    expect(await mould('add', body)).toMatchObject({ status: -1, statusText: message });
  });

  it('refuses a name in use, and writes without the units', async () => {
    await mould('add', { name: '重名模板', content: '甲' });
    expect((await mould('add', { name: '重名模板', content: '乙' })).statusText).toBe('模板名称已存在');
    expect((await mould('queryInfo', { name: '重名模板' })).data.total).toBe(1);
    expect((await mould('queryInfo', {}, reader)).status).toBe(0);
    expect(await mould('add', { name: '越权', content: '丙' }, reader)).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
  });
});

describe('documents', () => {
  it('gives one feedback as a Word file with its reference number, Chinese text and masked numbers', async () => {
    const file = await fetchFile('interactive/idea/exportIdeaFeedbackWord', { id: masked.id });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(fileNameOf(file.headers['content-disposition'])).toBe(`意见反馈处理单_${masked.feedbackNo}.docx`);
    const text = await docxText(file.body);
    expect(text).toContain('意见反馈处理单');
    expect(text).toContain(`编号：${masked.feedbackNo}`);
    expect(text).toContain('登录时验证码收不到');
    expect(text).toContain('110101********4518');
    expect(text).toContain('138****5606');
    expect(text).not.toMatch(/110101199003074518|13812345606/);
    expect(text).toContain('处理记录');
    // GET with the query serves the same document.
    expect(await docxText((await fetchFile('interactive/idea/exportIdeaFeedbackWord', { id: String(masked.id) }, 'GET')).body)).toContain(masked.feedbackNo);
  });

  it('gives it as a PDF whose text layer holds the Chinese text, the number and only masked numbers', async () => {
    const file = await fetchFile('interactive/idea/exportIdeaFeedbackPDF', { id: masked.id });
    expect(file.status).toBe(200);
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fileNameOf(file.headers['content-disposition'])).toBe(`意见反馈处理单_${masked.feedbackNo}.pdf`);
    const text = await pdfText(file.body);
    expect(text).toContain('意见反馈处理单');
    expect(text).toContain(masked.feedbackNo);
    expect(text).toContain('登录时验证码收不到');
    expect(text).toContain('110101********4518');
    expect(text).not.toContain('110101199003074518');
  });

  it('refuses a PDF with a clear message when the CJK font is missing', async () => {
    await expect(
      feedbackPdf({ title: '意见反馈处理单', referenceNo: 'YJ1', rows: [], history: [], printedAt: '' }, { path: '/nonexistent/NotoSansCJK.ttc', name: 'NotoSansCJKsc-Regular' }),
    ).rejects.toThrow('服务器缺少PDF所需的中文字体（/nonexistent/NotoSansCJK.ttc），无法生成PDF，请安装 fonts-noto-cjk 或设置 PDF_FONT 后重试');
  });

  it('gives several feedbacks as a zip of Word files with Chinese names', async () => {
    const ids = (await post('interactive/idea/queryList', { pageSize: 3 })).data.list as Array<{ id: number; feedbackNo: string; title: string }>;
    const file = await fetchFile('interactive/idea/exportIdeaFeedbackWordToZip', { ids: ids.map((row) => row.id) });
    expect(file.status).toBe(200);
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^意见反馈处理单_\d{8}_3份\.zip$/);
    const entries = await zipEntries(file.body);
    expect([...entries.keys()].sort()).toEqual(ids.map((row) => `意见反馈处理单_${row.feedbackNo}.docx`).sort());
    for (const row of ids) expect(await docxText(entries.get(`意见反馈处理单_${row.feedbackNo}.docx`)!)).toContain(row.title);
    const byQuery = await fetchFile('interactive/idea/exportIdeaFeedbackWordToZip', { ids: ids.map((row) => row.id).join(',') }, 'GET');
    expect((await zipEntries(byQuery.body)).size).toBe(3);
  });

  it.each([
    ['no selection', { ids: [] }, '请选择要导出的反馈'],
    ['ids that are no numbers', { ids: ['a'] }, '反馈编号必须是正整数'],
    ['more than 50', { ids: Array.from({ length: 51 }, (_, index) => index + 1) }, '一次最多导出50条反馈，请分批导出'],
  ])('refuses a zip of %s with the envelope', async (_label, body, message) => {
    const file = await fetchFile('interactive/idea/exportIdeaFeedbackWordToZip', body);
    expect(file.json()).toMatchObject({ status: -1, statusText: message });
  });

  it('exports the list search as .xlsx with masked phones and states the search', async () => {
    const file = await fetchFile('interactive/idea/export', { status: 2 });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^意见反馈_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('意见反馈')!;
    expect((sheet.getRow(1).values as string[]).slice(1, 5)).toEqual(['反馈编号', '标题', '反馈内容', '联系人']);
    expect(sheet.rowCount - 1).toBe((await post('interactive/idea/queryList', { status: 2 })).data.total);
    const texts = sheet.getSheetValues().flat().map(String).join('\n');
    expect(texts).toContain('138****5606');
    expect(texts).not.toContain('13812345606');
    expect(texts).not.toContain('110101199003074518');
    const about = workbook.getWorksheet('导出说明')!;
    expect(about.getSheetValues().flat().map(String).join(' ')).toContain('已下发');
  });

  it('needs the detail unit for documents and a login for any', async () => {
    const lister = (await loginWithGrants(server, 'doclister', { 55: ['list'] })).token;
    const refused = await server.app.inject({
      method: 'POST',
      url: `${server.base}interactive/idea/exportIdeaFeedbackWord`,
      headers: { token: lister, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: masked.id }),
    });
    expect(refused.json()).toMatchObject({ status: 403, statusText: '您没有该操作的权限' });
    const anonymous = await server.app.inject({ method: 'GET', url: `${server.base}interactive/idea/exportIdeaFeedbackPDF?id=${masked.id}` });
    expect(anonymous.json()).toMatchObject({ status: 401 });
  });
});
