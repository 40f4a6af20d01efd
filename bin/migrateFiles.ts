/**
 * `npm run migrate-files [-- --keep] [--force]`: moves the files that earlier releases kept in DATA_DIR/uploads
 * into the configured file store (the database, or S3), removing each copy on disk once stored (`--keep`
 * leaves them). Safe to run again. On PGlite the server must be stopped (`--force` when a killed server left
 * the folder marked in use); on PostgreSQL the servers may run.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { withStartupLock } from '../server/db/startupLock';
import { checkPgliteIdle, pgliteDirOf } from '../server/maintenance/pgliteBackup';
import { commandArguments, runCommand } from '../server/maintenance/cli';
import { openFileStore } from '../server/storage/openFileStore';
import { migrateUploadedFiles } from '../server/storage/migrateFiles';

runCommand('迁移文件失败 / migrate-files failed', async () => {
  const { positionals, keep, force } = commandArguments();
  if (positionals.length) throw new Error('用法 / usage: npm run migrate-files [-- --keep] [--force]');
  const config = loadConfig();
  const uploadDir = path.join(config.dataDir, 'uploads');
  if (!config.databaseUrl) checkPgliteIdle(pgliteDirOf(config.dataDir), force);
  // Migrations first (they make the store's tables), under the lock the servers start under.
  const database = await withStartupLock(config.databaseUrl, () =>
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.databaseUrl ? undefined : pgliteDirOf(config.dataDir), statementTimeoutMs: config.dbStatementTimeoutMs }),
  );
  try {
    const store = await openFileStore(config.fileStore, database.db);
    const report = await migrateUploadedFiles({ db: database.db, store, uploadDir, keep });
    const lines = [
      `文件迁移完成 / files moved from ${uploadDir} into the ${store.kind} store:`,
      `  新存入 / moved: ${report.moved}`,
      `  此前已存入 / already stored: ${report.alreadyStored}`,
      `  已删除磁盘副本 / removed from disk: ${report.removed}`,
      `  未知文件（未动） / unknown, left alone: ${report.unknown.length}${report.unknown.length ? ` (${report.unknown.join(', ')})` : ''}`,
      `  失败（留在磁盘） / failed, left on disk: ${report.failed.length}`,
      ...report.failed.map((failure) => `    ${failure.name}: ${failure.reason}`),
    ];
    return { lines, partly: report.failed.length > 0 };
  } finally {
    await database.close();
  }
});
