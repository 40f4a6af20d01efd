/**
 * Issue 38: one server process against two behind nginx (the deployment of docs/deploy.md, with the
 * project's own site file) on the same PostgreSQL, in one run: requests per second and p95 on a mix of
 * the news list, a detail and a save, RUNS alternating runs of each after a warm-up, as a ratio two ÷ one.
 * On a machine of few cores the processes, nginx, PostgreSQL and the load share them: the note says how many.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { startServer, type RunningServer } from '../test/e2e/serverProcess';
import { startNginx, type RunningNginx } from '../test/deploy/nginx';
import { loadRun, type LoadResult, type LoadTarget } from './serverLoad';
import { apiLogin, API_BASE, JSON_HEADERS } from './serverLogin';
import { startBenchPostgres } from './serverPostgres';
import { LIST_BODY, summariseRuns, type Measured } from './server';
import { RUNS, round } from './stats';
import type { BenchRow } from './types';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 20);
const WARM_UP_SECONDS = 2;

/** The mix one connection repeats: the first page of the list, one record's detail, one save (a new record). */
const mixTarget = (baseUrl: string, token: string, newsId: number, newsTypeId: number): LoadTarget => ({
  url: baseUrl,
  method: 'POST',
  headers: { ...JSON_HEADERS, token },
  check: (body) => body.startsWith('{"status":0,'),
  requests: [
    { method: 'POST', path: `${API_BASE}business/news/queryList`, body: JSON.stringify(LIST_BODY) },
    { method: 'POST', path: `${API_BASE}business/news/queryDetails`, body: JSON.stringify({ id: newsId }) },
    {
      method: 'POST',
      path: `${API_BASE}business/news/add`,
      body: JSON.stringify({ title: '规模测试新闻', newsTypeId, content: '<p>规模测试</p>', source: '基准', releaseTime: '2026-05-01T02:00:00.000Z' }),
    },
  ],
});

const firstId = async (baseUrl: string, token: string, call: string) => {
  const response = await fetch(`${baseUrl}${API_BASE}${call}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify({ pageNum: 1, pageSize: 1 }) });
  const answer = (await response.json()) as { status: number; data: { list: Array<{ id: number }> } };
  if (answer.status !== 0 || !answer.data.list[0]) throw new Error(`${call} answered ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.data.list[0].id;
};

const rows = (one: Measured | null, two: Measured | null, note: string): BenchRow[] => {
  const ratio = (figure: 'rps' | 'p95') => (one && two ? round(two[figure].median / one[figure].median, 2) : null);
  return [
    {
      section: 'scale',
      item: 'list/detail/save mix req/s: two processes behind nginx (ours) vs one process (peer)',
      unit: 'req/s',
      ours: two?.rps ?? null,
      peer: one?.rps ?? null,
      ratio: ratio('rps'),
      note,
    },
    { section: 'scale', item: 'list/detail/save mix p95: two processes behind nginx (ours) vs one process (peer)', unit: 'ms', ours: two?.p95 ?? null, peer: one?.p95 ?? null, ratio: ratio('p95') },
  ];
};

export const benchScale = async (): Promise<BenchRow[]> => {
  const postgres = await startBenchPostgres();
  if ('reason' in postgres) return rows(null, null, postgres.reason);
  const servers: RunningServer[] = [];
  let nginx: RunningNginx | null = null;
  try {
    const settings = { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn', DEMO_TRAFFIC: '0', TRUST_PROXY: '127.0.0.1' };
    servers.push(await startServer(settings));
    servers.push(await startServer(settings));
    nginx = await startNginx(servers.map((server) => server.port));
    const token = await apiLogin(servers[0].url);
    const newsId = await firstId(servers[0].url, token, 'business/news/queryList');
    const newsTypeId = await firstId(servers[0].url, token, 'business/newsType/queryList');
    const one = mixTarget(servers[0].url, token, newsId, newsTypeId);
    const two = mixTarget(nginx.url, token, newsId, newsTypeId);
    await loadRun(one, WARM_UP_SECONDS, CONNECTIONS);
    await loadRun(two, WARM_UP_SECONDS, CONNECTIONS);
    const oneRuns: LoadResult[] = [];
    const twoRuns: LoadResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      oneRuns.push(await loadRun(one, SECONDS, CONNECTIONS));
      twoRuns.push(await loadRun(two, SECONDS, CONNECTIONS));
    }
    const measuredOne = summariseRuns(oneRuns);
    const measuredTwo = summariseRuns(twoRuns);
    const note =
      `${os.cpus().length} cores shared by the processes, nginx, PostgreSQL and the load; ${postgres.where}; median of ${RUNS} alternating runs of ${SECONDS} s at ${CONNECTIONS} connections after a ${WARM_UP_SECONDS} s warm-up; ` +
      `errors: one ${measuredOne.errors} in ${measuredOne.responses}, two ${measuredTwo.errors} in ${measuredTwo.responses}`;
    return rows(measuredOne, measuredTwo, note);
  } catch (error) {
    return rows(null, null, `scale run failed: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await postgres.stop();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchScale(), null, 2));
}
