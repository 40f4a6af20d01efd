/**
 * The statistics calls (business/pagePointInfo/*, infornation/*): events sent
 * through the tracking call show in the pages' figures (with the comparison,
 * the frozen month's correction line, sorting and paging), the menus and
 * modules a caller holds limit what they see, and each export carries the same
 * rows and totals as its JSON call under header rows with the definitions,
 * the filter and the time of export.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, beijingDay, dayStart, monthOf } from '../../server/days';
import { statDisclosureQueries } from '../../features/statistics/server/schema';
import { call, loginToken, loginWithGrants, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

let server: TestServer;
let admin: string;
const P = 'business/pagePointInfo/';
// The server's clock: 14:00 in Beijing on the test's own day, so today, yesterday and the frozen month are the test's.
const clock = new TestClock('2026-06-17T06:00:00Z');
const today = beijingDay(clock.now());
const yesterday = addDays(today, -1);
const frozenDay = addDays(addMonths(monthOf(today), -2), 9);
/** Ten in the morning, or for today a moment ago (never ahead of the clock). */
const at = (day: string) => new Date(Math.min(dayStart(day).getTime() + 10 * 3_600_000, Math.max(dayStart(day).getTime(), clock.now().getTime() - 1000))).toISOString();

/** A view of the demo news item `contentId` (its category is the item's own, as the server's records say). */
const news = (day: string, contentId: number, deviceId: string, extra: Record<string, unknown> = {}) => ({
  occurredAt: at(day),
  eventType: 'view',
  moduleCode: 'news',
  pageType: 'detail',
  contentId,
  deviceId,
  platform: 'android',
  ...extra,
});

const track = async (events: unknown[]) => {
  const answer = await call(server, 'POST', 'track/events', { base: server.config.appBase, body: { events } });
  expect(answer.status).toBe(0);
};

const report = (path: string, body: Record<string, unknown>, token = admin) => call(server, 'POST', `${P}${path}`, { token, body });

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  await track([
    news(yesterday, 1, 'device-aaaa01'),
    news(yesterday, 1, 'device-aaaa02'),
    news(yesterday, 3, 'device-aaaa01'),
    news(today, 1, 'device-aaaa01'),
    news(today, 2, 'device-aaaa03', { platform: 'ios' }),
    { ...news(today, 4, 'device-aaaa04'), moduleCode: 'association' },
    news(frozenDay, 1, 'device-aaaa05'),
    // The demo product 4 (华夏上证科创板50成份ETF) is under 基金产品 (2) › 科创板ETF (8).
    { ...news(today, 4, 'device-aaaa07'), moduleCode: 'introduce' },
  ]);
  // The first read rolls up and freezes the month of frozenDay; the event after it is late.
  await report('getModuleInfo', { startDate: frozenDay, endDate: frozenDay });
  await track([news(frozenDay, 2, 'device-aaaa06')]);
});

afterAll(async () => {
  await server?.close();
});

