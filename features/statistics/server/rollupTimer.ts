/**
 * The rollup step on a timer, so today's figures stay close to the events
 * even while nobody reads them, and an ended month is frozen soon after
 * midnight. Each run's work is guarded by the database's advisory locks, so
 * the timers of several server processes may overlap harmlessly.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../server/db/client';
import { refreshStatistics } from './rollup';

export const ROLLUP_INTERVAL_MS = 60_000;

export const startRollupTimer = (db: Db, log: FastifyBaseLogger, graceDays: number, intervalMs = ROLLUP_INTERVAL_MS) => {
  let running = false;
  const timer = setInterval(() => {
    // A slow run (a backlog of dirty days) is not started twice by this process.
    if (running) return;
    running = true;
    refreshStatistics(db, new Date(), graceDays)
      .then(({ rolled, frozen }) => {
        if (rolled || frozen.length) log.info({ rolled, frozen }, 'statistics rolled up');
      })
      .catch((error) => log.error(error, 'statistics rollup failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return timer;
};
