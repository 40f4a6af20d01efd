/**
 * Issue 34, finding 3: what the app reports cannot change what operators see. Each attack of the finding,
 * performed through the tracking calls and seen harmless on the statistics calls and their exports, beside
 * the legitimate path: names come from the server's records by id (a rename shows everywhere), an unknown
 * id counts on one "unknown" line, events and disclosure queries name only their session's user and that
 * user's institution, and a day's intake is capped (TRACK_EVENTS_PER_DAY).
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, beijingDay, dayStart } from '../../server/days';
import { queryRows } from '../../server/db/rows';
import { appCallAs, appSignIn } from './appSignIn';
import { call, loginToken, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

let server: TestServer;
let admin: string;
/** 王建国's app session (one sign-in: the SMS code is sent at most once a minute). */
let wang: string;
/** 王建国, staff of member unit 1 (东方汇通证券股份有限公司) in the demo data. */
const WANG = '13210000000';
const FORGED_TITLE = '＜已撤稿＞伪造标题<img src=x onerror=alert(1)>';
const FORGED_UNIT = '＜伪造机构名＞';
// The server's clock: 14:00 in Beijing on the test's own day.
const clock = new TestClock('2026-06-17T06:00:00Z');
const today = beijingDay(clock.now());
/** Ten in the morning, or for today a moment ago (never ahead of the clock). */
const at = (day: string) => new Date(Math.min(dayStart(day).getTime() + 10 * 3_600_000, clock.now().getTime() - 1000)).toISOString();
const P = 'business/pagePointInfo/';

const view = (day: string, extra: Record<string, unknown> = {}) => ({
  occurredAt: at(day),
  eventType: 'view',
  moduleCode: 'news',
  pageType: 'detail',
  contentId: 1,
  deviceId: 'trust-device-0001',
  platform: 'ios',
  ...extra,
});

const track = async (events: unknown[], token?: string) => {
  const answer = await appCallAs(server, token, 'track/events', { events });
  expect(answer).toMatchObject({ status: 0, data: { accepted: events.length } });
};

const report = (path: string, body: Record<string, unknown>) => call(server, 'POST', `${P}${path}`, { token: admin, body });
const console_ = (path: string, body: Record<string, unknown>) => call(server, 'POST', path, { token: admin, body });

const exported = async (path: string, body: Record<string, unknown>) => {
  const response = await server.app.inject({ method: 'POST', url: `${server.base}${path}`, headers: { token: admin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[]).slice(1).map(String)));
  return cells.join('\n');
};

/** The current title of news item `id`, as the console's news page reads it. */
const newsTitle = async (id: number) => (await console_('business/news/queryDetails', { id })).data.title as string;

beforeAll(async () => {
  server = await startTestServer({ clock });
  admin = await loginToken(server, 'admin', 'Admin@2026');
  wang = await appSignIn(server, WANG);
});

afterAll(async () => {
  await server?.close();
});

describe('names come from the server, never from an event', () => {
  it('a forged title and category are not shown: the detail, the top content, the filters and their exports name the item as the server holds it', async () => {
    const day = addDays(today, -1);
    await track([
      view(day, { contentTitle: FORGED_TITLE, category1Id: 3, category1Name: FORGED_TITLE }),
      view(day, { contentId: 999_999, contentTitle: '伪造标题甲', deviceId: 'trust-device-0002' }),
      view(day, { contentId: 888_888, contentTitle: '伪造标题乙', deviceId: 'trust-device-0003', category1Id: 77, category1Name: '伪造分类' }),
    ]);
    const range = { startDate: day, endDate: day };
    const detail = await report('getDetailInfo', { ...range, moduleCode: 'news' });
    const categoryOfItem1 = (await console_('business/newsType/queryDetails', { id: (await console_('business/news/queryDetails', { id: 1 })).data.newsTypeId })).data.name;
    expect(detail.data.list).toEqual([
      // Ids the server does not know count on one line, whatever ids and titles were made up.
      expect.objectContaining({ contentId: -1, contentTitle: '未知内容', category1Name: '未知分类', pv: 2 }),
      expect.objectContaining({ contentId: 1, contentTitle: await newsTitle(1), category1Name: categoryOfItem1, pv: 1 }),
    ]);
    const top = await report('queryList', range);
    expect(top.data.list).toEqual([expect.objectContaining({ contentId: 1, contentTitle: await newsTitle(1) })]);
    const screen = await report('queryScreenList', { moduleCode: 'news' });
    const answers = [detail, top, screen, await report('getModuleInfo', range), await report('getOneCount', { ...range, moduleCode: 'news' })];
    const sheets = [
      await exported(`${P}ModelDataDetailExport`, { ...range, moduleCode: 'news' }),
      await exported(`${P}export`, range),
      await exported(`${P}getOneCountExport`, { ...range, moduleCode: 'news' }),
    ];
    expect(sheets[0]).toContain(await newsTitle(1));
    for (const text of [...answers.map((answer) => JSON.stringify(answer.data)), ...sheets]) expect(text).not.toMatch(/伪造|img/);
  });

  it('a rename shows the current name over figures already counted, and the title search finds the current title', async () => {
    const day = addDays(today, -2);
    await track([view(day, { contentId: 2 }), view(day, { contentId: 2, deviceId: 'trust-device-0004' })]);
    const range = { startDate: day, endDate: day, moduleCode: 'news' };
    const before = await newsTitle(2);
    expect((await report('getDetailInfo', range)).data.list).toEqual([expect.objectContaining({ contentId: 2, contentTitle: before, pv: 2 })]);
    const current = (await console_('business/news/queryDetails', { id: 2 })).data;
    expect((await console_('business/news/updateDetails', { ...current, title: '合规培训通知（更正版）' })).status).toBe(0);
    expect((await report('getDetailInfo', range)).data.list).toEqual([expect.objectContaining({ contentId: 2, contentTitle: '合规培训通知（更正版）', pv: 2 })]);
    expect((await report('getDetailInfo', { ...range, title: '更正版' })).data.total).toBe(1);
    expect((await report('getDetailInfo', { ...range, title: before })).data.total).toBe(0);
  });
});

