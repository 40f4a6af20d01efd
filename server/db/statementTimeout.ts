/**
 * How long one statement may run (DB_STATEMENT_TIMEOUT_MS, README "Settings"),
 * so that no single request can hold a database connection, or the pool, for
 * ever: PostgreSQL cancels a statement over the limit with error 57014
 * (query_canceled), which the error handler (server/app.ts) answers with
 * `QUERY_TIMEOUT_MESSAGE`.
 *
 * PGlite does not honour statement_timeout: it runs PostgreSQL compiled to
 * WASM on the server's main thread, without the timer signal PostgreSQL
 * cancels with (measured with PGlite 0.5.16: `SET statement_timeout = 100`,
 * then `SELECT pg_sleep(1)` sleeps its second, and a 3,000 × 3,000
 * generate_series cross join counts its 9 million rows, both unrefused).
 * Nothing on that thread, not even a JavaScript timer, runs while a statement
 * does. On PGlite the guard is therefore the shape of the statements: the
 * pages' queries are bounded (docs/reliability.md, issue 34). Running PGlite
 * in a worker thread would keep the server answering during a long statement
 * and let it give up on one (end the worker, reopen the data folder); not done.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The default limit: far above any page's query (tens of milliseconds, docs/statistics.md), far below a hung request. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

export const QUERY_TIMEOUT_MESSAGE = '查询超时，请缩小查询范围后重试';

/** A statement cancelled by statement_timeout (or by an administrator): PostgreSQL's query_canceled, 57014, however wrapped. */
export const isQueryCanceled = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * No statement limit for the rest of the transaction `tx`: for maintenance
 * whose work is set by the stored data, not by a request (the rollup step
 * recomputing a month's dirty days, summing a week, freezing a month), which
 * must finish for the figures to be right and would otherwise fail the same
 * way at every retry. Called once the transaction holds its lock, so waiting
 * for the lock stays limited: a reader queued behind a long rollup is answered
 * with the time-out message instead of holding its connection.
 */
export const liftStatementTimeout = async (tx: Db) => {
  await tx.execute(sql`SET LOCAL statement_timeout = 0`);
};
