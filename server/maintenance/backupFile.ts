/** What kind of backup a file is, by its first bytes: a restore refuses the other kind with a clear message. */
import { open } from 'node:fs/promises';

const KINDS = {
  /** pg_dump's custom format starts "PGDMP". */
  postgres: { magic: Buffer.from('PGDMP'), name: 'PostgreSQL 的备份（pg_dump 自定义格式）' },
  /** PGlite's dumpDataDir('gzip'): a gzip stream. */
  pglite: { magic: Buffer.from([0x1f, 0x8b]), name: 'PGlite 的备份（.tar.gz）' },
};

export const checkBackupFile = async (file: string, kind: keyof typeof KINDS) => {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`找不到备份文件：${file}`);
    throw error;
  });
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const { magic, name } = KINDS[kind];
    if (bytesRead < magic.length || !head.subarray(0, magic.length).equals(magic)) throw new Error(`备份文件不是${name}：${file}`);
  } finally {
    await handle.close();
  }
};
