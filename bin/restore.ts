/**
 * `npm run restore -- <file> [--force]`: a backup of `npm run backup` loaded into the configured database.
 * PostgreSQL (DATABASE_URL): into an existing, empty database (create it first); `--force` restores over one
 * that holds tables. PGlite: into DATA_DIR/pglite, which must be missing or empty; `--force` keeps the folder
 * there beside, renamed. Start the servers once it is done.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { restorePostgres } from '../server/maintenance/postgresBackup';
import { pgliteDirOf, restorePglite } from '../server/maintenance/pgliteBackup';
import { commandArguments, runCommand } from '../server/maintenance/cli';

runCommand('恢复失败 / restore failed', async () => {
  const { positionals, force } = commandArguments();
  if (positionals.length !== 1) throw new Error('用法 / usage: npm run restore -- <备份文件> [--force]');
  const file = path.resolve(positionals[0]);
  const config = loadConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl, { force });
    return [`恢复完成 / restored into PostgreSQL (DATABASE_URL) from ${file}`];
  }
  const { replaced } = await restorePglite(file, config.dataDir, { force });
  return [`恢复完成 / restored into ${pgliteDirOf(config.dataDir)} from ${file}`, ...(replaced ? [`原数据目录已改名保留 / the previous folder is kept as ${replaced}`] : [])];
});