describe('figures from tracked events', () => {
  it('getModuleInfo: modules with PV, UV (人·天), share and the total, sorted and paged', async () => {
    const answer = await report('getModuleInfo', { startDate: yesterday, endDate: today });
    expect(answer.status).toBe(0);
    expect(answer.data.total).toBe(3);
    expect(answer.data.list[0]).toMatchObject({ moduleCode: 'news', moduleName: '新闻', pv: 5, uv: 4, pvShare: 0.7143 });
    expect(answer.data.summary).toMatchObject({ label: '合计', pv: 7, uv: 6 });
    expect(answer.data.correction).toBeNull();
    const paged = await report('getModuleInfo', { startDate: yesterday, endDate: today, sortField: 'pv', sortOrder: 'asc', pageNum: 1, pageSize: 1 });
    expect(paged.data).toMatchObject({ total: 3, list: [{ moduleCode: 'association', pv: 1 }] });
  });

  it('getDetailInfo, getOneCount and getTwoCount: one module by item and category, searchable by title', async () => {
    const detail = await report('getDetailInfo', { moduleCode: 'news', startDate: yesterday, endDate: today });
    // UV adds up over days (人·天): device aaaa01 read item 1 on both days.
    expect(detail.data.list.map((row: any) => [row.contentId, row.pv, row.uv])).toEqual([
      [1, 3, 3],
      [2, 1, 1],
      [3, 1, 1],
    ]);
    // The demo news items 1 to 3 are in the categories 协会动态, 行业要闻 and 政策法规.
    const searched = await report('getDetailInfo', { moduleCode: 'news', startDate: yesterday, endDate: today, title: '适当性管理' });
    expect(searched.data).toMatchObject({ total: 1, list: [{ contentId: 3, contentTitle: '协会发布《会员单位投资者适当性管理指引》', category1Name: '政策法规' }] });
    const one = await report('getOneCount', { moduleCode: 'news', startDate: yesterday, endDate: today });
    expect(one.data.list.map((row: any) => [row.category1Name, row.pv, row.uv])).toEqual([
      ['协会动态', 3, 3],
      ['行业要闻', 1, 1],
      ['政策法规', 1, 1],
    ]);
    const two = await report('getTwoCount', { moduleCode: 'introduce', startDate: today, endDate: today });
    expect(two.data.list).toEqual([expect.objectContaining({ category1Name: '基金产品', category2Id: 8, category2Name: '科创板ETF', pv: 1, uv: 1 })]);
    expect((await report('getDetailInfo', { startDate: today })).statusText).toBe('请选择模块');
  });

  it('puts the compared period beside each row shown, a page at a time', async () => {
    // Today item 1 was read once and item 2 once; yesterday item 1 twice, item 2 never.
    const page = (pageNum: number) =>
      report('getDetailInfo', { moduleCode: 'news', startDate: today, endDate: today, compare: 'previous', sortField: 'contentId', sortOrder: 'asc', pageNum, pageSize: 1 });
    expect((await page(1)).data.list).toEqual([expect.objectContaining({ contentId: 1, pv: 1, comparePv: 2, pvChange: -0.5 })]);
    expect((await page(2)).data.list).toEqual([expect.objectContaining({ contentId: 2, pv: 1, comparePv: 0, pvChange: null })]);
  });

  it('getDetailCount: the trend by day with the previous period beside it, and by week', async () => {
    const answer = await report('getDetailCount', { moduleCode: 'news', startDate: today, endDate: today, compare: 'previous' });
    expect(answer.data.list).toEqual([expect.objectContaining({ period: today, pv: 2, comparePeriod: yesterday, comparePv: 3, pvChange: -0.3333 })]);
    const weekly = await report('getDetailCount', { startDate: addDays(today, -13), endDate: today, granularity: 'week' });
    expect(weekly.data.list.reduce((sum: number, row: any) => sum + row.pv, 0)).toBe(7);
  });

  it('getUserCount: the KPI cards with their definitions', async () => {
    const answer = await report('getUserCount', { startDate: yesterday, endDate: today, compare: 'lastYear' });
    const cards = Object.fromEntries(answer.data.list.map((card: any) => [card.key, card]));
    expect(cards.pv).toMatchObject({ value: 7, compareValue: 0, change: null });
    expect(cards.uv.definition).toContain('人·天');
  });

  it('keeps a frozen month as it was and shows its late event in the correction line', async () => {
    const answer = await report('getModuleInfo', { startDate: frozenDay, endDate: frozenDay });
    expect(answer.data.summary).toMatchObject({ pv: 1, uv: 1 });
    expect(answer.data.correction).toMatchObject({ label: '迟到数据更正（已结月份）', pv: 1, uv: 1 });
    // A range holding the whole month reads its monthly rows: the same figures.
    const month = monthOf(frozenDay);
    const whole = await report('getDetailInfo', { moduleCode: 'news', startDate: addDays(month, -3), endDate: addDays(addMonths(month, 1), 2) });
    expect(whole.data.list).toEqual([expect.objectContaining({ contentId: 1, pv: 1, uv: 1 })]);
    expect(whole.data.correction).toMatchObject({ pv: 1 });
  });
});

