/**
 * Issue 8 item 6: time from spawning `npm start` (build, then the server) on
 * an existing data folder until GET /login answers 200, and the same for
 * `npm run serve` (the server alone on the last build); median of RUNS runs each.
 *
 * The data folder is made by one earlier start of the real server. Each run
 * spawns the command detached on a free port and kills its whole process
 * group once the page answers. `npm start` rewrites dist/, so the runs hold
 * the lock the other build users take (BENCH_STARTUP_LOCK, default
 * /tmp/e2e.lock; empty to not lock, e.g. when the caller holds it already).
 *
 * Issue 22 item 5 (`timeFirstStarts`, rows of the statistics part): the
 * first start itself, on an empty data folder or database, demo data and
 * demo traffic made on the way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, startServer } from '../test/e2e/serverProcess';
import { RUNS, repeat, round, type Summary } from './stats';
import type { BenchRow } from './types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCK = process.env.BENCH_STARTUP_LOCK ?? '/tmp/e2e.lock';
const POLL_MS = 20;
const TIME_LIMIT_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answersLogin = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
};

const killGroup = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
  const forced = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(forced);
};

/** Milliseconds from spawning `npm run <script>` until GET /login answers 200. */
const timeToLogin = async (script: string, dataDir: string): Promise<number> => {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['run', script], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  try {
    while (!(await answersLogin(`http://127.0.0.1:${port}/login`))) {
      if (child.exitCode !== null) throw new Error(`npm run ${script} exited with ${child.exitCode} before /login answered`);
      if (performance.now() - started > TIME_LIMIT_MS) throw new Error(`npm run ${script}: /login did not answer in ${TIME_LIMIT_MS / 1000} s`);
      await sleep(POLL_MS);
    }
    return round(performance.now() - started, 0);
  } finally {
    await killGroup(child);
  }
};

/** Holds an flock on `file` (through the flock tool) until the returned release is called. */
const holdLock = (file: string): Promise<() => void> =>
  new Promise((resolve, reject) => {
    const holder = spawn('flock', ['-w', '900', file, 'sh', '-c', 'echo locked; exec cat'], { stdio: ['pipe', 'pipe', 'inherit'] });
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock ${file} exited with ${code}`)));
    holder.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(() => holder.stdin.end());
    });
  });

const row = (item: string, figure: Summary, note: string): BenchRow => ({ section: 'start-up', item, unit: 'ms', ours: figure, note });

export const benchStartup = async (): Promise<BenchRow[]> => {
  const first = await startServer({ LOG_LEVEL: 'warn', DATABASE_URL: '' });
  await first.stop({ keepData: true });
  const release = LOCK ? await holdLock(LOCK) : () => undefined;
  try {
    const start = await repeat(() => timeToLogin('start', first.dataDir));
    const serve = await repeat(() => timeToLogin('serve', first.dataDir));
    const note = 'existing PGlite data folder (made by one earlier start), spawn until GET /login answers 200';
    return [row('npm start (build + server) until /login answers', start, note), row('npm run serve (server only, built dist) until /login answers', serve, note)];
  } finally {
    release();
    rmSync(first.dataDir, { recursive: true, force: true });
  }
};

/** A run's environment (a fresh database when DATABASE_URL is in it) and what removes it afterwards. */
export interface FreshEnv {
  env: NodeJS.ProcessEnv;
  drop: () => Promise<void>;
}

/**
 * Milliseconds from spawning the server (`node dist-server/index.mjs`) on an empty data folder (demo data and demo traffic on)
 * until it prints `console ready` (startServer looks every 100 ms), median of RUNS runs, each on a
 * fresh folder and on the fresh database `fresh` answers.
 */
export const timeFirstStarts = (fresh: () => Promise<FreshEnv>): Promise<Summary> =>
  repeat(async () => {
    const { env, drop } = await fresh();
    try {
      const started = performance.now();
      const server = await startServer({ LOG_LEVEL: 'warn', DEMO_TRAFFIC: '1', ...env });
      const ms = performance.now() - started;
      await server.stop();
      return round(ms, 0);
    } finally {
      await drop();
    }
  }, RUNS);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchStartup(), null, 2));
}
