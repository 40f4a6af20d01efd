/**
 * A PostgreSQL database for the server benchmark: a throw-away database on the
 * server of DATABASE_URL when it is set, otherwise a temporary cluster made
 * with initdb/pg_ctl on a free port (run as the unprivileged `postgres` user
 * when this process is root, since PostgreSQL refuses root). Either is removed
 * by stop(). Answers the reason instead when none can be had.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../test/e2e/serverProcess';

export interface BenchPostgres {
  url: string;
  /** Where it runs, for the table's note. */
  where: string;
  stop: () => Promise<void>;
}

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const withAdmin = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A fresh database beside the one `databaseUrl` names, dropped by stop() (the named one is left alone). */
export const throwAwayDatabase = async (databaseUrl: string): Promise<BenchPostgres> => {
  const name = `assoc_bench_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await withAdmin(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: 'DATABASE_URL server, throw-away database',
    stop: () => withAdmin(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

const temporaryCluster = async (): Promise<BenchPostgres> => {
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'assoc-bench-pg-'));
  const run = (command: string, args: string[]) => execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe', timeout: 120_000 });
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const stop = async () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  } catch (error) {
    await stop();
    throw error;
  }
  const version = execFileSync('pg_ctl', ['--version']).toString().trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, where: `temporary cluster (${version})`, stop };
};

export const startBenchPostgres = async (): Promise<BenchPostgres | { reason: string }> => {
  try {
    if (process.env.DATABASE_URL) return await throwAwayDatabase(process.env.DATABASE_URL);
    if (!onPath('initdb') || !onPath('pg_ctl')) return { reason: 'no DATABASE_URL and no initdb/pg_ctl on PATH' };
    return await temporaryCluster();
  } catch (error) {
    const detail = error instanceof Error ? (error as { stderr?: Buffer }).stderr?.toString().trim() || error.message : String(error);
    return { reason: `PostgreSQL could not be started: ${detail.slice(0, 300)}` };
  }
};
