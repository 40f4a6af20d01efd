/**
 * A forced restore over a PostgreSQL database that holds tables: pg_restore's `--clean` cannot drop what the
 * server made after the dump (the tables of modules declared since, a month's new statistics partition) nor
 * a partition's inherited keys, so instead every schema of the database is dropped and the dump loaded, in
 * one transaction of psql's: the database is the backup's afterwards, or unchanged when anything fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The statements that empty the database: its own schemas dropped, an empty public schema as PostgreSQL makes one. */
export const emptyingStatements = (schemas: string[]) =>
  [...schemas.map((schema) => `DROP SCHEMA ${quoteIdent(schema)} CASCADE;`), 'CREATE SCHEMA public;', 'GRANT USAGE ON SCHEMA public TO PUBLIC;', ''].join('\n');

const finished = (child: ReturnType<typeof spawn>, name: string, stderr: string[]) =>
  new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${name} 失败：${stderr.join('').trim() || `exit code ${code}`}`))));
  });

/** `pg_restore --file=- file` piped into `psql --single-transaction` after the emptying statements. */
export const replaceDatabase = async (tools: { pgRestore: string; psql: string }, file: string, connection: { url: string; env: NodeJS.ProcessEnv }, schemas: string[]) => {
  const restoreErrors: string[] = [];
  const psqlErrors: string[] = [];
  const restore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], { env: connection.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn(tools.psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', '--file=-', `--dbname=${connection.url}`], {
    env: connection.env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  restore.stderr!.on('data', (chunk) => restoreErrors.push(String(chunk)));
  psql.stderr!.on('data', (chunk) => psqlErrors.push(String(chunk)));
  const restored = finished(restore, path.basename(tools.pgRestore), restoreErrors);
  restored.catch(() => undefined);
  async function* script() {
    yield Buffer.from(emptyingStatements(schemas));
    for await (const chunk of restore.stdout!) yield chunk as Buffer;
    // A pg_restore that failed part-way must not end psql's input: psql would commit what it had.
    await restored;
  }
  let stopped = false;
  const input = Readable.from(script());
  input.once('error', () => {
    // Ended before its input does, psql rolls its transaction back.
    stopped = true;
    psql.kill();
  });
  // psql ending early (an error) closes its input: the rest of the script has nowhere to go, and a pg_restore
  // left writing into a full pipe would wait for ever.
  psql.stdin!.on('error', () => undefined);
  psql.once('close', () => {
    if (restore.exitCode === null) restore.kill();
    input.destroy();
  });
  input.pipe(psql.stdin!);
  const [restoring, loading] = await Promise.allSettled([restored, finished(psql, path.basename(tools.psql), psqlErrors)]);
  if (loading.status === 'rejected' && !stopped) throw loading.reason;
  if (restoring.status === 'rejected') throw restoring.reason;
  if (loading.status === 'rejected') throw loading.reason;
};
