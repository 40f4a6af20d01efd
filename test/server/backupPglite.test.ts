/**
 * `npm run backup` and `npm run restore` on the embedded PGlite (server/maintenance/pgliteBackup.ts): records
 * and a file made through the API are found, byte for byte, on a server started on the restored folder. A
 * folder in use is not backed up, and a restore does not overwrite a database unless forced. PGlite only: the
 * PostgreSQL run leaves this file out (vite.config.ts) and has test/pg/backupPostgres.test.ts.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { backupPglite, pgliteDirOf, restorePglite } from '../../server/maintenance/pgliteBackup';
import { pgliteTemplate, templateConfig } from './preparedDatabase';
import { expectRecords, makeRecords, startServerOn, type MadeRecords } from './backupRoundTrip';
import type { TestServer } from './helpers';

let work: string;
let backup: string;
let made: MadeRecords;
const servers: TestServer[] = [];

/** A DATA_DIR whose PGlite folder is the run's prepared demo database. */
const preparedDataDir = async (name: string) => {
  const dataDir = path.join(work, name);
  const template = pgliteTemplate();
  if (!template) throw new Error('the PGlite run prepares the template (test/server/globalSetup.ts)');
  await mkdir(pgliteDirOf(dataDir), { recursive: true });
  const client = new PGlite(pgliteDirOf(dataDir), { loadDataDir: template });
  await client.waitReady;
  await client.close();
  return dataDir;
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'assoc-backup-'));
  backup = path.join(work, 'assoc.tar.gz');
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backup and restore on PGlite', () => {
  it('backs up the folder of a stopped server, refusing one in use', async () => {
    const dataDir = await preparedDataDir('source');
    const server = await startServerOn(templateConfig({ DATA_DIR: dataDir }));
    servers.push(server);
    made = await makeRecords(server);
    await expect(backupPglite(dataDir, backup)).rejects.toThrow(/PGlite 数据目录正在使用中.*请先停止服务器/);
    await server.close();
    servers.pop();
    await backupPglite(dataDir, backup);
    expect((await stat(backup)).size).toBeGreaterThan(made.bytes.length);
    expect(await readdir(work)).not.toContain('assoc.tar.gz.partial');
  }, 120_000);

  it('restores into a new folder, where a server finds the same records and file bytes', async () => {
    const dataDir = path.join(work, 'restored');
    expect(await restorePglite(backup, dataDir)).toEqual({ replaced: undefined });
    const server = await startServerOn(templateConfig({ DATA_DIR: dataDir }));
    servers.push(server);
    await expectRecords(server, made);
  }, 120_000);

  it('does not restore over a database unless forced, and then keeps the old folder beside', async () => {
    const dataDir = path.join(work, 'occupied');
    await mkdir(pgliteDirOf(dataDir), { recursive: true });
    await writeFile(path.join(pgliteDirOf(dataDir), 'PG_VERSION'), '17\n');
    await expect(restorePglite(backup, dataDir)).rejects.toThrow(/不是空的：请恢复到新的 DATA_DIR，或加 --force/);
    const { replaced } = await restorePglite(backup, dataDir, { force: true, now: new Date('2026-05-01T08:00:00Z') });
    expect(replaced).toBe(`${pgliteDirOf(dataDir)}.replaced-2026-05-01T08-00-00-000Z`);
    expect(await readdir(replaced!)).toEqual(['PG_VERSION']);
    const client = new PGlite(pgliteDirOf(dataDir));
    try {
      const fileId = new URL(made.fileUrl, 'http://server').searchParams.get('fileId');
      expect((await client.query('SELECT size FROM sys_file WHERE id = $1', [fileId])).rows).toEqual([{ size: made.bytes.length }]);
    } finally {
      await client.close();
    }
  });

  it('refuses a file that is not a PGlite backup', async () => {
    await expect(restorePglite(path.join(work, 'missing.tar.gz'), path.join(work, 'other'))).rejects.toThrow('找不到备份文件');
    const dump = path.join(work, 'assoc.dump');
    await writeFile(dump, 'PGDMP\u0001\u000e');
    await expect(restorePglite(dump, path.join(work, 'other'))).rejects.toThrow(`备份文件不是PGlite 的备份（.tar.gz）：${dump}`);
    await expect(readdir(path.join(work, 'other'))).rejects.toThrow('ENOENT');
  });
});
