/**
 * PostgreSQL's own client programs for backups (pg_dump, pg_restore, psql). Debian installs each major version's in
 * /usr/lib/postgresql/<version>/bin (package postgresql-client-<version>); the newest is taken, as the test
 * cluster takes its server (test/pg/cluster.ts), else PG_BIN_DIR when set, else the ones on PATH. pg_dump
 * cannot dump a server newer than itself, so its version is checked against the server's first.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const DEBIAN_ROOT = '/usr/lib/postgresql';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** The path of `tool`: PG_BIN_DIR's, the newest Debian version's, or the name alone (PATH). */
export const pgToolPath = (tool: PgTool, env: NodeJS.ProcessEnv = process.env): string => {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, tool);
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', tool))) : [];
  if (!versions.length) return tool;
  return path.join(DEBIAN_ROOT, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin', tool);
};

/** The major version in a program's `--version` line ("pg_dump (PostgreSQL) 15.18 (Debian …)" → 15). */
export const majorVersionOf = (versionLine: string): number => {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  if (!match) throw new Error(`无法识别 PostgreSQL 程序的版本：${versionLine.trim()}`);
  return Number(match[1]);
};

export const toolMajorVersion = async (toolPath: string): Promise<number> => {
  try {
    const { stdout } = await run(toolPath, ['--version']);
    return majorVersionOf(stdout);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`找不到 ${path.basename(toolPath)}：请安装 PostgreSQL 客户端（Debian: apt-get install postgresql-client），或用 PG_BIN_DIR 指明其目录`);
    throw error;
  }
};

/** Refuses a pg_dump older than the server it would dump (its archive would miss what the server has). */
export const checkDumpVersion = (toolMajor: number, serverVersionNum: number) => {
  const serverMajor = Math.floor(serverVersionNum / 10_000);
  if (toolMajor < serverMajor) throw new Error(`pg_dump 的版本（${toolMajor}）低于数据库服务器（${serverMajor}）：请安装 ${serverMajor} 或更新版本的 PostgreSQL 客户端`);
};

/**
 * The connection of DATABASE_URL for a client program: the address without its password, which goes in
 * PGPASSWORD instead, so the process list (ps) never shows it.
 */
export const connectionFor = (databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
};

/** Runs a client program; its own message (stderr) becomes the error's when it fails. */
export const runTool = async (toolPath: string, args: string[], env: NodeJS.ProcessEnv) => {
  try {
    await run(toolPath, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${path.basename(toolPath)} 失败：${stderr || (error as Error).message}`);
  }
};
