/**
 * One operator of the load script (bench/load.ts): one autocannon connection
 * with its own session, cycling through a list with a title filter, a detail
 * of some news, a create with a unique title, a list of one category, a
 * detail of its own record (reading back its last update) and an update of
 * that record with its current version. It keeps what it sent and what the
 * server acknowledged, for the count check afterwards.
 */
import { createRequire } from 'node:module';
import { API_BASE, JSON_HEADERS } from './serverLogin';

const require = createRequire(import.meta.url);

interface AutocannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
}
interface Request {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
// autocannon 9 is CommonJS with no types.
const autocannon = require('autocannon') as (options: Record<string, unknown>) => AutocannonInstance;

export const CREATE_PREFIX = '负载新建';
export const OWN_PREFIX = '负载自有';

export const operatorPrefixes = (run: string, slot: number) => ({ createPrefix: `${CREATE_PREFIX}${run}-${slot}-`, ownPrefix: `${OWN_PREFIX}${run}-${slot}-` });

/** What every operator adds to: answers by kind, envelope failures by message, latencies. */
export interface Tally {
  answers: Record<string, number>;
  failures: Map<string, number>;
  conflicts: number;
  /** A detail of the operator's own record that did not show its last acknowledged update. */
  staleReads: number;
  latencies: number[];
  /** Per kind of request: the time from building it to its answer, and the requests never answered (timed out, or cut off at the end). */
  kindLatencies: Record<string, number[]>;
  unanswered: Record<string, number>;
  /** Answers slower than SLOW_MS: kind, when it was built (ms since the first request) and how long it took. */
  slow: Array<{ kind: string; atMs: number; ms: number }>;
  firstAt: number;
}

const SLOW_MS = 3000;
/** autocannon's answer time-out (its default is 10 s; see docs/reliability.md for why 30). */
export const TIMEOUT_SECONDS = Number(process.env.LOAD_TIMEOUT_SECONDS ?? 30);

export const newTally = (): Tally => ({ answers: {}, failures: new Map(), conflicts: 0, staleReads: 0, latencies: [], kindLatencies: {}, unanswered: {}, slow: [], firstAt: 0 });

export interface Operator {
  slot: number;
  /** Titles of its creates and of its own record: unique to the run and the operator. */
  createPrefix: string;
  ownPrefix: string;
  token: string;
  ownId: number;
  version: number;
  /** The title of the own record as last acknowledged, and an update's title sent with no answer yet. */
  ownTitle: string;
  pendingTitle: string | null;
  createsSent: Set<string>;
  createsAcked: Set<string>;
  updatesSent: number;
  updatesAcked: number;
  /** Rounds of the request list run so far (numbers the titles of its creates and updates). */
  round: number;
}

export interface LoadFixture {
  url: string;
  newsIds: number[];
  newsTypeIds: number[];
  newsTypeId: number;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

export const newsBody = (title: string, newsTypeId: number) => ({
  title,
  newsTypeId,
  content: `<p>${title}：负载测试正文。</p>`,
  source: '负载测试',
  releaseTime: '2026-05-01T02:00:00.000Z',
});

/** What the create, detail and update steps read back: the operator's news record. */
interface NewsAnswer {
  title: string;
  version: number;
}

interface Envelope {
  status: number;
  data?: unknown;
  statusText: string;
}

const parse = (body: string): Envelope | null => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/** The request of one operator waiting for its answer. */
const inFlight = new WeakMap<Tally, Map<number, { kind: string; at: number }>>();
const begin = (tally: Tally, slot: number, kind: string) => {
  const map = inFlight.get(tally) ?? new Map<number, { kind: string; at: number }>();
  inFlight.set(tally, map);
  const previous = map.get(slot);
  if (previous) tally.unanswered[previous.kind] = (tally.unanswered[previous.kind] ?? 0) + 1;
  map.set(slot, { kind, at: performance.now() });
  tally.firstAt ||= performance.now();
};
const end = (tally: Tally, slot: number, kind: string) => {
  const started = inFlight.get(tally)?.get(slot);
  inFlight.get(tally)?.delete(slot);
  if (!started) return;
  const ms = performance.now() - started.at;
  (tally.kindLatencies[kind] ??= []).push(ms);
  if (ms > SLOW_MS) tally.slow.push({ kind, atMs: Math.round(started.at - tally.firstAt), ms: Math.round(ms) });
};
/** The requests still unanswered when the run ended. */
export const cutOff = (tally: Tally) => {
  for (const { kind } of inFlight.get(tally)?.values() ?? []) tally.unanswered[kind] = (tally.unanswered[kind] ?? 0) + 1;
};

/** Counts an answer; answers its data when the envelope says success. */
const record = <T = unknown>(tally: Tally, kind: string, body: string): T | null => {
  tally.answers[kind] = (tally.answers[kind] ?? 0) + 1;
  const answer = parse(body);
  // The step names the data's shape; a success with no data still counts as one (true).
  if (answer?.status === 0) return (answer.data ?? true) as T;
  const message = answer ? `${kind}: ${answer.statusText}` : `${kind}: not JSON`;
  if ((answer?.data as { conflict?: boolean } | null | undefined)?.conflict) tally.conflicts += 1;
  else tally.failures.set(message, (tally.failures.get(message) ?? 0) + 1);
  return null;
};

interface Step {
  kind: string;
  method: string;
  path: string;
  setupRequest: (request: Request) => Request;
  onResponse: (status: number, body: string) => void;
}

/** Each step timed from its building to its answer (autocannon sends it as soon as it is built). */
const timed = (steps: Step[], tally: Tally, slot: number) =>
  steps.map(({ kind, setupRequest, onResponse, ...request }) => ({
    ...request,
    setupRequest: (built: Request) => {
      begin(tally, slot, kind);
      return setupRequest(built);
    },
    onResponse: (status: number, body: string) => {
      end(tally, slot, kind);
      onResponse(status, body);
    },
  }));

const requests = (operator: Operator, fixture: LoadFixture, tally: Tally): Step[] => {
  const call = (path: string) => `${API_BASE}${path}`;
  const withBody = (request: Request, body: unknown): Request => ({ ...request, body: JSON.stringify(body) });
  return [
    {
      kind: 'list',
      method: 'POST',
      path: call('business/news/queryList'),
      setupRequest: (request: Request) => withBody(request, { pageNum: 1 + Math.floor(Math.random() * 3), pageSize: 10, title: '负载' }),
      onResponse: (_status: number, body: string) => void record(tally, 'list', body),
    },
    {
      kind: 'detail',
      method: 'POST',
      path: call('business/news/queryDetails'),
      setupRequest: (request: Request) => withBody(request, { id: pick(fixture.newsIds) }),
      onResponse: (_status: number, body: string) => void record(tally, 'detail', body),
    },
    {
      kind: 'create',
      method: 'POST',
      path: call('business/news/add'),
      setupRequest: (request: Request) => {
        operator.round += 1;
        const title = `${operator.createPrefix}${operator.round}`;
        operator.createsSent.add(title);
        return withBody(request, newsBody(title, fixture.newsTypeId));
      },
      onResponse: (_status: number, body: string) => {
        const data = record<NewsAnswer>(tally, 'create', body);
        if (data?.title) operator.createsAcked.add(data.title);
      },
    },
    {
      kind: 'list by category',
      method: 'POST',
      path: call('business/news/queryList'),
      setupRequest: (request: Request) => withBody(request, { pageNum: 1, pageSize: 20, newsTypeId: pick(fixture.newsTypeIds), orderBy: 'releaseTime', order: 'DESC' }),
      onResponse: (_status: number, body: string) => void record(tally, 'list', body),
    },
    {
      kind: 'detail of own record',
      method: 'POST',
      path: call('business/news/queryDetails'),
      setupRequest: (request: Request) => withBody(request, { id: operator.ownId }),
      onResponse: (_status: number, body: string) => {
        const data = record<NewsAnswer>(tally, 'detail', body);
        if (!data) return;
        const known = data.title === operator.ownTitle || data.title === operator.pendingTitle;
        if (!known) tally.staleReads += 1;
        // An update that timed out may have been stored: adopt what is stored.
        operator.version = data.version;
        operator.ownTitle = data.title;
        operator.pendingTitle = null;
      },
    },
    {
      kind: 'update',
      method: 'POST',
      path: call('business/news/updateDetails'),
      setupRequest: (request: Request) => {
        const title = `${operator.ownPrefix}改${operator.round}`;
        operator.pendingTitle = title;
        operator.updatesSent += 1;
        return withBody(request, { id: operator.ownId, version: operator.version, title });
      },
      onResponse: (_status: number, body: string) => {
        const data = record<NewsAnswer>(tally, 'update', body);
        if (!data) return;
        operator.updatesAcked += 1;
        operator.version = data.version;
        operator.ownTitle = data.title;
        operator.pendingTitle = null;
      },
    },
  ];
};

/**
 * Runs the operators for `seconds` as one autocannon instance with one
 * connection each: every connection takes the next operator (its session and
 * its request list) when autocannon sets it up. Answers autocannon's error counts.
 */
export const runOperators = async (operators: Operator[], fixture: LoadFixture, tally: Tally, seconds: number): Promise<AutocannonResult> => {
  let next = 0;
  const instance = autocannon({
    url: fixture.url,
    connections: operators.length,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers: JSON_HEADERS,
    // Replaced per connection in setupClient.
    requests: [{ method: 'POST', path: `${API_BASE}business/news/queryList`, body: '{}' }],
    setupClient: (client: { setRequests: (requests: unknown[]) => void }) => {
      const operator = operators[next++ % operators.length];
      const steps = requests(operator, fixture, tally).map((step) => ({ ...step, headers: { token: operator.token } }));
      client.setRequests(timed(steps, tally, operator.slot));
    },
  });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => void tally.latencies.push(responseTime));
  const { errors, timeouts, non2xx } = await instance;
  return { errors, timeouts, non2xx };
};
