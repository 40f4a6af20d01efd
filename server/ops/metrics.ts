/**
 * The server's Prometheus metrics (GET /metrics, health.ts): requests by route, method and status with their
 * durations, the PostgreSQL pool, failed logins, app events taken in, and imports and exports running. Each
 * server has a registry of its own rather than prom-client's global one, so two servers in one process (the
 * tests) never count into each other or clash on a name. Modules see only the small interface below; the
 * library stays in this file.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type LoginRealm = 'console' | 'app';
/** Why a login failed: a wrong password (or user), a wrong SMS code (app), the address locked out, a captcha missing or wrong, a disabled account. */
export type LoginFailure = 'password' | 'code' | 'locked' | 'captcha' | 'disabled';
/** Calls that hold a workbook or a document for a while (callWork.ts). */
export type CallWork = 'import' | 'export';

export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface ServerMetrics {
  readonly registry: Registry;
  loginFailed: (realm: LoginRealm, reason: LoginFailure) => void;
  /** Records the app reported and the server stored (`kind`: event, appDownload, disclosureQuery). */
  eventsIngested: (kind: string, count: number) => void;
  /** Runs `work`, counted as running while it does. */
  running: <T>(kind: CallWork, work: () => Promise<T>) => Promise<T>;
  /** One answered request: its route pattern (never the raw address), method, HTTP status and duration. */
  requestDone: (route: string, method: string, status: number, seconds: number) => void;
}

export interface MetricsOptions {
  /** The PostgreSQL pool's counts (server/db/client.ts); absent on PGlite, which has one connection. */
  poolStats?: () => PoolStats;
}

export const createMetrics = (options: MetricsOptions = {}): ServerMetrics => {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const loginFailures = new Counter({ name: 'webcenter_login_failures_total', help: 'Failed logins, by realm (console, app) and reason', labelNames: ['realm', 'reason'], registers });
  const ingested = new Counter({ name: 'webcenter_app_events_ingested_total', help: 'Records reported by the app and stored, by kind', labelNames: ['kind'], registers });
  const runningGauges = {
    import: new Gauge({ name: 'webcenter_imports_running', help: 'Imports (workbooks being read and stored) in progress', registers }),
    export: new Gauge({ name: 'webcenter_exports_running', help: 'Exports (workbooks and documents being built) in progress', registers }),
  };
  const { poolStats } = options;
  if (poolStats) {
    // Read when scraped: the pool keeps the counts itself.
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('webcenter_db_pool_connections', 'PostgreSQL pool: connections open', (stats) => stats.totalCount);
    poolGauge('webcenter_db_pool_idle', 'PostgreSQL pool: connections open and idle', (stats) => stats.idleCount);
    poolGauge('webcenter_db_pool_waiting', 'PostgreSQL pool: queries waiting for a connection', (stats) => stats.waitingCount);
  }
  return {
    registry,
    loginFailed: (realm, reason) => loginFailures.inc({ realm, reason }),
    eventsIngested: (kind, count) => {
      if (count > 0) ingested.inc({ kind }, count);
    },
    running: async (kind, work) => {
      const gauge = runningGauges[kind];
      gauge.inc();
      try {
        return await work();
      } finally {
        gauge.dec();
      }
    },
    requestDone: (route, method, status, seconds) => {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
};
