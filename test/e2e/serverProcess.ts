/**
 * Starts the real reference server on a free port with a fresh data folder, as
 * `npm run serve` does (`node dist-server/index.mjs`, the bundle of
 * scripts/buildServer.ts), and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { ensureServerBundle, SERVER_BUNDLE } from '../../scripts/buildServer';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server's output, also kept as a file (tests in other workers read it, e.g. for SMS codes). */
  logFile: string;
  process: ChildProcess;
  output: () => string;
  stop: (options?: { keepData?: boolean; signal?: NodeJS.Signals }) => Promise<void>;
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const startServer = async (env: NodeJS.ProcessEnv = {}, dataDir?: string): Promise<RunningServer> => {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'assoc-e2e-'));
  let output = '';
  // Rebuilt first when a source file is newer (a few milliseconds to check): nothing runs a stale server.
  await ensureServerBundle();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = path.join(dir, 'server.log');
  const record = (chunk: Buffer) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const check = () => {
      if (output.includes('console ready')) {
        clearTimeout(deadline);
        resolve();
      } else if (child.exitCode !== null) {
        clearTimeout(deadline);
        reject(new Error(`server exited with ${child.exitCode}:\n${output}`));
      } else setTimeout(check, 100);
    };
    check();
  });
  return {
    url,
    port,
    dataDir: dir,
    logFile,
    process: child,
    output: () => output,
    stop: async ({ keepData = false, signal = 'SIGTERM' } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** One of the bundle's commands (`migrate`, `create-admin` …) as npm runs it: its exit code and output. */
export const runServerCommand = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
