/**
 * `npm run bench`: builds the console, then measures it beside its peers and
 * prints one table (bench/results.json keeps it). Every timing is the median
 * of RUNS (≥ 5, BENCH_RUNS) runs beside its min and max; ratios are ours ÷ the
 * peer's medians from the same run. Parts: sizes and browser timings (ours and
 * a bare react-admin app built from bench/peer), Lighthouse, the server
 * against json-server, start-up, and the statistics at scale
 * (bench/statistics.ts, issue 22: PGlite and PostgreSQL, the longest part), and
 * the questionnaire's draw and results (bench/questionnaire.ts, issue 23), and the
 * qualification import's dry run of 50,000 rows (bench/qualification.ts, issue 25).
 * One process against two behind nginx on one PostgreSQL (bench/scale.ts, issue 38).
 * BENCH_ONLY=sizes,browser,lighthouse,server,scale,startup,statistics,questionnaire,qualification runs a subset.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../test/e2e/browser';
import { measureTimings, type Timings } from './browserTimings';
import { runLighthouse } from './lighthouse';
import { newsRows } from './newsRows';
import { startOurConsole } from './ourConsole';
import { startPeer } from './peer';
import { printTable, ratioOf, writeResults } from './report';
import { benchServer, SERVER_ROWS } from './server';
import { benchScale } from './scale';
import { prepareServerData } from './serverSeed';
import { measureSizes, type Sizes } from './sizes';
import { RUNS } from './stats';
import { benchStartup } from './startup';
import { benchStatistics } from './statistics';
import { benchQuestionnaire } from './questionnaire';
import { benchQualification } from './qualification';
import type { BenchRow, ConsoleTarget } from './types';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ONLY = new Set((process.env.BENCH_ONLY ?? 'sizes,browser,lighthouse,server,scale,startup,statistics,questionnaire,qualification').split(',').map((part) => part.trim()));
const BROWSER_ROWS = Number(process.env.BENCH_BROWSER_ROWS ?? SERVER_ROWS);

const log = (text: string) => process.stderr.write(`[bench] ${text}\n`);

const compare = (section: BenchRow['section'], item: string, unit: string, ours: BenchRow['ours'], peer: BenchRow['peer'], goal?: { text: string; met: boolean | null }): BenchRow => ({
  section,
  item,
  unit,
  ours,
  peer,
  ratio: ratioOf(ours, peer),
  ...(goal ? { goal: goal.text, met: goal.met } : {}),
});

const sizeRows = (ours: Sizes, peer: Sizes): BenchRow[] => [
  compare('sizes', 'JS for /login (gzip)', 'KB', ours.loginKB, peer.loginKB, { text: '≤ 150', met: ours.loginKB <= 150 }),
  compare('sizes', 'JS in all for the first list after login (gzip)', 'KB', ours.firstListKB, peer.firstListKB, { text: '≤ 290', met: ours.firstListKB <= 290 }),
  { ...compare('sizes', 'largest chunk (gzip)', 'KB', ours.largestKB, peer.largestKB), note: `ours ${ours.largestName}, peer ${peer.largestName}` },
  compare('sizes', 'all JS of the build (gzip)', 'KB', ours.totalKB, peer.totalKB),
];

const timingRows = (ours: Timings, peer: Timings): BenchRow[] => [
  compare('browser', '/login first contentful paint', 'ms', ours.loginFcp, peer.loginFcp),
  compare('browser', '/login largest contentful paint', 'ms', ours.loginLcp, peer.loginLcp),
  compare('browser', 'cold load of the news list until rows show', 'ms', ours.coldList, peer.coldList, {
    text: '≤ 1.1× peer',
    met: ours.coldList && peer.coldList ? ours.coldList.median <= 1.1 * peer.coldList.median : null,
  }),
  compare('browser', 'menu click list → list until rows show', 'ms', ours.menuClick, peer.menuClick),
  compare('browser', 'news list with 100 rows a page, cold', 'ms', ours.list100, peer.list100),
  { ...compare('browser', 'cold load of a news edit page until its rich text shows', 'ms', ours.coldEdit, peer.coldEdit), note: 'the peer has no edit page with rich text' },
];

const lighthouseRows = async (ours: ConsoleTarget, peer: ConsoleTarget): Promise<BenchRow[]> => {
  // Each call runs in a fresh Chrome profile: the login pages are measured logged out, the others after one login.
  const ourScores = [
    ...(await runLighthouse([{ name: '/login', url: `${ours.baseUrl}${ours.loginPath}` }])),
    ...(await runLighthouse(
      [
        { name: '/system/welcome', url: `${ours.baseUrl}/system/welcome` },
        { name: 'news list', url: `${ours.baseUrl}${ours.listPath}` },
        { name: 'news edit page', url: `${ours.baseUrl}/information/newsEdit?id=1` },
      ],
      { loginUrl: `${ours.baseUrl}${ours.loginPath}`, login: ours.login },
    )),
  ];
  const peerScores = [
    ...(await runLighthouse([{ name: '/login', url: `${peer.baseUrl}${peer.loginPath}` }])),
    ...(await runLighthouse([{ name: 'news list', url: `${peer.baseUrl}${peer.listPath}` }], { loginUrl: `${peer.baseUrl}${peer.loginPath}`, login: peer.login })),
  ];
  const peerOf = (name: string) => peerScores.find((scores) => scores.name === name);
  return ourScores.flatMap((scores) => [
    {
      ...compare('lighthouse', `${scores.name} performance (desktop)`, 'score', scores.performance, peerOf(scores.name)?.performance ?? null, { text: '≥ 95', met: scores.performance.median >= 95 }),
      note: scores.opportunities.length ? `opportunities: ${scores.opportunities.slice(0, 3).join('; ')}` : undefined,
    },
    {
      ...compare('lighthouse', `${scores.name} accessibility`, 'score', scores.accessibility, peerOf(scores.name)?.accessibility ?? null, { text: '100', met: scores.accessibility.median >= 100 }),
      note: scores.failedAudits.length ? `failed audits: ${scores.failedAudits.join(', ')}` : undefined,
    },
  ]);
};

const main = async () => {
  const started = Date.now();
  const rows: BenchRow[] = [];
  log('building the console (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

  if (ONLY.has('sizes') || ONLY.has('browser') || ONLY.has('lighthouse')) {
    log(`preparing ${BROWSER_ROWS} news rows for both consoles`);
    const news = newsRows(BROWSER_ROWS);
    const dataDir = await prepareServerData(news);
    const ours = await startOurConsole(dataDir);
    const peer = await startPeer(news);
    const browser = await launchBrowser();
    try {
      if (ONLY.has('sizes')) {
        log('sizes');
        rows.push(...sizeRows(await measureSizes(browser, ours), await measureSizes(browser, peer)));
      }
      if (ONLY.has('browser')) {
        log(`browser timings (${RUNS} runs each)`);
        const [ourTimings, peerTimings] = await measureTimings(browser, [ours, peer]);
        rows.push(...timingRows(ourTimings, peerTimings));
      }
      if (ONLY.has('lighthouse')) {
        log(`Lighthouse (${RUNS} runs a page)`);
        rows.push(...(await lighthouseRows(ours, peer)));
      }
    } finally {
      await browser.close();
      await ours.stop();
      await peer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (ONLY.has('server')) {
    log('server: autocannon against ours and json-server');
    rows.push(...(await benchServer()));
  }
  if (ONLY.has('scale')) {
    log('scale: one process against two behind nginx on one PostgreSQL');
    rows.push(...(await benchScale()));
  }
  if (ONLY.has('startup')) {
    log('start-up');
    rows.push(...(await benchStartup()));
  }
  if (ONLY.has('statistics')) {
    log('statistics at scale, PGlite and PostgreSQL');
    rows.push(...(await benchStatistics()));
  }
  if (ONLY.has('questionnaire')) {
    log('questionnaire draw and results, PGlite');
    rows.push(...(await benchQuestionnaire()));
  }
  if (ONLY.has('qualification')) {
    log('qualification import dry run, 50,000 rows');
    rows.push(...(await benchQualification()));
  }

  printTable(rows);
  const file = path.join(ROOT, 'bench/results.json');
  writeResults(file, rows, { date: new Date().toISOString(), runs: RUNS, node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, seconds: Math.round((Date.now() - started) / 1000) });
  log(`written ${path.relative(ROOT, file)} in ${Math.round((Date.now() - started) / 1000)} s`);
};

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
