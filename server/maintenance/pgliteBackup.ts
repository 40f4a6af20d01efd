/**
 * Backup and restore of the embedded PGlite (no DATABASE_URL): its data folder, `DATA_DIR/pglite`, as one
 * tar.gz written by PGlite itself (dumpDataDir), loaded back into a new folder (loadDataDir). The uploaded
 * files are rows of the database and come along. PGlite is one process's database: the server must be stopped
 * first. A running PGlite keeps `postmaster.pid` in its folder (removed when it closes), which is how a
 * folder in use is told; a server that was killed leaves it behind, hence `force`.
 */
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkBackupFile } from './backupFile';

/** The PGlite data folder of a DATA_DIR (server/bootstrap.ts opens the same). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

const isEmptyFolder = async (folder: string) => (await readdir(folder).catch(() => [] as string[])).length === 0;

/** Refuses a data folder that a running server (or another command) has open. */
export const checkPgliteIdle = (folder: string, force = false) => {
  if (!force && existsSync(path.join(folder, 'postmaster.pid'))) {
    throw new Error(`PGlite 数据目录正在使用中（${folder} 中有 postmaster.pid）：请先停止服务器；若服务器已停止（例如被强行结束），加 --force`);
  }
};

/** Writes the PGlite database of `dataDir` to `file`; the file appears only once complete. */
export const backupPglite = async (dataDir: string, file: string, { force = false } = {}) => {
  const folder = pgliteDirOf(dataDir);
  if (await isEmptyFolder(folder)) throw new Error(`没有可备份的数据库：${folder} 不存在或为空`);
  checkPgliteIdle(folder, force);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder);
  const partial = `${file}.partial`;
  try {
    // dumpDataDir before the database has started waits for ever (PGlite 0.5.16).
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await client.close();
    await rm(partial, { force: true });
  }
};

/**
 * Loads `file` into `DATA_DIR/pglite`, which must be missing or empty unless `force`: then the folder there is
 * kept beside, renamed `pglite.replaced-<time>`, and its name answered. The backup is loaded into a new folder
 * first and opened once, so a damaged file changes nothing.
 */
export const restorePglite = async (file: string, dataDir: string, { force = false, now = new Date() } = {}): Promise<{ replaced?: string }> => {
  await checkBackupFile(file, 'pglite');
  const folder = pgliteDirOf(dataDir);
  const occupied = !(await isEmptyFolder(folder));
  if (occupied && !force) throw new Error(`数据目录 ${folder} 不是空的：请恢复到新的 DATA_DIR，或加 --force 替换（原目录会改名保留）`);
  if (occupied) checkPgliteIdle(folder);
  const loading = `${folder}.restoring-${process.pid}`;
  await rm(loading, { recursive: true, force: true });
  await mkdir(loading, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const client = new PGlite(loading, { loadDataDir: await openAsBlob(file) });
    try {
      await client.query('SELECT 1');
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(loading, { recursive: true, force: true });
    throw new Error(`备份文件无法载入：${error instanceof Error ? error.message : String(error)}`);
  }
  let replaced: string | undefined;
  if (occupied) {
    replaced = `${folder}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    await rename(folder, replaced);
  } else {
    await rm(folder, { recursive: true, force: true });
  }
  await rename(loading, folder);
  return { replaced };
};
