/**
 * `npm run backup -- <file> [--force]`: the whole database in one file. PostgreSQL (DATABASE_URL): pg_dump's
 * custom format, taken while the servers run. PGlite (DATA_DIR): a tar.gz of its data folder, with the server
 * stopped (`--force` when a killed server left the folder marked in use). Uploaded files are in the database
 * and so in the backup, unless FILE_STORE=s3 (the bucket is backed up on its own: docs/files-and-backups.md).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupPostgres } from '../server/maintenance/postgresBackup';
import { backupPglite } from '../server/maintenance/pgliteBackup';
import { commandArguments, runCommand } from '../server/maintenance/cli';

runCommand('备份失败 / backup failed', async () => {
  const { positionals, force } = commandArguments();
  if (positionals.length !== 1) throw new Error('用法 / usage: npm run backup -- <备份文件> [--force]');
  const file = path.resolve(positionals[0]);
  const config = loadConfig();
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupPglite(config.dataDir, file, { force });
  const { size } = await stat(file);
  return [
    `备份完成 / backup written: ${file} (${size} bytes, ${config.databaseUrl ? 'PostgreSQL, pg_dump custom format' : `PGlite ${config.dataDir}`})`,
    config.fileStore.kind === 's3'
      ? `上传的文件在 S3 存储桶 ${config.fileStore.bucket} 中，不在此备份内 / uploaded files are in S3 bucket ${config.fileStore.bucket}, not in this backup`
      : '上传的文件在数据库中，已包含在备份内 / uploaded files are in the database and in this backup',
  ];
});
