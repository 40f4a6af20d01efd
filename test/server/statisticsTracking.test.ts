/**
 * The app-facing calls (docs/statistics.md): events, app downloads and
 * disclosure queries reach their tables and the rollups; a refused batch
 * writes nothing; the limits count a call before its work (a refusal for a bad
 * field counts, a refusal by the limit does not), per address and per
 * signed-in app user; concurrent calls lose no event. What an event may name
 * is tested in statisticsTrust.test.ts.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statClientQuota } from '../../server/db/schema';
import { statAppDownloadDaily, statAppDownloads, statDisclosureQueries } from '../../features/statistics/server/schema';
import { queryRows } from '../../server/db/rows';
import { beijingDay } from '../../server/days';
import { refreshStatistics } from '../../features/statistics/server/rollup';
import { appCallAs, appSignIn } from './appSignIn';
import { call, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

// Both servers on the test's clock: ten seconds into a minute, so the limits' window is the test's choice.
const clock = new TestClock('2026-06-17T02:00:10Z');
let server: TestServer;
let limited: TestServer;

beforeAll(async () => {
  // Together: each server reads its demo workbook on its own (no lock across the process).
  [server, limited] = await Promise.all([
    startTestServer({ clock }),
    startTestServer({ clock, env: { TRACK_CALLS_PER_MINUTE: '3', TRACK_EVENTS_PER_MINUTE: '10', TRACK_SESSION_CALLS_PER_MINUTE: '2' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.close(), limited?.close()]);
});

const appCall = (target: TestServer, path: string, body: unknown, ip = '203.0.113.7') => call(target, 'POST', path, { base: target.config.appBase, body, ip });

const event = (overrides: Record<string, unknown> = {}) => ({
  occurredAt: clock.now().toISOString(),
  eventType: 'view',
  moduleCode: 'news',
  pageType: 'detail',
  category1Id: 2,
  contentId: 11,
  deviceId: 'ios-device-0001',
  platform: 'ios',
  appVersion: '3.2.1',
  durationMs: 15_000,
  ...overrides,
});

const countOf = async (target: TestServer, table: string) => (await queryRows<{ n: number }>(target.services.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0].n;

/** The next minute's window: each limit test starts with nothing counted. */
const nextMinute = () => clock.advance(60_000);

