/**
 * Login attempt limits per account and per client address, over a sliding
 * window. Keys are normalised by the caller (account names lower-cased).
 */
export interface LoginLimits {
  windowMs: number;
  /** Failures of one account after which a captcha is required. */
  captchaAfter: number;
  /** Failures of one account after which it is locked for the window. */
  accountLockAfter: number;
  /** Failures from one address after which it is locked for the window. */
  addressLockAfter: number;
}

export const DEFAULT_LIMITS: LoginLimits = { windowMs: 15 * 60_000, captchaAfter: 3, accountLockAfter: 10, addressLockAfter: 30 };

const MAX_KEYS = 50_000;

export class LoginRateLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    readonly limits: LoginLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  count(key: string) {
    return this.recent(key).length;
  }

  /**
   * Records a failure (or an attempt, counted before the slow check so that
   * parallel requests see each other) and returns its time for `forgive`.
   */
  fail(...keys: string[]): number {
    if (this.failures.size > MAX_KEYS) this.sweep();
    const time = this.now();
    keys.forEach((key) => this.failures.set(key, [...this.recent(key), time]));
    return time;
  }

  /** Takes back one attempt recorded by `fail` (it turned out to succeed). */
  forgive(time: number, ...keys: string[]) {
    keys.forEach((key) => {
      const list = this.failures.get(key);
      const index = list?.lastIndexOf(time) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
    });
  }

  /** Drops every key whose failures have all left the window (bounds memory under attack). */
  sweep() {
    [...this.failures.keys()].forEach((key) => this.recent(key));
  }

  reset(key: string) {
    this.failures.delete(key);
  }

  isLocked(accountKey: string, addressKey: string) {
    return this.count(accountKey) >= this.limits.accountLockAfter || this.count(addressKey) >= this.limits.addressLockAfter;
  }

  needsCaptcha(accountKey: string) {
    return this.count(accountKey) >= this.limits.captchaAfter;
  }
}
