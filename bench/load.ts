/**
 * `npm run load` (docs/reliability.md "Load"): OPERATORS (50) concurrent
 * operators, each one autocannon connection with its own admin session, play
 * a mixed news workload (lists with paging and a filter, details, creates,
 * updates) for LOAD_SECONDS (default 60) against a server on 127.0.0.1 with a
 * fresh PGlite data folder (or BENCH_URL). Then a count check through the API.
 * Prints a table, writes bench/load-results.json, and exits non-zero on any
 * error or lost write.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../test/e2e/serverProcess';
import { apiLogin } from './serverLogin';
import { apiPost, countCheck, newsTotals } from './loadCheck';
import { CREATE_PREFIX, TIMEOUT_SECONDS, cutOff, newTally, newsBody, operatorPrefixes, runOperators, type LoadFixture, type Operator } from './loadOperator';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const OPERATORS = Number(process.env.LOAD_OPERATORS ?? 50);
/** Before the measured run, a few operators warm the server up (a cold server answers its first burst slowly). */
const WARM_UP_SECONDS = Number(process.env.LOAD_WARM_UP_SECONDS ?? 5);
const WARM_UP_OPERATORS = 10;
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-results.json');

const percentile = (sorted: number[], fraction: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] * 10) / 10 : null);

const prepare = async (url: string, run: string) => {
  const admin = await apiLogin(url);
  const types = await apiPost<{ list: Array<{ id: number }> }>(url, admin, 'business/newsType/queryList', { pageSize: 100 });
  const newsTypeIds = types.list.map((type) => type.id);
  const operators: Operator[] = [];
  for (let slot = 1; slot <= OPERATORS; slot += 1) {
    const token = await apiLogin(url); // one session per operator
    const prefixes = operatorPrefixes(run, slot);
    const own = await apiPost<{ id: number; version: number; title: string }>(url, token, 'business/news/add', newsBody(`${prefixes.ownPrefix}0`, newsTypeIds[0]));
    operators.push({
      slot,
      token,
      ...prefixes,
      ownId: own.id,
      version: own.version,
      ownTitle: own.title,
      pendingTitle: null,
      createsSent: new Set(),
      createsAcked: new Set(),
      updatesSent: 0,
      updatesAcked: 0,
      round: 0,
    });
  }
  const page = await apiPost<{ list: Array<{ id: number }> }>(url, admin, 'business/news/queryList', { pageSize: 100 });
  const fixture: LoadFixture = { url, newsIds: page.list.map((row) => row.id), newsTypeIds, newsTypeId: newsTypeIds[0] };
  return { admin, operators, fixture };
};

const main = async () => {
  let server: RunningServer | null = null;
  const url = process.env.BENCH_URL ?? (server = await startServer({ LOG_LEVEL: 'warn' })).url;
  try {
    const run = Date.now().toString(36);
    const { admin, operators, fixture } = await prepare(url, run);
    const before = await newsTotals(url, admin, `${CREATE_PREFIX}${run}-`);
    const warmUp = newTally();
    console.log(`warm-up: ${WARM_UP_OPERATORS} operators × ${WARM_UP_SECONDS} s (counted in the writes checked, not in the figures) …`);
    const warmUpRun = await runOperators(operators.slice(0, WARM_UP_OPERATORS), fixture, warmUp, WARM_UP_SECONDS);
    const warmUpErrors = warmUpRun.errors + warmUpRun.timeouts + warmUpRun.non2xx + warmUp.failures.size + warmUp.staleReads;
    const tally = newTally();
    console.log(`load: ${OPERATORS} operators × ${SECONDS} s against ${url} …`);
    const started = performance.now();
    const measured = await runOperators(operators, fixture, tally, SECONDS);
    const elapsed = (performance.now() - started) / 1000;
    cutOff(tally);
    const check = await countCheck(url, admin, run, operators, before);

    const sum = (key: 'errors' | 'timeouts' | 'non2xx') => measured[key];
    const latencies = [...tally.latencies].sort((a, b) => a - b);
    const failures = Object.fromEntries(tally.failures);
    const envelopeFailures = [...tally.failures.values()].reduce((total, count) => total + count, 0);
    const results = {
      measuredAt: new Date().toISOString(),
      target: process.env.BENCH_URL ? url : 'fresh server (node dist-server/index.mjs, PGlite in a new data folder) on 127.0.0.1',
      operators: OPERATORS,
      seconds: SECONDS,
      timeoutSeconds: TIMEOUT_SECONDS,
      warmUp: { operators: WARM_UP_OPERATORS, seconds: WARM_UP_SECONDS, requests: warmUp.latencies.length, errors: warmUpErrors },
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      latencyMs: { p50: percentile(latencies, 0.5), p97_5: percentile(latencies, 0.975), p99: percentile(latencies, 0.99), max: percentile(latencies, 1) },
      answersByKind: tally.answers,
      byKind: Object.fromEntries(
        Object.entries(tally.kindLatencies).map(([kind, values]) => {
          const sorted = [...values].sort((a, b) => a - b);
          return [kind, { answered: sorted.length, unanswered: tally.unanswered[kind] ?? 0, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
        }),
      ),
      connectionErrors: sum('errors'),
      timeouts: sum('timeouts'),
      non2xx: sum('non2xx'),
      envelopeFailures,
      envelopeFailuresByMessage: failures,
      slowAnswers: tally.slow.sort((a, b) => a.atMs - b.atMs),
      versionConflicts: tally.conflicts,
      staleReads: tally.staleReads,
      countCheck: { ...check, lostCreates: check.lostCreates.slice(0, 20), phantomCreates: check.phantomCreates.slice(0, 20), lostUpdates: check.lostUpdates.slice(0, 20) },
    };
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.table({
      requests: results.requests,
      'req/s': results.requestsPerSecond,
      'p50 ms': results.latencyMs.p50,
      'p97.5 ms': results.latencyMs.p97_5,
      'p99 ms': results.latencyMs.p99,
      'max ms': results.latencyMs.max,
      'connection errors (incl. timeouts)': results.connectionErrors,
      timeouts: results.timeouts,
      'non-2xx': results.non2xx,
      'envelope failures (status ≠ 0)': envelopeFailures,
      'version conflicts': results.versionConflicts,
      'stale reads of own record': results.staleReads,
      'news rows before': check.before.all,
      'news rows after': check.after.all,
      'creates sent': check.createsSent,
      'creates acknowledged': check.createsAcked,
      'creates stored, answer cut off at the end': check.unansweredStored,
      'acknowledged creates lost': check.lostCreates.length,
      'stored creates never sent': check.phantomCreates.length,
      'total ≠ before + stored creates': check.totalMismatch ? 'yes' : 'no',
      'updates acknowledged': check.updatesAcked,
      'acknowledged updates lost': check.lostUpdates.length,
    });
    console.table(results.byKind);
    if (envelopeFailures) console.log('envelope failures by message:', JSON.stringify(failures));
    console.log(`results written to ${path.relative(process.cwd(), RESULTS)}`);
    const failed = warmUpErrors + results.connectionErrors + results.timeouts + results.non2xx + envelopeFailures + results.staleReads > 0 || !check.ok;
    if (failed) {
      console.error('load: FAILED (errors or lost writes, see above)');
      process.exitCode = 1;
    } else console.log('load: OK (no error, no lost write)');
  } finally {
    await server?.stop();
  }
};

await main();
