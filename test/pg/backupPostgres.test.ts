/**
 * `npm run backup` and `npm run restore` on PostgreSQL (server/maintenance/postgresBackup.ts): a dump taken
 * while the server runs, restored into a new database, where a server finds the records and the file bytes
 * made through the API before; a restore over a database that holds tables only when forced.
 */
import crypto from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it, expect, beforeAll, afterAll, inject } from 'vitest';
import { backupPostgres, restorePostgres } from '../../server/maintenance/postgresBackup';
import { majorVersionOf, pgToolPath, toolMajorVersion } from '../../server/maintenance/pgTools';
import { call, loginToken, startTestServer, type TestServer } from '../server/helpers';
import { templateConfig } from '../server/preparedDatabase';
import { expectRecords, makeRecords, startServerOn, type MadeRecords } from '../server/backupRoundTrip';
import { createNamedDatabase } from './freshDatabase';

let work: string;
let backup: string;
let source: TestServer;
let made: MadeRecords;
const restoredName = `restored_${crypto.randomBytes(5).toString('hex')}`;
let restoredUrl: string;

const onAdmin = async <T>(work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  if (!inject('pgUrl')) throw new Error('this file runs on the PostgreSQL run only (project server-pg)');
  work = await mkdtemp(path.join(tmpdir(), 'assoc-pg-backup-'));
  backup = path.join(work, 'assoc.dump');
  source = await startTestServer();
  made = await makeRecords(source);
  restoredUrl = await createNamedDatabase(restoredName);
}, 120_000);

afterAll(async () => {
  await source?.close();
  await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`));
  if (work) await rm(work, { recursive: true, force: true });
});

/** A server on the restored database finds the records made before the backup. */
const expectRestored = async () => {
  const server = await startServerOn(templateConfig({ DATABASE_URL: restoredUrl }));
  try {
    await expectRecords(server, made);
  } finally {
    await server.close();
  }
};

describe('backup and restore on PostgreSQL', () => {
  it('uses a pg_dump no older than the server', async () => {
    const server = await onAdmin(async (client) => Number((await client.query('SHOW server_version_num')).rows[0].server_version_num));
    expect(await toolMajorVersion(pgToolPath('pg_dump'))).toBeGreaterThanOrEqual(Math.floor(server / 10_000));
    expect(majorVersionOf('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe(15);
  });

  it('dumps the database while its server runs', async () => {
    await backupPostgres(source.config.databaseUrl!, backup);
    expect((await readFile(backup)).subarray(0, 5).toString()).toBe('PGDMP');
  });

  it('restores into a new database, where a server finds the same records and file bytes', async () => {
    await restorePostgres(backup, restoredUrl);
    const server = await startServerOn(templateConfig({ DATABASE_URL: restoredUrl }));
    try {
      await expectRecords(server, made);
      // A change after the restore, which the forced restore below undoes.
      const token = await loginToken(server, 'admin', 'Admin@2026');
      expect(await call(server, 'POST', 'business/news/delete', { token, body: { id: made.newsId } })).toMatchObject({ status: 0 });
    } finally {
      await server.close();
    }
  }, 60_000);

  it('restores over a database that holds tables only when forced', async () => {
    await expect(restorePostgres(backup, restoredUrl)).rejects.toThrow(/目标数据库不是空的（已有 \d+ 个表或序列）：请恢复到新建的空数据库，或加 --force 覆盖/);
    await restorePostgres(backup, restoredUrl, { force: true });
    await expectRestored();
  }, 60_000);

  it('leaves the database as it was when a forced restore fails part-way', async () => {
    const damaged = path.join(work, 'damaged.dump');
    const whole = await readFile(backup);
    await writeFile(damaged, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(restorePostgres(damaged, restoredUrl, { force: true })).rejects.toThrow(/pg_restore 失败/);
    await expectRestored();
  }, 60_000);

  it('refuses a file that is not a pg_dump archive', async () => {
    await expect(restorePostgres(path.join(work, 'missing.dump'), restoredUrl)).rejects.toThrow('找不到备份文件');
  });
});
