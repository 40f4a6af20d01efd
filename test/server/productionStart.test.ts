/**
 * A production start (docs/operations.md): DEMO_DATA=0 gives the reference data and no demo data, the
 * administrator of ADMIN_LOGIN / ADMIN_PASSWORD must choose a password first, and a database begun so never
 * gets demo data later; MIGRATE=0 refuses a database `npm run migrate` has not brought up to date.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { flatMenus } from '../../resources/menus';
import { bundledMigrations } from '../../server/ops/schemaState';
import { migrateCommand } from '../../bin/migrate';
import { freshDatabase, type TestDatabase } from '../pg/freshDatabase';
import { templateConfig } from './preparedDatabase';
import { call, captureLog, login, passwordBody, startServerOn, type TestServer } from './helpers';

/** An empty database that outlives one server: a PGlite folder, or a PostgreSQL database of the run's cluster. */
const persistentDatabase = async () => {
  const fresh: TestDatabase = await freshDatabase({ prepared: false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'assoc-production-'));
  const env = { ...fresh.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  return {
    env,
    /** Runs `work` on the database while no server has it open (PGlite has one user at a time). */
    direct: async <T>(work: (db: Db) => Promise<T>) => {
      const database = await openDatabase({ databaseUrl: fresh.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    drop: async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const start = (env: Record<string, string>, log = captureLog().log): Promise<TestServer> => startServerOn(templateConfig(env), log);

/** The tables holding rows, with their counts. */
const filledTables = async (db: Db) => {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() ORDER BY 1`,
  );
  const filled: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`);
    if (n > 0) filled[name] = n;
  }
  return filled;
};

const PRODUCTION = { DEMO_DATA: '0', ADMIN_LOGIN: 'chief', ADMIN_PASSWORD: 'Chief@2026x' };

describe('a start with DEMO_DATA=0 and ADMIN_LOGIN', () => {
  let database: Awaited<ReturnType<typeof persistentDatabase>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await persistentDatabase();
    server = await start({ ...database.env, ...PRODUCTION });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('holds the reference data and no demo data', async () => {
    const db = server.services.db;
    expect(await filledTables(db)).toEqual({
      // Reference data: menus, the super administrator role with every menu, dictionaries, share configuration,
      // the app's settings and authorised functions, and the first administrator with the log row of its making.
      sys_menu: flatMenus().length,
      sys_role: 1,
      sys_role_menu: flatMenus().length,
      sys_post: 8,
      sys_dict: 9,
      sys_share_config: 8,
      sys_app_setting: 2,
      sys_app_icon: 6,
      sys_user: 1,
      sys_operation_log: 1,
      // The structure's own bookkeeping, and the register's state row of its migration.
      res_row_counts: expect.any(Number),
      res_schema_sync: 1,
      sys_grants_generation: 1,
      qua_register_state: 1,
    });
    expect(await queryRows(db, sql`SELECT login_name, role_code, must_change_password, status FROM sys_user`)).toEqual([
      { login_name: 'chief', role_code: 'admin', must_change_password: true, status: 1 },
    ]);
    expect(await queryRows(db, sql`SELECT key, value FROM sys_app_setting ORDER BY key`)).toEqual([
      { key: 'demoData', value: '0' },
      { key: 'trialDays', value: '30' },
    ]);
    expect((await login(server, 'admin', 'Admin@2026')).statusText).toBe('用户名或密码错误');
  });

  it('lets the administrator log in, and refuses every other call until they choose their own password', async () => {
    const answer = await login(server, 'chief', 'Chief@2026x');
    expect(answer).toMatchObject({ status: 0, data: { loginName: 'chief', roleCode: 'admin', mustChangePassword: true } });
    const token = answer.data.token as string;
    expect(answer.data.menuList.length).toBeGreaterThan(10);
    expect(await call(server, 'POST', 'business/newsType/queryList', { token, body: {} })).toMatchObject({ status: 403, statusText: '请先设置初始密码' });
    expect((await call(server, 'POST', 'userpwd/initializationpwd', { token, body: { id: answer.data.id, ...(await passwordBody(server, 'initialPwd', 'Chief@2026x')) } })).statusText).toBe(
      '新密码不能与原密码相同',
    );
    expect((await call(server, 'POST', 'userpwd/initializationpwd', { token, body: { id: answer.data.id, ...(await passwordBody(server, 'initialPwd', 'Own@Choice26')) } })).status).toBe(0);
    expect(await call(server, 'POST', 'business/newsType/queryList', { token, body: {} })).toMatchObject({ status: 0, data: { total: 0 } });
  });

  it('gets no demo data from a later start that forgets DEMO_DATA=0, and leaves a new ADMIN_LOGIN unused', async () => {
    await server.close();
    const { log, lines } = captureLog();
    server = await start({ ...database.env, ADMIN_LOGIN: 'second', ADMIN_PASSWORD: 'Second@2026x' }, log);
    const db = server.services.db;
    expect(await queryRows(db, sql`SELECT login_name FROM sys_user`)).toEqual([{ login_name: 'chief' }]);
    const filled = await filledTables(db);
    expect(Object.keys(filled).filter((table) => table.startsWith('res_') && !['res_row_counts', 'res_schema_sync'].includes(table))).toEqual([]);
    expect(filled.sys_app_user).toBeUndefined();
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['no demo data: this database was begun with DEMO_DATA=0', 'ADMIN_LOGIN left unused: the database has a super administrator']),
    );
  });
});

describe('MIGRATE=0 and npm run migrate', () => {
  let database: Awaited<ReturnType<typeof persistentDatabase>>;

  beforeAll(async () => {
    database = await persistentDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('refuses to start on a database that was never migrated', async () => {
    await expect(start({ ...database.env, MIGRATE: '0', DEMO_DATA: '0' })).rejects.toThrow(/^数据库迁移未完成，缺少 \d+ 个迁移（0000_.*）：请先运行 npm run migrate（MIGRATE=0 时服务不自行迁移）/);
  });

  it('migrates with the command, after which a start without migrating serves', async () => {
    const output = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await migrateCommand({ ...database.env, DEMO_DATA: '0' })).toBe(0);
      expect(output.mock.calls.map(([text]) => String(text)).join('')).toContain(`database migrated: `);
      expect(output.mock.calls.map(([text]) => String(text)).join('')).toContain(`last migration ${bundledMigrations().at(-1)!.tag}`);
    } finally {
      output.mockRestore();
    }
    const server = await start({ ...database.env, MIGRATE: '0', DEMO_DATA: '0' });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a database that lacks a migration of this build, or whose declared tables are behind', async () => {
    const last = bundledMigrations().at(-1)!;
    const [{ hash }] = await database.direct((db) => queryRows<{ hash: string }>(db, sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${last.when} RETURNING hash`));
    await expect(start({ ...database.env, MIGRATE: '0' })).rejects.toThrow(`数据库迁移未完成，缺少 1 个迁移（${last.tag}）`);
    await database.direct((db) => db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${hash}, ${last.when})`));
    await database.direct((db) => db.execute(sql`DELETE FROM res_schema_sync`));
    await expect(start({ ...database.env, MIGRATE: '0' })).rejects.toThrow('数据库中的模块表与当前版本不一致：请先运行 npm run migrate');
  }, 120_000);
});
