/**
 * The first super administrator (server/ops/createAdmin.ts, `npm run create-admin`, bin/createAdmin.ts): made
 * with a password it must replace at first login; refused when one exists (unless forced), for a taken login
 * name, a weak password or a bad name; the command reads its arguments and the environment and needs a
 * migrated database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { operationLog, users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { createSuperAdmin, CreateAdminRefused, superAdministrators } from '../../server/ops/createAdmin';
import { createAdminCommand, readCreateAdminArgs } from '../../bin/createAdmin';
import { migrateCommand } from '../../bin/migrate';
import { freshDatabase } from '../pg/freshDatabase';
import { call, login, startTestServer, type TestServer } from './helpers';

let empty: TestServer;
let demo: TestServer;

beforeAll(async () => {
  [empty, demo] = await Promise.all([startTestServer({ fresh: true, env: { DEMO_DATA: '0' } }), startTestServer()]);
});

afterAll(async () => {
  await Promise.all([empty?.close(), demo?.close()]);
});

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('not refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CreateAdminRefused);
      return (error as Error).message;
    },
  );

describe('createSuperAdmin', () => {
  it('refuses a weak password, a bad login name or phone before it writes anything', async () => {
    const db = empty.services.db;
    expect(await refusal(createSuperAdmin(db, { loginName: 'chief', password: 'chief2026' }))).toBe('密码8~20位，需包含大小写字母+数字+符号');
    expect(await refusal(createSuperAdmin(db, { loginName: 'c h', password: 'Chief@2026x' }))).toBe('登录名只能包含字母、数字、下划线和点，长度为3到32位');
    expect(await refusal(createSuperAdmin(db, { loginName: 'chief', password: 'Chief@2026x', phone: '110' }))).toBe('请输入正确手机号');
    expect(await superAdministrators(db)).toEqual([]);
  });

  it('refuses a login name a user already has, unless forced', async () => {
    const db = empty.services.db;
    await db.insert(users).values({ loginName: 'clerk', cnName: '办事员', passwordHash: await hashPassword(md5Hex('Clerk@2026x')) });
    expect(await refusal(createSuperAdmin(db, { loginName: 'CLERK', password: 'Chief@2026x' }))).toBe('登录名已存在，如确需将其设为超级管理员并重设密码，请加 --force');
    expect(await superAdministrators(db)).toEqual([]);
  });

  it('makes a super administrator who must set their own password at first login', async () => {
    const result = await createSuperAdmin(empty.services.db, { loginName: 'chief', password: 'Chief@2026x', phone: '13900000009', cnName: '王总' });
    expect(result).toMatchObject({ replaced: false, message: '超级管理员已创建，首次登录须修改密码' });
    const answer = await login(empty, 'chief', 'Chief@2026x');
    expect(answer).toMatchObject({ status: 0, data: { cnName: '王总', phone: '13900000009', roleCode: 'admin', roleName: '超级管理员', mustChangePassword: true } });
    expect(await call(empty, 'POST', 'role/queryRoleList', { token: answer.data.token, body: {} })).toMatchObject({ status: 403, statusText: '请先设置初始密码' });
    const [logged] = await empty.services.db.select().from(operationLog).where(eq(operationLog.path, 'create-admin')).orderBy(desc(operationLog.id)).limit(1);
    expect(logged).toMatchObject({ action: 'create', path: 'create-admin', recordId: String(result.userId), summary: '超级管理员已创建，首次登录须修改密码：chief' });
  });

  it('refuses a second one while one exists, naming it; forced, it makes another or promotes a user', async () => {
    const db = empty.services.db;
    expect(await refusal(createSuperAdmin(db, { loginName: 'deputy', password: 'Deputy@2026x' }))).toBe('已存在超级管理员（chief），未创建新账号；如确需再建或重设，请加 --force');
    expect((await createSuperAdmin(db, { loginName: 'deputy', password: 'Deputy@2026x', force: true })).replaced).toBe(false);
    const clerkToken = (await login(empty, 'clerk', 'Clerk@2026x')).data.token as string;
    expect(await createSuperAdmin(db, { loginName: 'clerk', password: 'Chief@2026y', force: true })).toMatchObject({ replaced: true, message: '账号已设为超级管理员并重设密码，下次登录须修改密码' });
    // The promoted account's sessions end; its new password must be replaced at the next login.
    expect((await call(empty, 'GET', 'user/getCenterUser', { token: clerkToken })).status).toBe(401);
    expect((await login(empty, 'clerk', 'Chief@2026y')).data).toMatchObject({ roleCode: 'admin', mustChangePassword: true });
    expect((await superAdministrators(db)).sort()).toEqual(['chief', 'clerk', 'deputy']);
  });

  it('refuses on the demo database, whose administrator exists', async () => {
    expect(await refusal(createSuperAdmin(demo.services.db, { loginName: 'chief', password: 'Chief@2026x' }))).toBe('已存在超级管理员（admin），未创建新账号；如确需再建或重设，请加 --force');
    expect(await demo.services.db.select().from(users).where(eq(users.loginName, 'chief'))).toEqual([]);
  });
});

describe('npm run create-admin', () => {
  it('reads the login and password from its arguments, then from the environment', () => {
    expect(readCreateAdminArgs(['--login', 'chief', '--password=Chief@2026x', '--name', '王总', '--force'], {})).toEqual({
      loginName: 'chief',
      password: 'Chief@2026x',
      cnName: '王总',
      force: true,
    });
    expect(readCreateAdminArgs(['--login=chief'], { ADMIN_PASSWORD: 'Chief@2026x', ADMIN_PHONE: '13900000009' })).toEqual({
      loginName: 'chief',
      password: 'Chief@2026x',
      phone: '13900000009',
      force: false,
    });
    expect(() => readCreateAdminArgs(['--login', 'chief'], {})).toThrow('请提供登录名和密码；用法：npm run create-admin -- --login 登录名');
    expect(() => readCreateAdminArgs(['--user', 'chief'], {})).toThrow('无法识别的参数 --user');
    expect(() => readCreateAdminArgs(['--login', 'chief', '--password', 'weak'], {})).toThrow('--password: 密码8~20位，需包含大小写字母+数字+符号');
  });

  it('refuses an unmigrated database, and makes the administrator on a migrated one', async () => {
    const fresh = await freshDatabase({ prepared: false });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'assoc-create-admin-'));
    const env = { ...fresh.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '0' };
    const output = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await expect(createAdminCommand(['--login', 'chief'], { ...env, ADMIN_PASSWORD: 'Chief@2026x' })).rejects.toThrow('请先运行 npm run migrate');
      expect(await migrateCommand(env)).toBe(0);
      expect(await createAdminCommand(['--login', 'chief'], { ...env, ADMIN_PASSWORD: 'Chief@2026x' })).toBe(0);
      expect(output.mock.calls.map(([text]) => String(text)).join('')).toContain('超级管理员已创建，首次登录须修改密码：chief');
      await expect(createAdminCommand(['--login', 'deputy', '--password', 'Deputy@2026x'], env)).rejects.toThrow('已存在超级管理员（chief）');
    } finally {
      output.mockRestore();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