describe('the calls the contract only names', () => {
  it("queryScreenList: a module's category tree as seen in the figures, the visible modules, platforms and event types (also under its older name)", async () => {
    const answer = await report('queryScreenList', { moduleCode: 'introduce' });
    expect(answer.data.list).toEqual([{ id: 2, name: '基金产品', children: [{ id: 8, name: '科创板ETF' }] }]);
    expect(answer.data.modules).toHaveLength(17);
    expect(answer.data.platforms.map((platform: any) => platform.code)).toEqual(['ios', 'android', 'h5', 'web']);
    const older = await call(server, 'POST', 'infornation/publish/queryScreenList', { token: admin, body: { moduleCode: 'introduce' } });
    expect(older.data.list).toEqual(answer.data.list);
  });

  it('getAllTypeList, queryPointNumList by platform and by institution, and the older datascource names', async () => {
    const types = await report('getAllTypeList', { startDate: yesterday, endDate: today });
    expect(types.data.list.find((row: any) => row.eventType === 'view')).toMatchObject({ eventTypeName: '浏览', count: 7 });
    const platforms = await report('queryPointNumList', { startDate: yesterday, endDate: today });
    expect(platforms.data.list.map((row: any) => [row.platformName, row.pv])).toEqual([
      ['Android', 6],
      ['iOS', 1],
    ]);
    const institutions = await report('queryPointNumList', { startDate: yesterday, endDate: today, dimension: 'institution' });
    expect(institutions.data.list).toEqual([expect.objectContaining({ institutionId: 0, institutionName: '（未关联会员机构）', pv: 7 })]);
    const older = await call(server, 'POST', 'infornation/datascource/queryPointNumList', { token: admin, body: { startDate: yesterday, endDate: today } });
    expect(older.data).toEqual(platforms.data);
    const rows = await exported(`${P}exportBond`, { startDate: yesterday, endDate: today });
    expect(rows.slice(-3).map((row) => [row[0], row[1]])).toEqual([
      ['Android', 6],
      ['iOS', 1],
      ['合计', 7],
    ]);
  });

  it('names the rows of events without a category or an item, and leaves them out of the top content', async () => {
    await track([{ ...news(today, 0, 'device-aaaa08'), pageType: 'list', contentId: undefined }]);
    const detail = await report('getDetailInfo', { moduleCode: 'news', startDate: today, endDate: today });
    expect(detail.data.list.find((row: any) => row.contentId === 0)).toMatchObject({
      contentTitle: '（非内容页面：首页、列表页等）',
      category1Name: '（未分类）',
      category2Name: '（无二级分类）',
      pv: 1,
    });
    const top = await report('queryList', { startDate: today, endDate: today, pageSize: 100 });
    expect(top.data.list.length).toBeGreaterThan(0);
    expect(top.data.list.every((row: any) => row.contentId > 0)).toBe(true);
    // The share is still of every view of the range, the list page's included.
    expect(top.data.summary.pv).toBe(top.data.list.reduce((sum: number, row: any) => sum + row.pv, 0) + 1);
  });

  it("getCommonIcon: the common-icon modules for commonIconKPI's filter", async () => {
    const answer = await call(server, 'GET', `${P}getCommonIcon`, { token: admin });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(answer.data.list[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('who may read what', () => {
  it('a module page holder sees only that module', async () => {
    const { token } = await loginWithGrants(server, 'newsKpi', { 67: null });
    expect((await report('getDetailInfo', { moduleCode: 'news' }, token)).status).toBe(0);
    expect((await report('getDetailInfo', { moduleCode: 'association' }, token)).status).toBe(403);
    expect((await report('getModuleInfo', {}, token)).status).toBe(403);
    expect((await call(server, 'GET', `${P}getModulType`, { token })).data.list.map((module: any) => module.code)).toEqual(['news']);
    expect((await report('getAppDownList', {}, token)).status).toBe(403);
  });

  it('refuses bad filters with a clear message', async () => {
    expect((await report('getModuleInfo', { startDate: '2026-13-01' })).statusText).toBe('开始日期格式不正确，应为 YYYY-MM-DD');
    expect((await report('getModuleInfo', { compare: 'tomorrow' })).statusText).toContain('对比方式只能是');
    expect((await report('getModuleInfo', { sortField: 'password' })).statusText).toBe('排序字段不正确');
  });
});

const exported = async (path: string, body: Record<string, unknown>) => {
  const response = await server.app.inject({ method: 'POST', url: `${server.base}${path}`, headers: { token: admin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect(response.headers['content-type']).toBe('application/octet-stream');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('exports', () => {
  it('ModelDataExport: header rows, then the same rows and totals as getModuleInfo', async () => {
    const body = { startDate: yesterday, endDate: today, compare: 'previous' };
    const json = (await report('getModuleInfo', { ...body, pageSize: 100 })).data;
    const rows = await exported(`${P}ModelDataExport`, body);
    expect(rows[0]).toEqual(['模块统计']);
    expect(String(rows[1][0])).toMatch(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[2][0]).toBe(`筛选条件：统计期间：${yesterday} 至 ${today}；对比：上一周期（${addDays(yesterday, -2)} 至 ${addDays(yesterday, -1)}）；模块：全部；粒度：按日`);
    expect(rows.filter((row) => String(row[0]).startsWith('口径：浏览量(PV)'))).toHaveLength(1);
    const header = rows.findIndex((row) => row[0] === '模块');
    expect(rows[header]).toContain('访客数(UV，人·天)');
    const data = rows.slice(header + 1);
    expect(data.slice(0, json.list.length).map((row) => [row[0], row[1], row[2]])).toEqual(json.list.map((row: any) => [row.moduleName, row.pv, row.uv]));
    expect(data[json.list.length].slice(0, 3)).toEqual(['合计', json.summary.pv, json.summary.uv]);
  });

  it('writes the average stay with one decimal in every row, as the screen does', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.base}${P}ModelDataExport`,
      headers: { token: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ startDate: yesterday, endDate: today }),
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    let header = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === '模块') header = number;
    });
    const column = (sheet.getRow(header).values as unknown[]).indexOf('平均停留时长(秒)');
    expect(column).toBeGreaterThan(0);
    const formats: string[] = [];
    for (let number = header + 1; number <= sheet.rowCount; number++) if (typeof sheet.getRow(number).getCell(column).value === 'number') formats.push(sheet.getRow(number).getCell(column).numFmt);
    expect(formats.length).toBeGreaterThan(1);
    expect(new Set(formats)).toEqual(new Set(['0.0']));
  });

  it('getAppDownListExport and infornation/publishLog/export carry the JSON rows', async () => {
    await call(server, 'POST', 'track/appDownload', {
      base: server.config.appBase,
      body: { occurredAt: clock.now().getTime(), platform: 'ios', channel: 'appStore', appVersion: '3.2.0', deviceId: 'ios-device-0099' },
    });
    // The demo member unit 9 is 海峡融信期货股份有限公司.
    await call(server, 'POST', 'track/disclosureQuery', { base: server.config.appBase, body: { occurredAt: clock.now().getTime(), institutionId: 9, platform: 'web', deviceId: 'web-device-0099' } });
    const downloads = (await report('getAppDownList', { dimension: 'platform' })).data;
    expect(downloads).toMatchObject({ list: [{ key: 'ios', name: 'iOS', downloads: 1 }], summary: { downloads: 1 } });
    const downloadRows = await exported(`${P}getAppDownListExport`, { dimension: 'platform' });
    expect(downloadRows.slice(-2)).toEqual([
      ['iOS', 1, 1],
      ['合计', 1, 1],
    ]);
    const log = (await call(server, 'POST', 'infornation/publishLog/queryPublishLog', { token: admin, body: {} })).data;
    expect(log).toMatchObject({ total: 1, list: [{ institutionName: '海峡融信期货股份有限公司', userName: '游客', platformName: '门户网站' }] });
    const logRows = await exported('infornation/publishLog/export', {});
    expect(logRows.at(-1)!.slice(1, 3)).toEqual(['游客', '海峡融信期货股份有限公司']);
  });

  it('streams a long disclosure log a page at a time: every row once, newest first, ties on the time kept apart by id', async () => {
    // 4,500 queries on yesterday, many at the very same microsecond: more than two of the export's pages.
    const base = dayStart(yesterday).getTime() + 9 * 3_600_000;
    const rows = Array.from({ length: 4_500 }, (_, index) => ({
      occurredAt: new Date(base + Math.floor(index / 7) * 1000 + 0.25),
      statDate: yesterday,
      institutionName: `披露机构${index}`,
      platform: 'ios',
      deviceId: `stream-device-${index}`,
    }));
    await server.services.db.insert(statDisclosureQueries).values(rows);
    const sheet = await exported('infornation/publishLog/export', { startDate: yesterday, endDate: yesterday, institutionName: '披露机构' });
    const data = sheet.slice(sheet.findIndex((row) => row[0] === '查询时间') + 1);
    expect(data).toHaveLength(4_500);
    expect(new Set(data.map((row) => row[2])).size).toBe(4_500);
    const times = data.map((row) => String(row[0]));
    expect([...times].sort().reverse()).toEqual(times);
  });
});
