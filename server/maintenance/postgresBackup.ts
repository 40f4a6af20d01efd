/**
 * Backup and restore on PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore. The
 * uploaded files are rows of the database (sys_file_chunk) and come along; an S3 bucket is not in the dump
 * (docs/files-and-backups.md). A dump is taken while servers run (pg_dump reads one consistent snapshot);
 * a restore goes into an empty database unless forced, in one transaction, so it lands whole or not at all.
 */
import { rename, rm } from 'node:fs/promises';
import pg from 'pg';
import { checkDumpVersion, connectionFor, pgToolPath, runTool, toolMajorVersion } from './pgTools';
import { checkBackupFile } from './backupFile';
import { replaceDatabase } from './postgresReplace';

const withClient = async <T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The database's own schemas (public, drizzle's): everything outside PostgreSQL's. */
const ownSchemas = (client: pg.Client) =>
  client
    .query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%' ORDER BY 1`)
    .then((result) => result.rows.map((row) => row.name));

/** Tables, views and sequences in those schemas (the migrations' record included). */
const countRelations = (client: pg.Client) =>
  client
    .query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
    )
    .then((result) => result.rows[0].n);

/** Writes the database of `databaseUrl` to `file` (custom format); the file appears only once complete. */
export const backupPostgres = async (databaseUrl: string, file: string) => {
  const tool = pgToolPath('pg_dump');
  const serverVersion = await withClient(databaseUrl, async (client) => Number((await client.query<{ v: string }>('SHOW server_version_num')).rows[0].v));
  checkDumpVersion(await toolMajorVersion(tool), serverVersion);
  const { url, env } = connectionFor(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await runTool(tool, ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], env);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
};

/**
 * Loads `file` into the database of `databaseUrl`, which must exist. An empty database only, unless `force`:
 * then the database is emptied and loaded in one transaction (postgresReplace.ts), so it holds exactly the
 * backup afterwards, or is unchanged when the restore fails.
 */
export const restorePostgres = async (file: string, databaseUrl: string, { force = false } = {}) => {
  await checkBackupFile(file, 'postgres');
  const pgRestore = pgToolPath('pg_restore');
  await toolMajorVersion(pgRestore);
  const { existing, schemas } = await withClient(databaseUrl, async (client) => ({ existing: await countRelations(client), schemas: await ownSchemas(client) }));
  if (existing > 0 && !force) throw new Error(`目标数据库不是空的（已有 ${existing} 个表或序列）：请恢复到新建的空数据库，或加 --force 覆盖`);
  const connection = connectionFor(databaseUrl);
  if (existing > 0) {
    const psql = pgToolPath('psql');
    await toolMajorVersion(psql);
    await replaceDatabase({ pgRestore, psql }, file, connection, schemas);
    return;
  }
  await runTool(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${connection.url}`, file], connection.env);
};
