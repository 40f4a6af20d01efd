/**
 * `npm run migrate-files` (bin/migrateFiles.ts): the files that earlier releases kept in
 * `DATA_DIR/uploads/<id><ext>` move into the configured file store. A file is moved only when sys_file knows
 * its id and its extension is its type's (what the download call used to read); its bytes on disk are removed
 * only once the store holds them all. Running it again moves nothing twice: bytes already stored are not
 * written again, and their copy on disk is removed. Anything else in the folder is left alone and reported.
 */
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { EXTENSIONS } from '../modules/files';
import type { FileStore } from './fileStore';

export interface MigrateFilesReport {
  /** Files whose bytes were written to the store now. */
  moved: number;
  /** Files whose bytes the store held already (an earlier run). */
  alreadyStored: number;
  /** Copies on disk removed (0 with `keep`). */
  removed: number;
  /** Names in the folder that are no file sys_file knows (left alone). */
  unknown: string[];
  /** Files not moved, and why (left on disk). */
  failed: { name: string; reason: string }[];
}

const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.[a-z]+)?$/;

const namesIn = async (folder: string) => {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

export const migrateUploadedFiles = async ({ db, store, uploadDir, keep = false }: { db: Db; store: FileStore; uploadDir: string; keep?: boolean }): Promise<MigrateFilesReport> => {
  const report: MigrateFilesReport = { moved: 0, alreadyStored: 0, removed: 0, unknown: [], failed: [] };
  for (const name of (await namesIn(uploadDir)).sort()) {
    const match = STORED_NAME.exec(name);
    const [file] = match ? await db.select().from(files).where(eq(files.id, match[1])).limit(1) : [];
    if (!file || (match?.[2] ?? '') !== (EXTENSIONS[file.contentType] ?? '')) {
      report.unknown.push(name);
      continue;
    }
    const filePath = path.join(uploadDir, name);
    if (await store.has(file.id)) {
      report.alreadyStored += 1;
    } else {
      const { size } = await stat(filePath);
      if (size !== file.size) {
        report.failed.push({ name, reason: `${size} bytes on disk, ${file.size} in sys_file` });
        continue;
      }
      try {
        const stored = await store.put(file.id, createReadStream(filePath));
        if (stored !== file.size) {
          await store.delete(file.id);
          report.failed.push({ name, reason: `${stored} bytes read, ${file.size} in sys_file` });
          continue;
        }
      } catch (error) {
        report.failed.push({ name, reason: error instanceof Error ? error.message : String(error) });
        continue;
      }
      report.moved += 1;
    }
    if (!keep) {
      await rm(filePath);
      report.removed += 1;
    }
  }
  return report;
};
