/**
 * The optional file store in an S3-compatible bucket (FILE_STORE=s3): one object a file, its key the file's id.
 * Loaded only when configured (openFileStore), so a default start never loads the AWS SDK. A put collects the
 * upload (at most 20 MB) and sends it as one PutObject, which S3 makes visible whole or not at all; the bucket's
 * own versioning or replication is its backup (docs/files-and-backups.md).
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './config';
import { pieces, type FileStore, type StoredFile } from './fileStore';

type Sdk = typeof import('@aws-sdk/client-s3');

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD). */
const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

const collect = async (source: AsyncIterable<Uint8Array> | Uint8Array) => {
  const parts: Uint8Array[] = [];
  for await (const piece of pieces(source)) parts.push(piece);
  return Buffer.concat(parts);
};

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;

  constructor(
    private readonly sdk: Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(id: string, source: AsyncIterable<Uint8Array> | Uint8Array): Promise<number> {
    const body = await collect(source);
    await this.client.send(new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: id, Body: body, ContentLength: body.length }));
    return body.length;
  }

  async get(id: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: id }));
      if (!answer.Body) return null;
      return { size: Number(answer.ContentLength ?? 0), stream: answer.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(id: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: id }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: id }));
  }
}

export const openS3Store = async (settings: S3Settings): Promise<S3FileStore> => {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
  return new S3FileStore(sdk, client, settings.bucket);
};
