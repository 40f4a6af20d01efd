/**
 * Demo accounts with their published passwords (server/ops/demoPasswords.ts): a start on PostgreSQL
 * (DATABASE_URL) warns through the log and the start-up banner; on PGlite the banner lists them as demo logins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { checkDemoPasswords } from '../../server/ops/demoPasswords';
import { startupBanner } from '../../server/ops/banner';
import { captureLog, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const SHARED_DATABASE = 'postgres://assoc@db.internal/assoc';
const WARNING = '警告：演示账号 admin、editor 仍在使用 README 中公开的演示密码，任何人都可登录；请立即修改其密码或停用这些账号';

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const banner = (database: 'pglite' | 'postgres', demoAccounts: string[]) => startupBanner({ url: 'http://127.0.0.1:8080/', config: server.config, database, seeded: false, demoAccounts }).join('\n');

describe('demo accounts with their published passwords', () => {
  it('are warned about loudly on PostgreSQL: a log warning and a line of the banner', async () => {
    const { log, lines } = captureLog();
    expect(await checkDemoPasswords(server.services.db, SHARED_DATABASE, log)).toEqual(['admin', 'editor']);
    expect(lines).toEqual([expect.objectContaining({ level: 40, accounts: ['admin', 'editor'], msg: expect.stringContaining(WARNING) })]);
    expect(banner('postgres', ['admin', 'editor'])).toContain(`  !!! ${WARNING}`);
    expect(banner('postgres', ['admin', 'editor'])).not.toContain('Admin@2026');
  });

  it('are listed as the demo logins on PGlite, without a warning', async () => {
    const { log, lines } = captureLog();
    expect(await checkDemoPasswords(server.services.db, undefined, log)).toEqual(['admin', 'editor']);
    expect(lines).toEqual([]);
    const text = banner('pglite', ['admin', 'editor']);
    expect(text).toContain('demo logins:');
    expect(text).toContain('admin    Admin@2026');
    expect(text).not.toContain('警告');
  });

  it('leave out an account whose password was changed or which is disabled', async () => {
    const db = server.services.db;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(md5Hex('Changed@2026x')) })
      .where(eq(users.loginName, 'admin'));
    const { log, lines } = captureLog();
    expect(await checkDemoPasswords(db, SHARED_DATABASE, log)).toEqual(['editor']);
    expect(lines[0].msg).toContain('演示账号 editor 仍在使用');
    await db.update(users).set({ status: 0 }).where(eq(users.loginName, 'editor'));
    expect(await checkDemoPasswords(db, SHARED_DATABASE, captureLog().log)).toEqual([]);
    expect(banner('postgres', [])).not.toContain('演示');
    expect(banner('pglite', [])).not.toContain('demo logins');
  });
});
