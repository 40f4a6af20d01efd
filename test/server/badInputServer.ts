/**
 * The bad-input tests' server: the reference server on in-memory PGlite (or a
 * database of its own on the PostgreSQL run) whose
 * error log is kept (an unhandled error is a defect even when the client sees
 * only '服务器繁忙'), every endpoint it registers, a raw request sender and
 * the check of one answer (envelope, status below 500, a clear Chinese
 * message without internals).
 */
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { buildApp, serverModules } from '../../server/app';
import { serverFeatures } from '../../features/serverFeatures';
import type { Endpoint } from '../../server/http/api';
import { readyServer, type TestServer } from './helpers';
import { freshDatabase } from '../pg/freshDatabase';

export interface BadInputServer extends TestServer {
  /** The error-level log lines (parsed) written so far. */
  errors: Record<string, any>[];
  /** Every registered endpoint with the base it is served under. */
  endpoints: { endpoint: Endpoint; base: string }[];
}

export const startBadInputServer = async (): Promise<BadInputServer> => {
  const errors: Record<string, any>[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
  const testDatabase = await freshDatabase();
  const config = loadConfig({ STATIC_DIR: '/nonexistent', ...testDatabase.env });
  const { services, database } = await bootstrap(config, { inMemory: true, log, limits: { keysPerWindow: 100_000 }, features: serverFeatures });
  const app = await buildApp(services, { features: serverFeatures, loggerInstance: log });
  const { webCenter, file } = serverModules(serverFeatures);
  const endpoints = [
    ...webCenter.flatMap((module) => module(services)).map((endpoint) => ({ endpoint, base: config.apiBase })),
    ...file.flatMap((module) => module(services)).map((endpoint) => ({ endpoint, base: config.fileBase })),
  ];
  return { ...(await readyServer(app, services, database, testDatabase.drop)), errors, endpoints };
};

export interface RawRequest {
  label: string;
  token?: string;
  /** POST: the body text as sent. */
  payload?: string;
  contentType?: string;
  /** GET: the query string's values. */
  query?: Record<string, string | string[]>;
}

export interface RawAnswer {
  httpStatus: number;
  contentType: string;
  disposition: string;
  text: string;
}

export const send = async (server: BadInputServer, target: { endpoint: Endpoint; base: string }, request: RawRequest): Promise<RawAnswer> => {
  const { endpoint, base } = target;
  const response = await server.app.inject({
    method: endpoint.method,
    url: `${base}${endpoint.path}`,
    query: request.query,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(request.token ? { token: request.token } : {}),
      ...(endpoint.method === 'POST' ? { 'content-type': request.contentType ?? 'application/json' } : {}),
    },
    payload: endpoint.method === 'POST' ? (request.payload ?? '{}') : undefined,
  });
  return {
    httpStatus: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    disposition: String(response.headers['content-disposition'] ?? ''),
    text: response.body,
  };
};

const CHINESE = /[\u4e00-\u9fff]/;
/** Internals a message must never show: stack frames, module paths, error class names, SQL. */
const INTERNAL = [
  /\bat \S+ \(/,
  /at \/|\(\/|node:internal/,
  /node_modules/,
  /\w*Error:/,
  /TypeError|RangeError|SyntaxError|ReferenceError/,
  /\bselect\s/i,
  /relation "/i,
  /syntax error/i,
  /\bundefined\b/,
  /\[object Object\]/,
  /\bNaN\b/,
];
/** The answer of an unhandled error (server/app.ts setErrorHandler). */
const UNHANDLED = '服务器繁忙，请稍后重试';

export interface Verdict {
  accepted: boolean;
  status: number | null;
  statusText: string;
}

/** Checks one answer; throws a readable Error when it is a defect. */
export const checkAnswer = (target: { endpoint: Endpoint }, answer: RawAnswer, newErrors: Record<string, any>[]): Verdict => {
  const { endpoint } = target;
  const where = `${endpoint.method} ${endpoint.path}`;
  const problem = (what: string) => new Error(`${where}: ${what} (HTTP ${answer.httpStatus}, ${answer.contentType}): ${answer.text.slice(0, 300)}`);
  if (newErrors.length) {
    const [first] = newErrors;
    throw problem(
      `unhandled error logged: ${first.err?.message ?? first.msg} ${String(first.err?.stack ?? '')
        .split('\n')
        .slice(1, 3)
        .join(' | ')}`,
    );
  }
  if (answer.httpStatus >= 500) throw problem('5xx answer');
  if (!answer.contentType.includes('application/json')) {
    // A raw endpoint's success is a file; anything else must be the envelope.
    if (endpoint.raw && answer.httpStatus === 200 && /attachment/i.test(answer.disposition)) return { accepted: true, status: null, statusText: '' };
    throw problem('not the JSON envelope');
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw problem('JSON content type but not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw problem('not an object');
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'data,status,statusText') throw problem(`envelope fields are ${keys}`);
  if (typeof body.status !== 'number' || typeof body.statusText !== 'string') throw problem('status or statusText of the wrong type');
  const { status, statusText } = body as { status: number; statusText: string };
  if (status === 0) return { accepted: true, status, statusText };
  if (statusText === UNHANDLED) throw problem('unhandled error (服务器繁忙)');
  if (!CHINESE.test(statusText)) throw problem('message without Chinese');
  const shown = `${statusText} ${JSON.stringify(body.data ?? '')}`;
  const leak = INTERNAL.find((pattern) => pattern.test(shown));
  if (leak) throw problem(`message shows internals (${leak})`);
  return { accepted: false, status, statusText };
};
