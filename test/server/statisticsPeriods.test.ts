/**
 * The statistics calendar as a caller sees it: 近12个月 compared with the twelve calendar months before it,
 * month by month; the month so far marked incomplete and compared with the same days of its month a year
 * earlier (not with the whole month); the grain follows the range when none is asked for; the export says
 * which period is incomplete and which days were compared.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

let server: TestServer;
let admin: string;
const P = 'business/pagePointInfo/';
// 14:00 in Beijing on 17 June 2026: the month so far is 1–17 June.
const clock = new TestClock('2026-06-17T06:00:00Z');
const TWELVE_MONTHS = { startDate: '2025-07-01', endDate: '2026-06-17' };

const view = (day: string, deviceId: string) => ({ occurredAt: `${day}T02:00:00.000Z`, eventType: 'view', moduleCode: 'news', pageType: 'detail', contentId: 1, deviceId, platform: 'android' });
const report = (path: string, body: Record<string, unknown>) => call(server, 'POST', `${P}${path}`, { token: admin, body });

const exported = async (path: string, body: Record<string, unknown>) => {
  const response = await server.app.inject({ method: 'POST', url: `${server.base}${path}`, headers: { token: admin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  // Sent before any read, so no month is frozen yet and every event counts in its own day; the app sends an
  // event within 400 days of its time, so last year's are sent in the June they happened.
  const track = async (events: unknown[]) => {
    const answer = await call(server, 'POST', 'track/events', { base: server.config.appBase, body: { events } });
    expect(answer.statusText).toBe('操作成功');
  };
  const now = clock.now();
  clock.set('2025-06-26T06:00:00Z');
  await track([view('2024-08-10', 'device-p00001'), view('2025-06-05', 'device-p00002'), view('2025-06-25', 'device-p00003')]);
  clock.set(now);
  await track([view('2025-08-10', 'device-p00004'), view('2026-06-03', 'device-p00005'), view('2026-06-03', 'device-p00006')]);
});

afterAll(async () => {
  await server?.close();
});

describe('the twelve-month comparison', () => {
  it('reads 近12个月 by month, each month beside the same calendar month before, the month so far like for like', async () => {
    const answer = await report('getDetailCount', { ...TWELVE_MONTHS, moduleCode: 'news', compare: 'previous' });
    expect(answer.status).toBe(0);
    const list = answer.data.list;
    expect(list.map((row: any) => row.period)).toEqual(
      ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'].map((month) => `${month}-01`),
    );
    expect(list.map((row: any) => row.comparePeriod)).toEqual(list.map((row: any) => `${Number(row.period.slice(0, 4)) - 1}${row.period.slice(4)}`));
    expect(list[1]).toMatchObject({ period: '2025-08-01', pv: 1, comparePeriod: '2024-08-01', comparePv: 1, pvChange: 0 });
    expect(list[0].partial).toBeUndefined();
    // June so far (1–17) against 1–17 June a year earlier: the view of the 25th is not in the comparison.
    expect(list[11]).toMatchObject({ period: '2026-06-01', partial: true, coveredStart: '2026-06-01', coveredEnd: '2026-06-17', pv: 2, comparePeriod: '2025-06-01', comparePv: 1, pvChange: 1 });
  });

  it('compares the KPI cards over the same days', async () => {
    const answer = await report('getUserCount', { ...TWELVE_MONTHS, compare: 'previous' });
    expect(answer.data.compare).toEqual({ start: '2024-07-01', end: '2025-06-17' });
    expect(answer.data.list.find((card: any) => card.key === 'pv')).toMatchObject({ value: 3, compareValue: 2 });
  });

  it('compares a whole month with the whole month before, and a range not starting on the 1st with the days just before it', async () => {
    expect((await report('getUserCount', { startDate: '2026-05-01', endDate: '2026-05-31', compare: 'previous' })).data.compare).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect((await report('getUserCount', { startDate: '2026-03-01', endDate: '2026-03-31', compare: 'previous' })).data.compare).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect((await report('getUserCount', { startDate: '2026-06-08', endDate: '2026-06-14', compare: 'previous' })).data.compare).toEqual({ start: '2026-06-01', end: '2026-06-07' });
  });

  it('takes the grain from the range when none is asked for', async () => {
    const grains = async (body: Record<string, unknown>) => (await report('getDetailCount', body)).data.list.length;
    expect(await grains(TWELVE_MONTHS)).toBe(12);
    expect(await grains({ startDate: '2026-05-19', endDate: '2026-06-17' })).toBe(30);
    // 60 days read by ISO week: from the week of Sunday 19 April (Monday the 13th) to the week of 17 June.
    expect(await grains({ startDate: '2026-04-19', endDate: '2026-06-17' })).toBe(10);
    expect(await grains({ ...TWELVE_MONTHS, granularity: 'day' })).toBe(352);
  });

  it('says in the export which period is incomplete and which days were compared', async () => {
    const rows = await exported(`${P}getDetailCountExport`, { ...TWELVE_MONTHS, moduleCode: 'news', compare: 'previous' });
    expect(String(rows[2][0])).toContain('对比：上一周期（2024-07-01 至 2025-06-17）');
    expect(String(rows[2][0])).toContain('粒度：按月');
    const header = rows.findIndex((row) => row[0] === '统计周期');
    expect(rows[header].slice(0, 3)).toEqual(['统计周期', '对比周期', '周期说明']);
    const june = rows.find((row) => row[0] === '2026-06-01')!;
    expect(june.slice(0, 4)).toEqual(['2026-06-01', '2025-06-01', '不完整周期：2026-06-01 至 2026-06-17', 2]);
    expect(rows.find((row) => row[0] === '2025-08-01')![2] ?? null).toBeNull();
  });
});
