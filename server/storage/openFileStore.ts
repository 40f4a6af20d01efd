/** The configured file store (server/storage/config.ts); the S3 one and its SDK load only when chosen. */
import type { Db } from '../db/client';
import type { FileStoreConfig } from './config';
import { DatabaseFileStore } from './databaseStore';
import type { FileStore } from './fileStore';

export const openFileStore = async (config: FileStoreConfig, db: Db): Promise<FileStore> => {
  if (config.kind === 's3') return (await import('./s3Store')).openS3Store(config);
  return new DatabaseFileStore(db);
};
