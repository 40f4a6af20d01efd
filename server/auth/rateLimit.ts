/**
 * Login attempt limits over a sliding window, kept in the database
 * (sys_login_attempt) so they survive a restart and hold for every server
 * process on one database. Keys are normalised by the caller (account names
 * lower-cased, addresses by addressOf):
 * - `account:<name>`: wrong passwords of an account, from anywhere; past
 *   `captchaAfter` every login of the account needs a solved captcha;
 * - `address:<address>`: wrong passwords from one address; past
 *   `addressCaptchaAfter` every login from it needs a solved captcha;
 * - `pair:<name>|<address>`: wrong passwords of one account from one address;
 *   past `lockAfter` that address may not try that account for the window.
 * Only a password check counts: an attempt stopped before it (a missing or
 * wrong captcha, a stopped address) is taken back,
 * so nobody can lock an account without solving captchas, and no count ever
 * blocks the owner who knows the password and solves the captcha from
 * another address.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { systemClock, type Clock } from '../clock';

export interface LoginLimits {
  windowMs: number;
  /** Wrong passwords of one account after which its logins need a captcha. */
  captchaAfter: number;
  /** Wrong passwords from one address after which its logins need a captcha. */
  addressCaptchaAfter: number;
  /** Wrong passwords of one account from one address (or of one user's old password) after which they stop for the window. */
  lockAfter: number;
  /** Keys (fastdfs/rsa/getPublicKey), and captchas (user/captcha), one address may take per `keyWindowMs`. */
  keysPerWindow: number;
  keyWindowMs: number;
}

export const DEFAULT_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  captchaAfter: 3,
  addressCaptchaAfter: 10,
  lockAfter: 10,
  keysPerWindow: 120,
  keyWindowMs: 60_000,
};

export const limitKeys = {
  account: (loginName: string) => `account:${loginName.trim().toLowerCase()}`,
  address: (address: string) => `address:${address}`,
  pair: (loginName: string, address: string) => `pair:${loginName.trim().toLowerCase()}|${address}`,
  oldPassword: (userId: number) => `password:${userId}`,
  keys: (address: string) => `keys:${address}`,
  captchas: (address: string) => `captchas:${address}`,
};

const since = (clock: Clock, ms: number) => sql`${clock.sqlNow()} - ${`${ms} milliseconds`}::interval`;

export class LoginRateLimiter {
  constructor(
    private readonly db: Db,
    readonly limits: LoginLimits = DEFAULT_LIMITS,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The attempts of each key within the window (`windowMs` unless given). */
  async counts(keys: string[], windowMs = this.limits.windowMs): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ key: loginAttempts.key, count: sql<number>`count(*)`.mapWith(Number) })
      .from(loginAttempts)
      .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.at, since(this.clock, windowMs))))
      .groupBy(loginAttempts.key);
    return new Map(keys.map((key) => [key, rows.find((row) => row.key === key)?.count ?? 0]));
  }

  async count(key: string, windowMs?: number): Promise<number> {
    return (await this.counts([key], windowMs)).get(key) ?? 0;
  }

  /**
   * Records one attempt under each key and answers how many earlier attempts
   * each key has in the window (`windowMs` unless given), the attempt being
   * counted and read in one transaction that holds a lock on each key: of
   * parallel attempts, in this process or another, each sees those before it,
   * so a burst meets the same limits as attempts one after another. The keys'
   * rows older than the window go at the same time. `forgive` takes the
   * attempt back (it turned out to succeed, or never reached the check).
   */
  async attempt(keys: string[], windowMs = this.limits.windowMs): Promise<{ ids: number[]; before: Map<string, number> }> {
    return this.db.transaction(async (tx) => {
      // One order for every caller, so two attempts on the same keys never wait on each other crosswise.
      for (const key of [...new Set(keys)].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login-limit:${key}`}))`);
      await tx.delete(loginAttempts).where(and(inArray(loginAttempts.key, keys), lt(loginAttempts.at, since(this.clock, windowMs))));
      const rows = await tx
        .insert(loginAttempts)
        .values(keys.map((key) => ({ key, at: this.clock.sqlNow() })))
        .returning({ id: loginAttempts.id });
      const counted = await new LoginRateLimiter(tx as unknown as Db, this.limits, this.clock).counts(keys, windowMs);
      return { ids: rows.map((row) => row.id), before: new Map([...counted].map(([key, count]) => [key, count - 1])) };
    });
  }

  /**
   * A sign-in's attempt under each of its keys (`attempt`), with the failures each key had before it; `stop` takes
   * the attempt back and throws (a request refused before the password check counts for nothing), `passed` takes it
   * back after a right password.
   */
  async signIn(keys: string[]) {
    const attempt = await this.attempt(keys);
    return {
      passed: () => this.forgive(attempt.ids),
      failures: (key: string) => attempt.before.get(key) ?? 0,
      stop: async (error: Error): Promise<never> => {
        await this.forgive(attempt.ids);
        throw error;
      },
    };
  }

  /** Takes back attempts recorded by `attempt`. */
  async forgive(ids: number[]) {
    if (ids.length) await this.db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
  }

  async reset(key: string) {
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, key));
  }
}

/** Drops attempts older than any window (run with the other periodic purges). */
export const purgeLoginAttempts = async (db: Db, limits: LoginLimits = DEFAULT_LIMITS, clock: Clock = systemClock) => {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, since(clock, Math.max(limits.windowMs, limits.keyWindowMs))));
};

/** The app's sign-in counts (docs/app-sign-in.md): the same rules as the console's, under keys of their own. */
export const appLimitKeys = {
  account: (mobile: string) => `app-account:${mobile}`,
  address: (address: string) => `app-address:${address}`,
  pair: (mobile: string, address: string) => `app-pair:${mobile}|${address}`,
  codes: (address: string) => `app-codes:${address}`,
};
