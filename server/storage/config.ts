/** The file store's settings (README "Settings"): FILE_STORE and, for `s3`, the bucket's S3_* settings. */
export interface S3Settings {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, a cloud's object storage); AWS's own when absent. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Both keys, or none: the SDK's own chain then (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type FileStoreConfig = { kind: 'database' } | S3Settings;

const FLAG = /^(1|true|yes|on|0|false|no|off)$/i;

const flag = (name: string, value: string | undefined) => {
  if (value === undefined || value === '') return false;
  if (!FLAG.test(value)) throw new Error(`${name} must be 1 or 0 (got "${value}")`);
  return /^(1|true|yes|on)$/i.test(value);
};

export const fileStoreConfig = (env: NodeJS.ProcessEnv): FileStoreConfig => {
  const kind = (env.FILE_STORE || 'database').toLowerCase();
  if (kind === 'database') return { kind: 'database' };
  if (kind !== 's3') throw new Error(`FILE_STORE must be database or s3 (got "${env.FILE_STORE}")`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) address (got "${endpoint}")`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK credential chain');
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
};