describe('events name only the user of their own session', () => {
  it("a forged institution counts nowhere: anonymous events count without one, a signed-in user's under their own, named by the server", async () => {
    const day = addDays(today, -3);
    await track([view(day, { institutionId: 1, institutionName: FORGED_UNIT }), view(day, { institutionId: 3, institutionName: FORGED_UNIT, deviceId: 'trust-device-0005' })]);
    await track([view(day, { institutionId: 3, institutionName: FORGED_UNIT, appUserId: 29, deviceId: 'trust-device-0006' })], wang);
    const range = { startDate: day, endDate: day };
    const byInstitution = await report('queryPointNumList', { ...range, dimension: 'institution' });
    const unit1 = (await console_('business/memberUnit/queryMemberUnitDetail', { id: 1 })).data.unitName;
    expect(byInstitution.data.list).toEqual([
      expect.objectContaining({ institutionId: 0, institutionName: '（未关联会员机构）', pv: 2 }),
      expect.objectContaining({ institutionId: 1, institutionName: unit1, pv: 1, activeUsers: 1 }),
    ]);
    const theirs = await call(server, 'POST', 'infornation/datascource/queryList', { token: admin, body: { ...range, institutionId: 1 } });
    expect(theirs.data.list).toEqual([expect.objectContaining({ contentId: 1, contentTitle: await newsTitle(1), pv: 1 })]);
    const sheet = await exported(`${P}exportBond`, { ...range, dimension: 'institution' });
    expect(sheet).toContain(unit1);
    for (const text of [JSON.stringify(byInstitution.data), JSON.stringify(theirs.data), sheet]) expect(text).not.toContain('伪造');

    // A renamed member unit shows its new name over what was counted.
    const unit = (await console_('business/memberUnit/queryMemberUnitDetail', { id: 1 })).data;
    expect((await console_('business/memberUnit/updateMemberUnitData', { ...unit, unitName: '东方汇通证券（集团）股份有限公司' })).status).toBe(0);
    const renamed = await report('queryPointNumList', { ...range, dimension: 'institution' });
    expect(renamed.data.list[1]).toMatchObject({ institutionId: 1, institutionName: '东方汇通证券（集团）股份有限公司' });
  });

  it('made-up app user ids raise no active user; the signed-in user counts once, whatever id the body names', async () => {
    const cards = async () => Object.fromEntries((await report('getUserCount', { startDate: today, endDate: today })).data.list.map((card: any) => [card.key, card.value]));
    expect((await cards()).activeUsers).toBe(0);
    await track(Array.from({ length: 50 }, (_, index) => view(today, { appUserId: 1000 + index, deviceId: `made-up-user-${String(index).padStart(2, '0')}` })));
    expect(await cards()).toMatchObject({ pv: 50, activeUsers: 0 });
    await track([view(today, { appUserId: 29 }), view(today, { appUserId: 30, deviceId: 'trust-device-0007' })], wang);
    expect(await cards()).toMatchObject({ pv: 52, activeUsers: 1 });
  });

  it("track/disclosureQuery names no user without a session and the session's user with one; the institution is named by id, by the server", async () => {
    const query = { occurredAt: new Date(clock.now().getTime() - 1000).toISOString(), institutionId: 3, institutionName: FORGED_UNIT, appUserId: 29, platform: 'h5', deviceId: 'h5-trust-0001' };
    expect(await appCallAs(server, undefined, 'track/disclosureQuery', query)).toMatchObject({ status: 0 });
    expect(await appCallAs(server, wang, 'track/disclosureQuery', query)).toMatchObject({ status: 0 });
    expect(await appCallAs(server, undefined, 'track/disclosureQuery', { ...query, institutionId: 99_999 })).toMatchObject({ status: -1, statusText: '被查询机构不存在' });
    expect(await appCallAs(server, undefined, 'track/disclosureQuery', { ...query, institutionId: undefined })).toMatchObject({ status: -1, statusText: '请填写被查询机构编号' });
    const unit3 = (await console_('business/memberUnit/queryMemberUnitDetail', { id: 3 })).data.unitName;
    const log = await console_('infornation/publishLog/queryPublishLog', {});
    expect(log.data.list.map((row: any) => [row.userName, row.institutionName])).toEqual([
      ['王建国', unit3],
      ['游客', unit3],
    ]);
    const sheet = await exported('infornation/publishLog/export', {});
    for (const text of [JSON.stringify(log.data), sheet]) expect(text).not.toMatch(/曹文轩|伪造/);
  });
});

