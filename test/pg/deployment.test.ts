/**
 * The deployment of docs/deploy.md, started on this machine: Debian's nginx with the project's site file
 * (deploy/nginx/assoc.conf) in front of two server processes with separate data folders on one PostgreSQL,
 * migrated once by `npm run migrate` and started with MIGRATE=0, the servers trusting nginx's address (TRUST_PROXY). Clients come from loopback addresses of their own
 * (127.0.0.2, 127.0.0.3), so the servers see them apart only through nginx's X-Forwarded-For.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEFAULT_LIMITS } from '../../server/auth/rateLimit';
import { API_BASE, apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { runServerCommand, startServer, type RunningServer } from '../e2e/serverProcess';
import { startNginx, type RunningNginx } from '../deploy/nginx';
import { callFrom, loginFrom, requestFrom } from '../deploy/clientFrom';
import { createNamedDatabase } from './freshDatabase';

const DATABASE = 'deployment';
const NGINX_ADDRESS = '127.0.0.1';
const CLIENT = '127.0.0.2';
const OTHER_CLIENT = '127.0.0.3';

const servers: RunningServer[] = [];
let nginx: RunningNginx;
let client: pg.Client;

const scalar = async (query: string, params?: unknown[]) => Number((await client.query(query, params)).rows[0].n);

beforeAll(async () => {
  const databaseUrl = await createNamedDatabase(DATABASE);
  const settings = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0', TRUST_PROXY: NGINX_ADDRESS };
  // The upgrade order of docs/deploy.md: migrate once, then start the processes, which do not migrate.
  const migrated = await runServerCommand(['migrate'], settings);
  if (migrated.code !== 0) throw new Error(`npm run migrate failed:\n${migrated.output}`);
  servers.push(...(await Promise.all([startServer({ ...settings, MIGRATE: '0' }), startServer({ ...settings, MIGRATE: '0' })])));
  nginx = await startNginx(servers.map((server) => server.port));
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
}, 240_000);

afterAll(async () => {
  await client?.end();
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
});

describe('two server processes behind nginx on one PostgreSQL', () => {
  it('serve a file uploaded through one process from the other and through nginx', async () => {
    const token = await apiLogin(servers[0].url);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const bytes = Buffer.concat([png, Buffer.alloc(64 * 1024, 7)]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), '部署测试.png');
    const upload = await fetch(`${servers[0].url}${API_BASE}fastdfs/uploadFile`, { method: 'POST', headers: { token, 'x-requested-with': 'XMLHttpRequest' }, body: form });
    const answer = (await upload.json()) as { status: number; data: { fileId: string } };
    expect(answer.status).toBe(0);
    const path = `${API_BASE}fastdfs/downloadfiles?fileId=${answer.data.fileId}`;
    for (const base of [servers[1].url, nginx.url]) {
      const download = await requestFrom(CLIENT, `${base}${path}`);
      expect(download.status).toBe(200);
      expect(download.body.equals(bytes)).toBe(true);
    }
    // Nothing of it on either process's disk: the bytes live in the database.
    for (const server of servers)
      expect(
        readdirSync(server.dataDir, { recursive: true })
          .map(String)
          .filter((name) => name.includes(answer.data.fileId)),
      ).toEqual([]);
  });

  it('keep a login made on one process good on the other', async () => {
    const login = await loginFrom(CLIENT, servers[0].url, 'admin', 'Admin@2026');
    expect(login.json?.status).toBe(0);
    const token = login.json!.data.token as string;
    const me = await requestFrom(CLIENT, `${servers[1].url}${API_BASE}user/getCenterUser`, { headers: { ...JSON_HEADERS, token } });
    expect(me.json?.status).toBe(0);
    expect(me.json?.data.loginName).toBe('admin');
  });

  it("count the login limit by the client's forwarded address across both processes, whatever the client claims", async () => {
    const { addressCaptchaAfter } = DEFAULT_LIMITS;
    // Wrong passwords for names that do not exist (no account is locked), through nginx, which alternates the processes.
    for (let attempt = 0; attempt < addressCaptchaAfter; attempt += 1) {
      const refused = await loginFrom(CLIENT, nginx.url, `nobody${attempt}`, 'Wrong@2026');
      expect(refused.json?.status).not.toBe(0);
    }
    expect(await scalar('SELECT count(*)::int AS n FROM sys_login_attempt WHERE key = $1', [`address:${CLIENT}`])).toBe(addressCaptchaAfter);
    // The client's address now needs a captcha on both processes, even with a header that names another client.
    const asked = await loginFrom(CLIENT, nginx.url, 'admin', 'Admin@2026');
    expect(asked.json?.statusText).toBe('请输入图形验证码');
    const spoofed = await loginFrom(CLIENT, nginx.url, 'admin', 'Admin@2026', { 'x-forwarded-for': OTHER_CLIENT });
    expect(spoofed.json?.statusText).toBe('请输入图形验证码');
    // Another client behind the same nginx is not held back, and the login records its own address.
    const other = await loginFrom(OTHER_CLIENT, nginx.url, 'admin', 'Admin@2026');
    expect(other.json?.status).toBe(0);
    expect(await scalar("SELECT count(*)::int AS n FROM sys_operation_log WHERE action = 'login' AND ip = $1", [OTHER_CLIENT])).toBe(1);
  });

  it('refuses the health and metrics addresses to the internet', async () => {
    for (const path of ['/metrics', '/readyz', '/healthz']) expect((await requestFrom(CLIENT, `${nginx.url}${path}`)).status).toBe(403);
  });

  it('loses no accepted write when one process is stopped with SIGTERM during a burst of writes', async () => {
    const token = await apiLogin(servers[1].url);
    const types = await (await fetch(`${servers[1].url}${API_BASE}business/newsType/queryList`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: '{"pageSize":1}' })).json();
    const newsTypeId = (types as { data: { list: Array<{ id: number }> } }).data.list[0].id;
    const accepted: string[] = [];
    let sent = 0;
    const TOTAL = 120;
    const write = async () => {
      while (sent < TOTAL) {
        sent += 1;
        const title = `滚动重启${sent}`;
        const answer = await callFrom(CLIENT, nginx.url, 'business/news/add', { title, newsTypeId, content: `<p>${title}</p>`, source: '部署测试', releaseTime: '2026-05-01T02:00:00.000Z' }, token);
        if (answer.json?.status === 0) accepted.push(title);
        // The process being stopped may refuse a request (a 502 or 503): a refusal, never a lost write.
        else expect([502, 503]).toContain(answer.status);
        if (sent === 30) void servers[0].stop({ keepData: true });
      }
    };
    await Promise.all(Array.from({ length: 4 }, write));
    expect(servers[0].process.exitCode).toBe(0);
    expect(accepted.length).toBeGreaterThan(TOTAL / 2);
    const stored = (await client.query("SELECT title FROM res_news WHERE title LIKE '滚动重启%'")).rows.map((row) => row.title as string);
    expect(stored.sort()).toEqual(expect.arrayContaining(accepted.sort()));
    expect(new Set(stored).size).toBe(stored.length);
  });
});
