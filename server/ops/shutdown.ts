/**
 * A graceful stop (SIGTERM, SIGINT): the server reports not ready at once (/readyz 503) and closes every
 * connection after its answer; after SHUTDOWN_DELAY_MS (for a proxy that only learns from /readyz) it stops
 * listening through Fastify's close, which answers 503 to requests that still arrive on open connections
 * (return503OnClosing) and waits for the requests in hand. Those get SHUTDOWN_GRACE_MS in all; then the
 * connections still open are cut. The database closes after the last answer, so every write that was
 * answered as done is committed. A second signal ends the process at once.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { markStopping } from './readiness';

export interface StopOptions {
  graceMs: number;
  delayMs: number;
  log: FastifyBaseLogger;
  /** Closes the database, once no request runs any more. */
  closeDatabase: () => Promise<void>;
}

/** How often a stopping server closes connections that have become idle (a kept-alive one waits for its next request otherwise). */
const IDLE_SWEEP_MS = 100;

/** Stops the server (see the file's comment); answers whether every request in hand was answered. */
export const gracefulStop = async (app: FastifyInstance, { graceMs, delayMs, log, closeDatabase }: StopOptions): Promise<{ drained: boolean }> => {
  markStopping(app);
  if (delayMs > 0) {
    log.info({ delayMs }, 'stopping: not ready, still serving while the proxy takes this process out');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  log.info({ graceMs }, 'stopping: no new connections, finishing the requests in hand');
  let drained = true;
  const cut = setTimeout(() => {
    drained = false;
    log.error({ graceMs }, 'stopping: requests still running after the grace period were cut');
    app.server.closeAllConnections();
  }, graceMs);
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(sweep);
  }
  await closeDatabase();
  log.info({ drained }, 'stopped');
  return { drained };
};

/**
 * Runs `stop` on the first SIGTERM or SIGINT and exits with the code it answers; a second signal exits at once
 * (code 1), for an operator who will not wait for the grace period.
 */
export const onStopSignals = (stop: (signal: NodeJS.Signals) => Promise<number>, log: FastifyBaseLogger) => {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop(signal).then(
      (code) => process.exit(code),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
};