describe('bounded intake', () => {
  let capped: TestServer;
  // Noon in Beijing on the test's own day: the day's total and its midnight are the test's choice.
  const cappedClock = new TestClock('2026-06-17T04:00:00Z');
  beforeAll(async () => {
    capped = await startTestServer({ clock: cappedClock, env: { TRACK_EVENTS_PER_DAY: '1000' } });
  });
  afterAll(async () => {
    await capped?.close();
  });

  it("stores the largest event in a few hundred bytes, none of its made-up names, and refuses the day's records past TRACK_EVENTS_PER_DAY while other calls answer, until Beijing midnight", async () => {
    const largest = (index: number) => ({
      ...view(beijingDay(cappedClock.now()), { eventType: 'search', pageType: 'search', deviceId: `${'d'.repeat(56)}${String(index).padStart(8, '0')}` }),
      appVersion: '9999.9999.9999.9999',
      durationMs: 86_400_000,
      keyword: '𠀀'.repeat(50),
      contentTitle: '题'.repeat(200),
      category1Name: '类'.repeat(50),
      institutionName: '机'.repeat(100),
    });
    const send = (from: number, ip: string) => appCallAs(capped, undefined, 'track/events', { events: Array.from({ length: 500 }, (_, index) => largest(from + index)) }, ip);
    expect((await send(0, '198.51.100.21')).data).toMatchObject({ accepted: 500 });
    expect((await send(500, '198.51.100.22')).data).toMatchObject({ accepted: 500 });
    const [stored] = await queryRows<{ n: number; bytes: number }>(capped.services.db, sql`SELECT count(*)::int AS n, max(pg_column_size(e.*))::int AS bytes FROM stat_event e`);
    expect(stored.n).toBe(1000);
    expect(stored.bytes).toBeLessThan(450);
    // The day's total holds for every client and every kind of record.
    const refused = await send(1000, '198.51.100.23');
    expect(refused).toMatchObject({ httpStatus: 429, status: -1, statusText: '今日上报数据已达上限，请明日再试' });
    // Twelve hours to Beijing midnight.
    expect(refused.data.retryAfterSeconds).toBe(12 * 3600);
    const download = { occurredAt: cappedClock.now().getTime(), platform: 'ios', channel: 'appStore', appVersion: '3.2.0', deviceId: 'ios-capped-0001' };
    expect(await appCallAs(capped, undefined, 'track/appDownload', download, '198.51.100.24')).toMatchObject({ httpStatus: 429, statusText: '今日上报数据已达上限，请明日再试' });
    expect((await queryRows<{ n: number }>(capped.services.db, sql`SELECT count(*)::int AS n FROM stat_event`))[0].n).toBe(1000);
    // The rest of the server answers: the console's figures and the app's sign-in.
    const token = await loginToken(capped, 'admin', 'Admin@2026');
    const searches = await call(capped, 'POST', `${P}getAllTypeList`, { token, body: {} });
    expect(searches.data.list.find((row: any) => row.eventType === 'search')).toMatchObject({ count: 1000 });
    expect(await appSignIn(capped, WANG)).toEqual(expect.any(String));
    // A minute before midnight the day is still full; at midnight a new day's total starts.
    cappedClock.set(new Date(dayStart(addDays(beijingDay(cappedClock.now()), 1)).getTime() - 60_000));
    expect(await send(1000, '198.51.100.25')).toMatchObject({ httpStatus: 429, data: { retryAfterSeconds: 60 } });
    cappedClock.advance(60_000);
    expect((await appCallAs(capped, undefined, 'track/events', { events: [{ ...largest(1000), occurredAt: cappedClock.now().toISOString() }] }, '198.51.100.26')).data).toMatchObject({ accepted: 1 });
  });
});
