/**
 * The production path with real processes on PostgreSQL (docs/operations.md): `npm run migrate` on a new
 * database, then `npm run serve` with MIGRATE=0, DEMO_DATA=0 and the first administrator from ADMIN_LOGIN; a
 * SIGTERM in the middle of a burst of writes stops the process with exit code 0 and every write it answered
 * as done stored; a second signal ends a stop that waits on a request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { API_BASE, JSON_HEADERS } from '../../bench/serverLogin';
import { runServerCommand, startServer, type RunningServer } from '../e2e/serverProcess';
import { encryptPassword, encryptText } from '../server/helpers';
import { createNamedDatabase } from './freshDatabase';

const DATABASE = 'production_process';
let databaseUrl = '';
let client: pg.Client;
const running: RunningServer[] = [];

beforeAll(async () => {
  databaseUrl = await createNamedDatabase(DATABASE);
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop({ signal: 'SIGKILL' })));
  await client?.end();
});

const PRODUCTION = () => ({ DATABASE_URL: databaseUrl, DEMO_DATA: '0', MIGRATE: '0', ADMIN_LOGIN: 'chief', ADMIN_PASSWORD: 'Chief@2026x' });

/** Runs the bundle's one-time command; answers its exit code and output. */
const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) => (server.process.exitCode !== null ? resolve(server.process.exitCode) : server.process.once('exit', (code) => resolve(code))));

/** Polls `check` until it holds (bounded). */
const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

interface Answer {
  status: number;
  statusText: string;
  data: any;
}

const post = async (server: RunningServer, path: string, body: unknown, token = ''): Promise<Answer> => {
  const response = await fetch(`${server.url}${API_BASE}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) });
  return (await response.json()) as Answer;
};

const publicKey = async (server: RunningServer) => ((await (await fetch(`${server.url}${API_BASE}fastdfs/rsa/getPublicKey`, { headers: JSON_HEADERS })).json()) as Answer).data as string;

/** Logs `chief` in for the first time and sets their own password; answers the token. */
const firstLogin = async (server: RunningServer) => {
  const key = await publicKey(server);
  const login = await post(server, 'user/login', { loginName: 'chief', loginPwd: encryptPassword(key, 'Chief@2026x'), rsaPublicKey: key });
  expect(login).toMatchObject({ status: 0, data: { mustChangePassword: true } });
  const token = login.data.token as string;
  expect(await post(server, 'business/newsType/queryList', {}, token)).toMatchObject({ status: 403, statusText: '请先设置初始密码' });
  const setKey = await publicKey(server);
  const set = await post(
    server,
    'userpwd/initializationpwd',
    { id: login.data.id, initialPwd: encryptPassword(setKey, 'Own@Choice26'), plainPwd: encryptText(setKey, 'Own@Choice26'), rsaPublicKey: setKey },
    token,
  );
  expect(set.status).toBe(0);
  return token;
};

describe('a production deployment on PostgreSQL', () => {
  let server: RunningServer;
  let token: string;

  it('is migrated by npm run migrate, which then exits', async () => {
    const { code, output } = await runServerCommand(['migrate'], { DATABASE_URL: databaseUrl, DEMO_DATA: '0' });
    expect(output).toContain('database migrated: PostgreSQL (DATABASE_URL)');
    expect(code).toBe(0);
    expect((await client.query('SELECT count(*)::int AS n FROM sys_user')).rows[0].n).toBe(0);
  }, 120_000);

  it('starts without migrating and without demo data; the administrator from the settings must set a password first', async () => {
    server = await startServer(PRODUCTION());
    running.push(server);
    expect(server.output()).toContain('MIGRATE=0: not migrated by this start');
    expect(server.output()).not.toContain('警告');
    expect((await client.query('SELECT login_name FROM sys_user')).rows).toEqual([{ login_name: 'chief' }]);
    token = await firstLogin(server);
  }, 120_000);

  it('stops on SIGTERM in the middle of a burst of writes: exit code 0, every write answered as done is stored', async () => {
    const stored: string[] = [];
    const failed: string[] = [];
    // Eight writers, each sending its next write when the last is answered, until the server stops answering.
    const writer = async (index: number) => {
      for (let sequence = 0; ; sequence += 1) {
        const name = `停机写入${index}x${sequence}`;
        try {
          const answer = await post(server, 'business/newsType/add', { name: name.replace('x', '号'), orderSeq: 1, status: 1 }, token);
          if (answer.status !== 0) throw new Error(answer.statusText);
          stored.push(name.replace('x', '号'));
        } catch (error) {
          // After the signal: a 503 or a refused connection. Before it, a failure the assertions below report.
          failed.push(`${name}: ${(error as Error).message}`);
          return;
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, index) => writer(index));
    await until('the first writes', () => stored.length >= 24 || failed.length > 0);
    expect(failed).toEqual([]);
    server.process.kill('SIGTERM');
    await Promise.all(writers);
    expect(await exited(server)).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    const { rows } = await client.query<{ name: string }>("SELECT name FROM res_news_type WHERE name LIKE '停机写入%'");
    expect(rows.map((row) => row.name).sort()).toEqual([...stored].sort());
    expect(stored.length).toBeGreaterThanOrEqual(24);
  }, 120_000);

  it('ends at once on a second signal while a stop waits for a request', async () => {
    server = await startServer(PRODUCTION());
    running.push(server);
    const key = await publicKey(server);
    const login = await post(server, 'user/login', { loginName: 'chief', loginPwd: encryptPassword(key, 'Own@Choice26'), rsaPublicKey: key });
    expect(login.status).toBe(0);
    // The category table is held here, so the server's write waits on it.
    await client.query('BEGIN');
    await client.query('LOCK TABLE res_news_type IN ACCESS EXCLUSIVE MODE');
    try {
      const waiting = post(server, 'business/newsType/add', { name: '等待中的写入', orderSeq: 1, status: 1 }, login.data.token).catch((error: Error) => error);
      const lockWaits = async () => (await client.query("SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'res_news_type'::regclass")).rows[0].n > 0;
      await until('the write to wait for the lock', lockWaits);
      server.process.kill('SIGTERM');
      await until('the stop to begin', () => server.output().includes('"msg":"shutting down"'));
      server.process.kill('SIGTERM');
      expect(await exited(server)).toBe(1);
      expect(server.output()).toContain('second signal: exiting without waiting');
      expect(await waiting).toBeInstanceOf(Error);
    } finally {
      await client.query('ROLLBACK');
    }
    expect((await client.query("SELECT count(*)::int AS n FROM res_news_type WHERE name = '等待中的写入'")).rows[0].n).toBe(0);
  }, 120_000);
});
