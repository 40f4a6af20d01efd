/** A clock a test sets and moves (server/clock.ts): time passes only when the test says so. */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../server/clock';

export class TestClock implements Clock {
  private at: number;

  constructor(start: Date | string) {
    this.at = new Date(start).getTime();
  }

  now() {
    return new Date(this.at);
  }

  sqlNow() {
    return sql`${new Date(this.at).toISOString()}::timestamptz`;
  }

  advance(ms: number) {
    this.at += ms;
  }

  set(to: Date | string) {
    this.at = new Date(to).getTime();
  }
}
