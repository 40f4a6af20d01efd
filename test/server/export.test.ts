/**
 * Export to Excel of declared modules (ResourceExport): investor questions
 * (POST business/investeQuestion/export) and disciplinary actions (GET
 * business/disciplineInfo/export): the workbook, its Chinese header and
 * labels, the list's filters, neutralised formulas, the file name, the row
 * limit and the refusals; the read-only module's calls; getDictionary and getOrder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { resources } from '../../resources';
import investeQuestion from '../../resources/invest/investeQuestion';
import { PUNISHMENT_MEASURES } from '../../resources/business/disciplineInfo';
import { tableOf } from '../../server/resources/columns';
import { buildExport, exportFileName } from '../../server/resources/export';
import { TestClock } from './testClock';

const NO_MENU = '您没有该功能的访问权限';
const NO_UNIT = '您没有该操作的权限';
const QUESTION_HEADER = ['问题标题', '问题内容', '问题类型', '提问人', '手机号', '所属会员单位', '提问时间'];

let server: TestServer;
let dataDir: string;
let admin: string;
let editor: string;

const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(server, 'POST', path, { token, body });
const get = (path: string, query: Record<string, string> = {}, token = admin) => call(server, 'GET', path, { token, query });

/** The raw answer of an export call. */
const exportCall = (method: 'GET' | 'POST', path: string, filters: Record<string, string | number> = {}, token: string | null = admin) =>
  server.app.inject({
    method,
    url: `${server.base}${path}`,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { token } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(filters) } : { query: Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)])) }),
  });

/** The first worksheet as rows of cell values (row 1 is the header). */
const readSheet = async (body: Buffer): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

const dispositionName = (header: string | string[] | undefined) => {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(header));
  return match ? decodeURIComponent(match[1]) : null;
};

/** A user whose role holds `menuId` with only `units`. */
const userWith = async (code: string, menuId: number, units: string[]) => (await loginWithGrants(server, code, { [menuId]: units })).token;

