/**
 * One autocannon load run against one call on 127.0.0.1: requests per second,
 * p50 and p99 latency (from each response's own time in ms, not autocannon's
 * whole-millisecond histogram) and the errors: connection errors, time-outs,
 * non-2xx answers and bodies the check refuses.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}

interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}

// autocannon 9 is CommonJS with no types.
const autocannon = require('autocannon') as (options: Record<string, unknown>) => AutocannonInstance;

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Whether an answer's body is the expected one (e.g. the success envelope). */
  check: (body: string) => boolean;
  /** A mix: each connection sends these in turn (paths under `url`'s origin) instead of the one request. */
  requests?: Array<{ method: 'GET' | 'POST'; path: string; body?: string }>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  /** Connection errors, time-outs, non-2xx answers and refused bodies. */
  errors: number;
}

export const CONNECTIONS = 10;

const percentile = (sorted: number[], fraction: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] : Number.NaN);

export const loadRun = async (target: LoadTarget, seconds: number, connections = CONNECTIONS): Promise<LoadResult> => {
  const latencies: number[] = [];
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections,
    duration: seconds,
    verifyBody: target.check,
    ...(target.requests ? { requests: target.requests.map((request) => ({ ...request, headers: target.headers ?? {} })) } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    responses: latencies.length + result.non2xx,
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
  };
};
