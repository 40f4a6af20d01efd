/**
 * Demo accounts that still open with the passwords published in the README (DEMO_LOGINS). Harmless on a
 * developer's PGlite; on a shared PostgreSQL (DATABASE_URL) anyone who has read the README can sign in as
 * the super administrator, so a start says so loudly: a pino warning and a line in the start-up banner.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DEMO_LOGINS } from '../db/seed';
import { md5Hex, verifyPassword } from '../auth/password';

export const demoPasswordWarning = (loginNames: string[]) =>
  `警告：演示账号 ${loginNames.join('、')} 仍在使用 README 中公开的演示密码，任何人都可登录；请立即修改其密码或停用这些账号 / WARNING: demo accounts with their published passwords`;

/** Login names of the enabled demo accounts whose password is still the published one (checked side by side: a start waits for them). */
export const accountsWithDemoPasswords = async (db: Db): Promise<string[]> => {
  const open = await Promise.all(
    DEMO_LOGINS.map(async (login) => {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(sql`lower(${users.loginName}) = ${login.loginName}`, eq(users.status, 1)));
      return row && (await verifyPassword(md5Hex(login.password), row.passwordHash)) ? login.loginName : null;
    }),
  );
  return open.filter((name) => name !== null);
};

/** The check of a start: warns on PostgreSQL; answers the accounts either way (the banner lists them). */
export const checkDemoPasswords = async (db: Db, databaseUrl: string | undefined, log: FastifyBaseLogger): Promise<string[]> => {
  const open = await accountsWithDemoPasswords(db);
  if (open.length && databaseUrl) log.warn({ accounts: open }, demoPasswordWarning(open));
  return open;
};
