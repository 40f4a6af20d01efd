/**
 * Where a server reads the time. Production reads the system clock, and
 * inside a statement the database's `now()`, so every process on every
 * machine counts limits and expiries against one clock. A test gives its
 * server a clock it moves itself (test/server/testClock.ts): a limit's
 * window, a key's expiry, an idle session and a day boundary are then the
 * test's choice, not a wait on the wall clock.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface Clock {
  now(): Date;
  /** The same instant for a statement. */
  sqlNow(): SQL;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sqlNow: () => sql`now()`,
};
