/**
 * Two real server processes (`node dist-server/index.mjs`) on one PostgreSQL database of their own, for the rules
 * that must hold with several processes (design.md), started at the same moment on a fresh database: one
 * migrates and seeds under the start-up lock while the other waits (server/db/startupLock.ts). Each is logged
 * in as the demo administrator; `sql` reads the database directly. Call it at a file's top level: it registers
 * the file's beforeAll and afterAll.
 */
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { apiLogin, API_BASE, JSON_HEADERS } from '../../bench/serverLogin';
import { startServer, type RunningServer } from '../e2e/serverProcess';
import { appSignInWithPassword } from '../../bench/appSignIn';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { createNamedDatabase } from './freshDatabase';

export const APP_BASE = '/assoc-app-center/api/app/';

export interface Answer {
  status: number;
  statusText: string;
  data: any;
}

export interface TwoServers {
  /** Posts `body` to process `index` (0 or 1) as its logged-in administrator (or with `token`); `base` defaults to the web-center's. */
  post: (index: number, path: string, body: unknown, base?: string, token?: string) => Promise<Answer>;
  /** The servers, once started. */
  servers: RunningServer[];
  /** The administrator's token on each process. */
  tokens: string[];
  /** The shared database's connection string, once started. */
  databaseUrl: () => string;
  /** Runs a query (with its parameters) on the shared database. */
  sql: (query: string, params?: unknown[]) => Promise<pg.QueryResult>;
  /** The number in column `n` of the query's first row. */
  scalar: (query: string, params?: unknown[]) => Promise<number>;
  /** The app token of app user `appUserId`, given a password in the database and signed in on process `index`. */
  appToken: (appUserId: number, index?: number) => Promise<string>;
}

const APP_PASSWORD = 'App@User2026';

/**
 * `database` names the file's own database in the run's cluster; `env` adds settings (the demo traffic is
 * off unless a file asks for it).
 */
export const useTwoServers = (database: string, env: Record<string, string> = {}): TwoServers => {
  const servers: RunningServer[] = [];
  const tokens: string[] = [];
  let client: pg.Client | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = await createNamedDatabase(database);
    const settings = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0', ...env };
    servers.push(...(await Promise.all([startServer(settings), startServer(settings)])));
    for (const server of servers) tokens.push(await apiLogin(server.url));
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((server) => server.stop()));
  });

  const sql = (query: string, params?: unknown[]) => {
    if (!client) throw new Error('the two servers are not started yet');
    return client.query(query, params);
  };

  return {
    servers,
    tokens,
    databaseUrl: () => databaseUrl,
    post: async (index, path, body, base = API_BASE, token = tokens[index]) => {
      const response = await fetch(`${servers[index].url}${base}${path}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) });
      return (await response.json()) as Answer;
    },
    sql,
    scalar: async (query, params) => Number((await sql(query, params)).rows[0].n),
    appToken: async (appUserId, index = 0) => {
      const { rows } = await sql('UPDATE sys_app_user SET password_hash = $1 WHERE id = $2 RETURNING mobile', [await hashPassword(md5Hex(APP_PASSWORD)), appUserId]);
      return appSignInWithPassword(servers[index].url, rows[0].mobile, APP_PASSWORD);
    },
  };
};
