/**
 * A throw-away PostgreSQL cluster for the test run: Debian's server binaries
 * (package postgresql, which .ci/run installs), a fresh data folder, a free
 * port on 127.0.0.1, trust authentication, no fsync; removed when stopped.
 * As root, the server runs as the `postgres` user the package creates.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import net from 'node:net';

export interface PostgresCluster {
  /** Connection string of the `postgres` database as the superuser `postgres`. */
  url: string;
  stop: () => void;
}

const binDir = () => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql: apt-get install postgresql (.ci/run does)');
  return path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const startPostgresCluster = async (): Promise<PostgresCluster> => {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(group));
  }
  // initdb and postgres refuse to run as root.
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, command), asRoot ? ['-u', 'postgres', '--', path.join(bin, command), ...args] : args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