describe('track/events', () => {
  it('takes a batch and its events show in the rollups', async () => {
    const answer = await appCall(server, 'track/events', { events: [event(), event({ deviceId: 'android-device-02', platform: 'android' }), event({ eventType: 'share' })] });
    expect(answer).toMatchObject({ httpStatus: 200, status: 0, data: { accepted: 3, late: 0 } });
    await refreshStatistics(server.services.db, clock.now());
    const rows = await queryRows<{ pv: number; uv: number; shares: number }>(
      server.services.db,
      sql`SELECT sum(pv)::int AS pv, sum(uv)::int AS uv, sum(shares)::int AS shares FROM stat_daily WHERE grain = 4 AND institution_id = -1 AND platform = '' AND content_id = 11 AND NOT late`,
    );
    expect(rows[0]).toEqual({ pv: 2, uv: 2, shares: 1 });
  });

  it.each([
    [{ platform: 'symbian' }, 'platform', '第2条事件：平台只能是：ios、android、h5、web'],
    [{ moduleCode: 'nowhere' }, 'moduleCode', '第2条事件：模块编码只能是：'],
    [{ occurredAt: '2026-01-01 10:00' }, 'occurredAt', '第2条事件：发生时间格式不正确'],
    [{ occurredAt: new Date(clock.now().getTime() + 3_600_000).toISOString() }, 'occurredAt', '第2条事件：发生时间不能晚于当前时间'],
    [{ deviceId: 'x' }, 'deviceId', '第2条事件：设备标识格式不正确'],
    [{ contentId: '11' }, 'contentId', '第2条事件：内容编号必须是正整数'],
    [{ eventType: 'search' }, 'keyword', '第2条事件：请填写搜索关键词'],
    [{ durationMs: -1 }, 'durationMs', '第2条事件：停留时长(毫秒)必须是0到86400000之间的整数'],
    [{ appVersion: 'v3' }, 'appVersion', '第2条事件：APP版本号格式不正确'],
    [{ eventType: 'search', keyword: 'a\u0000b' }, 'keyword', '第2条事件：搜索关键词包含无效字符'],
    [{ eventType: 'search', keyword: '关'.repeat(51) }, 'keyword', '第2条事件：搜索关键词不能超过50个字符'],
  ])('refuses the whole batch for a bad event (%o), naming its place and field', async (change, field, message) => {
    const before = await countOf(server, 'stat_event');
    const answer = await appCall(server, 'track/events', { events: [event(), event(change), event()] });
    expect(answer.status).toBe(-1);
    expect(answer.statusText.startsWith(message)).toBe(true);
    expect(Object.keys(answer.data.errors)).toEqual([`events[1].${field}`]);
    expect(await countOf(server, 'stat_event')).toBe(before);
  });

  it.each([
    [{}, '请提供事件列表 events'],
    [{ events: 'x' }, '事件列表 events 必须是数组'],
    [{ events: [] }, '事件列表不能为空'],
    [{ events: Array.from({ length: 501 }, () => event()) }, '每次最多上报500条事件'],
    [{ events: [event(), 5] }, '第2条事件：必须是一个对象'],
  ])('refuses a malformed batch', async (body, message) => {
    const before = await countOf(server, 'stat_event');
    expect(await appCall(server, 'track/events', body)).toMatchObject({ status: -1, statusText: message });
    expect(await countOf(server, 'stat_event')).toBe(before);
  });

  it('refuses a token whose app session has ended (the app signs in again or sends without it), writing nothing', async () => {
    const token = await appSignIn(server, '13425308642');
    expect((await appCallAs(server, token, 'appAuth/logout', {})).status).toBe(0);
    const before = await countOf(server, 'stat_event');
    expect(await appCallAs(server, token, 'track/events', { events: [event()] })).toMatchObject({ status: 401, statusText: 'APP登录已失效，请重新登录' });
    expect(await countOf(server, 'stat_event')).toBe(before);
    expect((await appCallAs(server, undefined, 'track/events', { events: [event()] })).status).toBe(0);
  });

  it('loses no event when calls arrive at the same time', async () => {
    const before = await countOf(server, 'stat_event');
    const batch = (client: number) => ({ events: Array.from({ length: 200 }, (_, index) => event({ deviceId: `web-device-${client}-${index % 20}`, platform: 'web' })) });
    const answers = await Promise.all([1, 2, 3, 4].map((client) => appCall(server, 'track/events', batch(client), `198.51.100.${client}`)));
    expect(answers.map((answer) => answer.data?.accepted)).toEqual([200, 200, 200, 200]);
    expect(await countOf(server, 'stat_event')).toBe(before + 800);
  });
});

describe('track/appDownload and track/disclosureQuery', () => {
  it('records an app download and refuses a bad one', async () => {
    const download = { occurredAt: clock.now().getTime(), platform: 'android', channel: 'huawei', appVersion: '3.2.0', deviceId: 'android-device-09' };
    expect(await appCall(server, 'track/appDownload', download)).toMatchObject({ status: 0, data: { accepted: 1 } });
    expect(await appCall(server, 'track/appDownload', { ...download, channel: 'pirate' })).toMatchObject({
      status: -1,
      statusText: '下载渠道只能是：appStore、huawei、xiaomi、tencent、website、qrcode',
    });
    const [{ rows }] = await server.services.db.select({ rows: count() }).from(statAppDownloads);
    expect(rows).toBe(1);
  });

  it("adds downloads to their day's counts: a device counts once per day, platform, channel and version, whichever call brought it", async () => {
    const day = beijingDay(clock.now());
    const download = (deviceId: string, appVersion = '3.3.0') => ({ occurredAt: clock.now().getTime(), platform: 'ios', channel: 'appStore', appVersion, deviceId });
    const answers = await Promise.all(
      ['ios-device-0101', 'ios-device-0101', 'ios-device-0102', 'ios-device-0101'].map((device, index) => appCall(server, 'track/appDownload', download(device, index === 3 ? '3.3.1' : '3.3.0'))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, 0, 0]);
    const daily = await server.services.db
      .select()
      .from(statAppDownloadDaily)
      .where(and(eq(statAppDownloadDaily.statDate, day), eq(statAppDownloadDaily.channel, 'appStore')));
    expect(daily.map(({ appVersion, downloads, devices }) => ({ appVersion, downloads, devices })).sort((a, b) => a.appVersion.localeCompare(b.appVersion))).toEqual([
      { appVersion: '3.3.0', downloads: 3, devices: 2 },
      { appVersion: '3.3.1', downloads: 1, devices: 1 },
    ]);
  });

  it("records who queried which institution: the session's user and the institution by id, named as the server's records have them on the day", async () => {
    const token = await appSignIn(server, '13210000000');
    const query = { occurredAt: clock.now().toISOString(), institutionId: 3, platform: 'h5', deviceId: 'h5-device-0007' };
    expect(await appCallAs(server, token, 'track/disclosureQuery', query)).toMatchObject({ status: 0 });
    expect(await appCallAs(server, token, 'track/disclosureQuery', { ...query, institutionId: 'x' })).toMatchObject({ status: -1, statusText: '被查询机构编号必须是正整数' });
    const rows = await server.services.db.select().from(statDisclosureQueries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ institutionId: 3, institutionName: '中原恒泰期货有限公司', userName: '王建国', platform: 'h5' });
  });
});

