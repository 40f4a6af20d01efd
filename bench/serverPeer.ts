/**
 * The peer backend of the server benchmark: json-server (bench/jsonServer.ts)
 * with the same news rows, in its own process so that it does not share an
 * event loop with autocannon (our server runs in its own process too).
 * Run directly, it serves `newsRows(BENCH_ROWS)` and prints its URL.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startJsonServer } from './jsonServer';
import { newsRows } from './newsRows';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');

export interface PeerProcess {
  url: string;
  stop: () => Promise<void>;
}

export const startPeerProcess = (rows: number): Promise<PeerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), fileURLToPath(import.meta.url)], {
      cwd: ROOT,
      env: { ...process.env, BENCH_ROWS: String(rows) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const deadline = setTimeout(() => {
      child.kill();
      reject(new Error(`json-server did not start in 60 s: ${output}`));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`json-server exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /^listening (\S+)$/m.exec(output);
      if (!match) return;
      clearTimeout(deadline);
      resolve({
        url: match[1],
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startJsonServer({ news: newsRows(Number(process.env.BENCH_ROWS ?? 100_000)) });
  process.stdout.write(`listening ${server.url}\n`);
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}
