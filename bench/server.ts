/**
 * Issue 8 item 5: autocannon against business/news/queryList (page 1 of 10,
 * the console's body) with 100,000 news rows, on PGlite and on PostgreSQL
 * when one can be had, beside json-server serving the same rows
 * (GET /news?_page=1&_limit=10) in the same run.
 *
 * Method: each server runs in its own process; after a 2 s warm-up of each,
 * RUNS runs of BENCH_SERVER_SECONDS (default 5) seconds with 10 connections
 * alternate ours and the peer's (throughput, and latency under that load),
 * then RUNS runs of BENCH_SERVER_SINGLE_SECONDS (default 3) with 1 connection
 * (the time one request takes: at 10 connections a single-threaded database
 * answers in about 10 ÷ throughput, whatever a request costs). Every figure is
 * the median of the per-run values, beside their min and max.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startServer, type RunningServer } from '../test/e2e/serverProcess';
import { newsRows } from './newsRows';
import { loadRun, CONNECTIONS, type LoadResult, type LoadTarget } from './serverLoad';
import { apiLogin, API_BASE, JSON_HEADERS } from './serverLogin';
import { startPeerProcess, type PeerProcess } from './serverPeer';
import { startBenchPostgres } from './serverPostgres';
import { prepareServerData } from './serverSeed';
import { RUNS, round, summarise, type Summary } from './stats';
import type { BenchRow } from './types';

export const SERVER_ROWS = Number(process.env.BENCH_SERVER_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 5);
const SINGLE_SECONDS = Number(process.env.BENCH_SERVER_SINGLE_SECONDS ?? 3);
const WARM_UP_SECONDS = 2;

/** What the console sends for the first page of the news list (declared sort: releaseTime DESC). */
export const LIST_BODY = { pageNum: 1, pageSize: 10, orderBy: 'releaseTime', order: 'DESC' };

const ourTarget = (server: RunningServer, token: string): LoadTarget => ({
  url: `${server.url}${API_BASE}business/news/queryList`,
  method: 'POST',
  headers: { ...JSON_HEADERS, token },
  body: JSON.stringify(LIST_BODY),
  check: (body) => body.startsWith('{"status":0,'),
});

const peerTarget = (peer: PeerProcess): LoadTarget => ({
  url: `${peer.url}/news?_page=1&_limit=10`,
  method: 'GET',
  check: (body) => body.startsWith('['),
});

/** One answer read whole before the load: the page must hold 10 rows of SERVER_ROWS. */
const checkFirstPage = async (target: LoadTarget) => {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const answer = (await response.json()) as { status: number; data: { list: unknown[]; total: number } };
  if (answer.status !== 0 || answer.data.list.length !== 10 || answer.data.total !== SERVER_ROWS) {
    throw new Error(`queryList answered ${JSON.stringify(answer).slice(0, 300)}`);
  }
};

/** The medians (with min and max) of load runs, and their responses and errors in all. */
export interface Measured {
  rps: Summary;
  p50: Summary;
  p95: Summary;
  p99: Summary;
  responses: number;
  errors: number;
}