describe('the per-client limit', () => {
  it('refuses calls past the limit (HTTP 429) and writes nothing for them; another client is not affected', async () => {
    nextMinute();
    const ip = '192.0.2.10';
    for (let index = 0; index < 3; index += 1) expect((await appCall(limited, 'track/events', { events: [event()] }, ip)).status).toBe(0);
    const events = await countOf(limited, 'stat_event');
    const quota = await limited.services.db.select().from(statClientQuota);
    const refused = await appCall(limited, 'track/events', { events: [event()] }, ip);
    expect(refused).toMatchObject({ httpStatus: 429, status: -1, statusText: '上报过于频繁，请稍后再试' });
    expect(
      await appCall(limited, 'track/appDownload', { occurredAt: clock.now().getTime(), platform: 'ios', channel: 'appStore', appVersion: '3.2.0', deviceId: 'ios-device-0042' }, ip),
    ).toMatchObject({
      httpStatus: 429,
    });
    expect(await countOf(limited, 'stat_event')).toBe(events);
    expect(await countOf(limited, 'stat_app_download')).toBe(0);
    expect(await limited.services.db.select().from(statClientQuota)).toEqual(quota);
    expect((await appCall(limited, 'track/events', { events: [event()] }, '192.0.2.11')).status).toBe(0);
  });

  it('counts events too: a batch past the events limit is refused whole', async () => {
    nextMinute();
    const answer = await appCall(limited, 'track/events', { events: Array.from({ length: 11 }, () => event()) }, '192.0.2.20');
    expect(answer).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
    expect(await countOf(limited, 'stat_client_quota')).toBeGreaterThan(0);
  });

  it('counts a call before its work: calls refused for a bad field use up the limit too', async () => {
    nextMinute();
    const ip = '192.0.2.30';
    for (let index = 0; index < 3; index += 1) expect(await appCall(limited, 'track/events', { events: [event({ platform: 'symbian' })] }, ip)).toMatchObject({ status: -1, httpStatus: 200 });
    expect(await appCall(limited, 'track/events', { events: [event()] }, ip)).toMatchObject({ httpStatus: 429 });
  });

  it('limits a signed-in app user whatever address they call from; anonymous calls from those addresses go on', async () => {
    const token = await appSignIn(limited, '13317654321', '192.0.2.40');
    nextMinute();
    expect((await appCallAs(limited, token, 'track/events', { events: [event()] }, '192.0.2.41')).status).toBe(0);
    expect((await appCallAs(limited, token, 'track/events', { events: [event()] }, '192.0.2.42')).status).toBe(0);
    expect(await appCallAs(limited, token, 'track/events', { events: [event()] }, '192.0.2.43')).toMatchObject({ httpStatus: 429, statusText: '上报过于频繁，请稍后再试' });
    expect((await appCallAs(limited, undefined, 'track/events', { events: [event()] }, '192.0.2.43')).status).toBe(0);
  });
});
