/**
 * /healthz, /readyz and /metrics (server/ops/health.ts, docs/operations.md): outside the API bases and
 * without a session; readiness follows the database's migrations; the metrics count requests by route pattern,
 * failed logins, app events, running exports and (on PostgreSQL) the pool, and only the socket addresses of
 * METRICS_ALLOW may read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import disciplineInfo from '../../resources/business/disciplineInfo';
import { bundledMigrations } from '../../server/ops/schemaState';
import { queryRows } from '../../server/db/rows';
import { serverModules } from '../../server/app';
import { withoutDatabase } from '../../server/services';
import { workOf } from '../../server/ops/callWork';
import { serverFeatures } from '../../features/serverFeatures';
import { holdTableLock, call, login, startTestServer, type TestServer } from './helpers';
import { TestClock } from './testClock';

const clock = new TestClock('2026-06-17T02:00:10Z');

let server: TestServer;
let other: TestServer;
let admin: string;

beforeAll(async () => {
  [server, other] = await Promise.all([startTestServer({ clock }), startTestServer({ env: { TRUST_PROXY: '10.0.0.0/8', METRICS_ALLOW: '127.0.0.1,192.0.2.0/24' } })]);
  admin = (await login(server, 'admin', 'Admin@2026')).data.token;
});

afterAll(async () => {
  await Promise.all([server?.close(), other?.close()]);
});

const get = (target: TestServer, url: string, from = '127.0.0.1', headers: Record<string, string> = {}) => target.app.inject({ method: 'GET', url, remoteAddress: from, headers });

const metricsText = async (target: TestServer = server) => {
  const response = await get(target, '/metrics');
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample: the metric's name and every label given must match. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  const line = text
    .split('\n')
    .find((candidate) => (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

/** Polls the metrics until `check` holds (bounded). */
const metricsUntil = async (check: (text: string) => boolean) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await metricsText();
    if (check(text)) return text;
    if (Date.now() > deadline) throw new Error(`metrics never matched:\n${text}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
};

describe('/healthz and /readyz', () => {
  it('answer without a session, outside the API base', async () => {
    const health = await get(server, '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 0, data: { alive: true } });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await get(server, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 0, data: { ready: true }, statusText: '服务就绪' });
    // Not under the API base: there they are unknown calls.
    expect((await get(server, `${server.base}healthz`)).json()).toMatchObject({ status: 404 });
  });

  it('report not ready, with the reason, while the database lacks a migration of this build', async () => {
    const db = server.services.db;
    const last = bundledMigrations().at(-1)!;
    const [applied] = await queryRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations WHERE created_at = ${last.when}`);
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${last.when}`);
    try {
      const ready = await get(server, '/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 503, statusText: `数据库迁移未完成，缺少 1 个迁移（${last.tag}）`, data: { ready: false, reason: 'migrations', pending: [last.tag] } });
      // Alive all the same: a restart would not help.
      expect((await get(server, '/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${applied.hash}, ${last.when})`);
    }
    expect((await get(server, '/readyz')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('answers Prometheus text to loopback, and nothing to other addresses, whatever they forward', async () => {
    const response = await get(server, '/metrics');
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await get(server, '/metrics', '::1')).statusCode).toBe(200);
    const refused = await get(server, '/metrics', '192.0.2.7');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 403, statusText: '无权访问监控指标', data: null });
    // Behind a trusted proxy the socket is still what counts: a forwarded loopback opens nothing.
    expect((await get(other, '/metrics', '10.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await get(other, '/metrics', '192.0.2.7')).statusCode).toBe(200);
    expect((await get(other, '/metrics', '::1')).statusCode).toBe(403);
  });

  it('counts requests by route pattern, method and status, never by the raw address', async () => {
    await call(server, 'POST', 'business/newsType/queryList', { token: admin, body: { pageNum: 1, pageSize: 5 } });
    await get(server, `${server.base}fastdfs/downloadfiles?fileId=0b5e2f60-1111-4222-8333-944445555666`);
    await get(server, '/information/newsManage/4711');
    const text = await metricsText();
    expect(sample(text, 'http_requests_total', { route: `${server.base}business/newsType/queryList`, method: 'POST', status: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: `${server.base}business/newsType/queryList`, method: 'POST', status: '200' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: `${server.base}fastdfs/downloadfiles`, method: 'GET' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('0b5e2f60');
    expect(text).not.toContain('4711');
  });

  it('counts failed logins and app events, per server', async () => {
    expect((await login(server, 'editor', 'Wrong@0000')).statusText).toBe('用户名或密码错误');
    const event = { occurredAt: clock.now().toISOString(), eventType: 'view', moduleCode: 'news', pageType: 'list', deviceId: 'ios-device-0001', platform: 'ios', appVersion: '3.2.1' };
    expect((await call(server, 'POST', 'track/events', { base: server.config.appBase, body: { events: [event, { ...event, eventType: 'share' }] } })).status).toBe(0);
    const text = await metricsText();
    expect(sample(text, 'webcenter_login_failures_total', { realm: 'console', reason: 'password' })).toBe(1);
    expect(sample(text, 'webcenter_app_events_ingested_total', { kind: 'event' })).toBe(2);
    // Another server in the same process keeps its own counts.
    const elsewhere = await metricsText(other);
    expect(sample(elsewhere, 'webcenter_login_failures_total', { realm: 'console', reason: 'password' })).toBeUndefined();
    expect(sample(elsewhere, 'webcenter_app_events_ingested_total', { kind: 'event' })).toBeUndefined();
  });

  it('shows an export as running while it runs', async () => {
    expect(sample(await metricsText(), 'webcenter_exports_running')).toBe(0);
    // The export's table is held by another transaction, so the export waits in the middle of its work.
    const lock = await holdTableLock(server.services.db, disciplineInfo.table);
    const exporting = server.app.inject({ method: 'GET', url: `${server.base}business/disciplineInfo/export`, headers: { token: admin, 'x-requested-with': 'XMLHttpRequest' } });
    try {
      await metricsUntil((text) => sample(text, 'webcenter_exports_running') === 1);
    } finally {
      await lock.release();
    }
    const answer = await exporting;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('attachment');
    expect(sample(await metricsText(), 'webcenter_exports_running')).toBe(0);
  });

  it('shows the PostgreSQL pool, and no pool on PGlite', async () => {
    const text = await metricsText();
    if (server.config.databaseUrl) {
      expect(sample(text, 'webcenter_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'webcenter_db_pool_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'webcenter_db_pool_waiting')).toBe(0);
    } else expect(text).not.toContain('webcenter_db_pool');
  });

  it('counts as imports the calls that take a workbook in, and as exports the reads that send one out', () => {
    const endpoints = Object.values(serverModules(serverFeatures)).flatMap((modules) => modules.flatMap((module) => module(withoutDatabase(server.services))));
    const of = (kind: string) => [...new Set(endpoints.filter((endpoint) => workOf(endpoint) === kind).map((endpoint) => endpoint.path))].sort();
    expect(of('import')).toEqual(['ability/abilityQuestionManage/addBatchQuestionManageData', 'appUser/icon/importExcle', 'excel/import', 'fastdfs/standBookUpload']);
    expect(of('export').length).toBeGreaterThan(30);
    expect(of('export')).toEqual(expect.arrayContaining(['business/disciplineInfo/export', 'exportAnswers', 'qua/exportQuaList', 'interactive/idea/exportIdeaFeedbackPDF']));
    // Downloads of stored files and app reports are neither.
    expect([...of('import'), ...of('export')]).not.toContain('fastdfs/downloadfiles');
    expect([...of('import'), ...of('export')]).not.toContain('track/appDownload');
  });
});