export const summariseRuns = (runs: LoadResult[]): Measured => ({
  rps: summarise(runs.map((run) => round(run.requestsPerSecond, 0))),
  p50: summarise(runs.map((run) => round(run.p50, 2))),
  p95: summarise(runs.map((run) => round(run.p95, 2))),
  p99: summarise(runs.map((run) => round(run.p99, 2))),
  responses: runs.reduce((sum, run) => sum + run.responses, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

/** Warm-up, then RUNS alternating runs of ours and the peer's. */
export const measureAlternating = async (ours: LoadTarget, peer: LoadTarget | null, connections = CONNECTIONS, seconds = SECONDS): Promise<{ ours: Measured; peer: Measured | null }> => {
  await loadRun(ours, WARM_UP_SECONDS, connections);
  if (peer) await loadRun(peer, WARM_UP_SECONDS, connections);
  const oursRuns: LoadResult[] = [];
  const peerRuns: LoadResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    oursRuns.push(await loadRun(ours, seconds, connections));
    if (peer) peerRuns.push(await loadRun(peer, seconds, connections));
  }
  return { ours: summariseRuns(oursRuns), peer: peer ? summariseRuns(peerRuns) : null };
};

const errorsNote = (label: string, measured: Measured | null) => (measured ? `${label}: ${measured.errors} errors in ${measured.responses} responses` : '');

/** Both loads of one database: 10 connections (throughput) and 1 connection (the time one request takes). */
interface Pair {
  ours: Measured;
  peer: Measured | null;
}

const ratio = (a?: Summary, b?: Summary) => (a && b ? round(a.median / b.median, 2) : null);

const latencyRow = (item: string, figure: 'p50' | 'p99', pair: Pair | null, goal?: { text: string; met: (ms: number) => boolean }): BenchRow => ({
  section: 'server',
  item,
  unit: 'ms',
  ours: pair?.ours[figure] ?? null,
  peer: pair?.peer?.[figure] ?? null,
  ratio: pair ? ratio(pair.ours[figure], pair.peer?.[figure]) : null,
  ...(goal ? { goal: goal.text, met: pair ? goal.met(pair.ours[figure].median) : null } : {}),
});

const rowsFor = (database: string, loaded: Pair | null, single: Pair | null, note: string): BenchRow[] => {
  const goals = database === 'PGlite';
  const rps = loaded ? ratio(loaded.ours.rps, loaded.peer?.rps) : null;
  return [
    {
      section: 'server',
      item: `queryList req/s, ${database}, ${SERVER_ROWS} rows, ${CONNECTIONS} connections (peer: json-server)`,
      unit: 'req/s',
      ours: loaded?.ours.rps ?? null,
      peer: loaded?.peer?.rps ?? null,
      ratio: rps,
      ...(goals ? { goal: '≥ 2×', met: rps === null ? null : rps >= 2 } : {}),
      note,
    },
    latencyRow(`queryList p50, ${database}, 1 connection`, 'p50', single, goals ? { text: '< 5 ms', met: (ms) => ms < 5 } : undefined),
    latencyRow(`queryList p99, ${database}, 1 connection`, 'p99', single),
    latencyRow(`queryList p50, ${database}, ${CONNECTIONS} connections`, 'p50', loaded),
    latencyRow(`queryList p99, ${database}, ${CONNECTIONS} connections`, 'p99', loaded),
  ];
};

/** Seeds a data folder (and the database of DATABASE_URL in `env`), starts the server on it, logs in and measures. */
const measureServer = async (env: NodeJS.ProcessEnv, peer: PeerProcess): Promise<{ loaded: Pair; single: Pair }> => {
  const rows = newsRows(SERVER_ROWS);
  const dataDir = await prepareServerData(rows, env);
  let server: RunningServer | null = null;
  try {
    server = await startServer(env, dataDir);
    const token = await apiLogin(server.url);
    const target = ourTarget(server, token);
    await checkFirstPage(target);
    const loaded = await measureAlternating(target, peerTarget(peer), CONNECTIONS, SECONDS);
    const single = await measureAlternating(target, peerTarget(peer), 1, SINGLE_SECONDS);
    return { loaded, single };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const method = () =>
  `median of ${RUNS} runs of ${SECONDS} s at ${CONNECTIONS} connections, then ${RUNS} of ${SINGLE_SECONDS} s at 1 connection, ` +
  `each after a ${WARM_UP_SECONDS} s warm-up; runs alternate ours and json-server (each in its own process)`;

const notes = (measured: { loaded: Pair; single: Pair }) =>
  [
    errorsNote('ours', measured.loaded.ours),
    errorsNote('json-server', measured.loaded.peer),
    errorsNote('ours at 1 connection', measured.single.ours),
    errorsNote('json-server at 1 connection', measured.single.peer),
  ].join(', ');

export const benchServer = async (): Promise<BenchRow[]> => {
  const peer = await startPeerProcess(SERVER_ROWS);
  try {
    const pglite = await measureServer({ DATABASE_URL: '' }, peer);
    const rows = rowsFor('PGlite', pglite.loaded, pglite.single, `${method()}; ${notes(pglite)}`);
    const postgres = await startBenchPostgres();
    if ('reason' in postgres) return [...rows, ...rowsFor('PostgreSQL', null, null, postgres.reason)];
    try {
      const measured = await measureServer({ DATABASE_URL: postgres.url }, peer);
      return [...rows, ...rowsFor('PostgreSQL', measured.loaded, measured.single, `${postgres.where}; ${method()}; ${notes(measured)}`)];
    } catch (error) {
      return [...rows, ...rowsFor('PostgreSQL', null, null, `PostgreSQL run failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`)];
    } finally {
      await postgres.stop();
    }
  } finally {
    await peer.stop();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchServer();
  console.log(JSON.stringify(rows, null, 2));
}