/** The test's time: 00:30 on 16 March 2026 in Beijing, still the 15th in UTC, so a file name must take Beijing's day. */
const clock = new TestClock('2026-03-15T16:30:00Z');
const today = () => '20260316';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'assoc-export-'));
  server = await startTestServer({ clock, env: { DATA_DIR: dataDir } });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  editor = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('export of investor questions (POST business/investeQuestion/export)', () => {
  it('answers an xlsx download with the Chinese header, labels, masked phones and Beijing times, in the list order', async () => {
    const answer = await exportCall('POST', 'business/investeQuestion/export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*\.xlsx"; filename\*=UTF-8''/);
    expect(dispositionName(answer.headers['content-disposition'])).toBe(`投资者提问_${today()}.xlsx`);
    const rows = await readSheet(answer.rawPayload);
    expect(rows[0]).toEqual(QUESTION_HEADER);
    expect(rows).toHaveLength(1 + 12);
    expect(rows[1]).toEqual([
      '融资融券开户需要满足哪些条件？',
      '我在证券公司开户满半年，想开通融资融券业务，请问资产和交易经验有什么要求？可以线上办理吗？',
      '开户与交易',
      '陈先生',
      '138****5678',
      '东方汇通证券股份有限公司',
      '2026-11-19 21:14',
    ]);
    expect(rows.at(-1)?.[0]).toBe('投资者教育基地的开放时间是什么时候？');
  });

  it("applies the list's search filters, as the list call does", async () => {
    const list = await post('business/investeQuestion/queryList', { questionType: 3, pageSize: 100 });
    const answer = await exportCall('POST', 'business/investeQuestion/export', { questionType: 3 });
    const rows = await readSheet(answer.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.data.list.map((row: { title: string }) => row.title));
    expect(rows.slice(1).every((row) => row[2] === '投诉与纠纷')).toBe(true);
    expect(rows).toHaveLength(1 + 2);

    const byText = await readSheet((await exportCall('POST', 'business/investeQuestion/export', { title: '账户', memberUnit: '北辰' })).rawPayload);
    expect(byText.slice(1).map((row) => row[0])).toEqual(['证券账户密码遗忘如何重置？']);

    const none = await readSheet((await exportCall('POST', 'business/investeQuestion/export', { askerName: '不存在的提问人' })).rawPayload);
    expect(none).toEqual([QUESTION_HEADER]);
  });

  it('answers GET with the filters in the query as well', async () => {
    const answer = await exportCall('GET', 'business/investeQuestion/export', { questionType: '1', askerName: '先生' });
    expect(answer.statusCode).toBe(200);
    const rows = await readSheet(answer.rawPayload);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['陈先生', '孙先生']);
  });

  it("refuses an invalid filter with the list's message", async () => {
    const answer = await exportCall('POST', 'business/investeQuestion/export', { questionType: 'abc' });
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(answer.json()).toMatchObject({ status: -1, statusText: '问题类型的取值无效' });
  });

  it('puts a quote before text that would start a formula', async () => {
    const { table } = tableOf(investeQuestion);
    await server.services.db.insert(table).values({
      title: '=HYPERLINK("http://evil.example","点击")',
      content: "+cmd|' /C calc'!A0",
      askerName: '-2+3',
      phone: '13800000000',
      memberUnit: '@SUM(A1:A9)',
      questionType: 5,
      askTime: new Date('2026-11-20T02:00:00Z'),
    } as never);
    const rows = await readSheet((await exportCall('POST', 'business/investeQuestion/export', { questionType: 5 })).rawPayload);
    const row = rows.find((candidate) => String(candidate[0]).includes('HYPERLINK'))!;
    expect(row.slice(0, 6)).toEqual(['\'=HYPERLINK("http://evil.example","点击")', "'+cmd|' /C calc'!A0", '其他', "'-2+3", '138****0000', "'@SUM(A1:A9)"]);
    expect(rows.find((candidate) => candidate[0] === '投资者教育基地的开放时间是什么时候？')?.[1]).not.toMatch(/^'/);
  });

  it('uses a file name sent with the call, cleaned of path and reserved characters', async () => {
    const named = await exportCall('POST', 'business/investeQuestion/export', { fileName: '2026年11月投资者提问汇总' });
    expect(dispositionName(named.headers['content-disposition'])).toBe('2026年11月投资者提问汇总.xlsx');
    const withExtension = await exportCall('POST', 'business/investeQuestion/export', { fileName: '问题清单.XLSX' });
    expect(dispositionName(withExtension.headers['content-disposition'])).toBe('问题清单.xlsx');
    const traversal = await exportCall('GET', 'business/investeQuestion/export', { fileName: '../../etc/第四季度:提问?' });
    expect(dispositionName(traversal.headers['content-disposition'])).toBe('etc_第四季度_提问_.xlsx');
    expect(exportFileName(investeQuestion, '  \u202e\n  ', clock.now())).toBe(`投资者提问_${today()}.xlsx`);
    expect(exportFileName(investeQuestion, 42, clock.now())).toBe(`投资者提问_${today()}.xlsx`);
    expect([...exportFileName(investeQuestion, '问'.repeat(300), clock.now())]).toHaveLength(100 + '.xlsx'.length);
  });

  it('refuses a selection above the row limit, asking to narrow it', async () => {
    const limited = { ...investeQuestion, export: { ...investeQuestion.export!, maxRows: 5 } };
    await expect(buildExport(server.services.db, limited, resources, {})).rejects.toThrow('导出数据超过5条，请缩小查询范围后再导出');
    const narrowed = await buildExport(server.services.db, limited, resources, { questionType: 3 });
    expect(narrowed.rows).toBe(2);
    expect(investeQuestion.export?.maxRows).toBe(50_000);
  });

  it('is refused without the menu, without the list unit, and without a login', async () => {
    const byEditor = await exportCall('POST', 'business/investeQuestion/export', {}, editor);
    expect(byEditor.headers['content-type']).toMatch(/application\/json/);
    expect(byEditor.json()).toMatchObject({ status: 403, statusText: NO_MENU });
    const deleteOnly = await userWith('qdelete', 58, ['delete']);
    expect((await exportCall('POST', 'business/investeQuestion/export', {}, deleteOnly)).json()).toMatchObject({ status: 403, statusText: NO_UNIT });
    const listOnly = await userWith('qlist', 58, ['list']);
    expect((await exportCall('POST', 'business/investeQuestion/export', {}, listOnly)).statusCode).toBe(200);
    expect((await exportCall('POST', 'business/investeQuestion/export', {}, null)).json()).toMatchObject({ status: 401 });
  });
});

describe('investor questions are read-only (queryList, del, export)', () => {
  it('has no add, detail or update call, and deletes', async () => {
    for (const name of ['add', 'queryDetails', 'updateDetails', 'delete']) {
      expect((await post(`business/investeQuestion/${name}`, { id: 1 })).httpStatus, name).toBe(404);
    }
    const before = await post('business/investeQuestion/queryList', { title: '长期不用' });
    expect(before.data.total).toBe(1);
    const removed = await post('business/investeQuestion/del', { id: before.data.list[0].id });
    expect(removed.status).toBe(0);
    expect((await post('business/investeQuestion/queryList', { title: '长期不用' })).data.total).toBe(0);
  });
});

describe('disciplinary actions (business/disciplineInfo)', () => {
  it('export the list columns with category and measure labels, filtered by the GET query', async () => {
    const answer = await exportCall('GET', 'business/disciplineInfo/export', { measure: '2' });
    expect(answer.statusCode).toBe(200);
    expect(dispositionName(answer.headers['content-disposition'])).toBe(`纪律处分信息_${today()}.xlsx`);
    const rows = await readSheet(answer.rawPayload);
    expect(rows[0]).toEqual(['标题', '处分分类', '当事人', '处分措施', '决定书文号', '处分日期', '排序']);
    expect(rows.slice(1)).toEqual([
      ['关于对东方汇通证券股份有限公司采取警示自律管理措施的决定', '证券公司', '东方汇通证券股份有限公司', '警示', '协处分〔2026〕12号', '2026-11-12', 1],
      ['关于对金诚律师事务所采取警示自律管理措施的决定', '其他会员', '金诚律师事务所', '警示', '协处分〔2026〕3号', '2026-03-26', 10],
    ]);
    const posted = await exportCall('POST', 'business/disciplineInfo/export', { party: '从业人员', fileName: '从业人员处分' });
    expect(dispositionName(posted.headers['content-disposition'])).toBe('从业人员处分.xlsx');
    expect((await readSheet(posted.rawPayload)).slice(1).map((row) => row[2])).toEqual(['从业人员张某某', '从业人员李某某', '从业人员王某某']);
  });

  it('answer the punishment measures on GET getDictionary, to holders of menu 26 only', async () => {
    const dictionary = await get('business/disciplineInfo/getDictionary');
    expect(dictionary.status).toBe(0);
    expect(dictionary.data).toEqual(PUNISHMENT_MEASURES);
    expect(dictionary.data.map((option: { label: string }) => option.label)).toContain('公开谴责');
    expect((await get('business/disciplineInfo/getDictionary', {}, editor)).statusText).toBe(NO_MENU);
    expect((await post('business/disciplineInfo/getDictionary')).httpStatus).toBe(404);
  });

  it('answer the largest order on GET getOrder', async () => {
    expect(await get('business/disciplineInfo/getOrder')).toMatchObject({ status: 0, data: 12 });
    const types = await post('business/disciplineInfoType/queryList', { pageSize: 100 });
    const added = await post('business/disciplineInfo/add', {
      title: '关于对测试证券公司采取警示自律管理措施的决定',
      typeId: types.data.list[0].id,
      party: '测试证券公司',
      measure: 2,
      decisionDate: '2026-11-20',
      orderSeq: 30,
    });
    expect(added.status).toBe(0);
    expect((await get('business/disciplineInfo/getOrder')).data).toBe(30);
    expect((await get('business/disciplineInfo/getOrder', {}, editor)).statusText).toBe(NO_MENU);
    const refused = await post('business/disciplineInfo/add', { ...added.data, id: undefined, measure: 99 });
    expect(refused.status).toBe(-1);
  });
});

describe('the business modules on their contract paths', () => {
  it('list their demo rows', async () => {
    const totals: Record<string, number> = {};
    for (const path of [
      'business/type/queryList',
      'business/selfRule/queryList',
      'business/disciplineInfoType/queryList',
      'business/disciplineInfo/queryList',
      'business/statisticalType/queryList',
      'business/statistical/queryList',
      'business/crmInformationDiscType/queryCrmInformationDiscTypeList',
      'business/crmInformationDisc/queryCrmInformationDiscList',
    ]) {
      const answer = await post(path, { pageSize: 100 });
      expect(answer.status, path).toBe(0);
      totals[path.split('/')[1]] = answer.data.total;
    }
    expect(totals).toEqual({
      type: 7,
      selfRule: 13,
      disciplineInfoType: 5,
      disciplineInfo: 13,
      statisticalType: 5,
      statistical: 11,
      crmInformationDiscType: 5,
      crmInformationDisc: 11,
    });
  });

  it('serve the CRM categories under their own call names', async () => {
    const created = await post('business/crmInformationDiscType/addCrmInformationDiscType', { name: '估值与定价', orderSeq: 9, status: 1 });
    expect(created.status).toBe(0);
    const detail = await post('business/crmInformationDiscType/queryCrmInformationDiscTypeDetail', { id: created.data.id });
    expect(detail.data.name).toBe('估值与定价');
    const updated = await post('business/crmInformationDiscType/updateCrmInformationDiscType', { id: created.data.id, version: detail.data.version, remark: '信用保护工具估值方法' });
    expect(updated.data.remark).toBe('信用保护工具估值方法');
    expect((await post('business/crmInformationDiscType/deleteCrmInformationDiscType', { id: created.data.id })).status).toBe(0);
    const held = await post('business/crmInformationDiscType/queryCrmInformationDiscTypeList', { name: '核心交易商' });
    const refused = await post('business/crmInformationDiscType/deleteCrmInformationDiscType', { id: held.data.list[0].id });
    expect(refused.statusText).toBe('该CRM信息披露分类下还有 2 条CRM信息披露数据，无法删除');
  });

  it('keep a rule document with its name, downloadable again under that name', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '协会会员管理办法（2026年修订）.pdf');
    const request = new Response(form);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `${server.base}fastdfs/uploadFile`,
      headers: { token: admin, 'x-requested-with': 'XMLHttpRequest', 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const file = uploaded.json().data;
    expect(file.fileName).toBe('协会会员管理办法（2026年修订）.pdf');
    const title = file.fileName as string;
    const rules = await post('business/selfRule/queryList', { title: '会员管理办法' });
    const rule = rules.data.list[0];
    const saved = await post('business/selfRule/updateDetails', { id: rule.id, version: rule.version, ruleFile: { url: file.url, title } });
    expect(saved.data.ruleFile).toEqual({ url: file.url, title });
    const download = await server.app.inject({ method: 'GET', url: file.url });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(dispositionName(download.headers['content-disposition'])).toBe(file.fileName);
  });
});
