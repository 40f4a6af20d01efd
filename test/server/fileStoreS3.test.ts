/**
 * The optional S3 file store (FILE_STORE=s3, server/storage/s3Store.ts), against a stand-in S3 service on
 * 127.0.0.1 (fakeS3.ts; no real bucket is reachable from a test): an upload's bytes become one object under
 * the file's id, the download call serves them, and a refused upload leaves no object. And the settings.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { fileStoreConfig } from '../../server/storage/config';
import { uploadFile, loginToken, startTestServer, type TestServer } from './helpers';
import { startFakeS3, type FakeS3 } from './fakeS3';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let s3: FakeS3;
let server: TestServer;
let token: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({
    env: { FILE_STORE: 's3', S3_BUCKET: 'assoc-files', S3_ENDPOINT: s3.endpoint, S3_REGION: 'cn-north-1', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: '1' },
  });
  token = await loginToken(server, 'editor', 'Editor@2026');
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const upload = (content: Buffer, fileName: string) => uploadFile(server, token, content, fileName);

describe('the S3 store', () => {
  it('keeps an upload as one object under its id, which the download call serves', async () => {
    const answer = await upload(PNG, 'logo.png');
    expect(answer).toMatchObject({ status: 0, data: { contentType: 'image/png', size: PNG.length } });
    expect(s3.objects.get(`assoc-files/${answer.data.fileId}`)?.equals(PNG)).toBe(true);
    const response = await server.app.inject({ method: 'GET', url: answer.data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores no object for a refused upload, and answers 404 for a file whose object is gone', async () => {
    const before = [...s3.objects.keys()];
    expect(await upload(Buffer.from('<script>alert(1)</script>'), 'fake.png')).toMatchObject({ status: -1, statusText: '不支持的文件类型' });
    expect([...s3.objects.keys()]).toEqual(before);
    const { data } = await upload(PNG, 'gone.png');
    s3.objects.delete(`assoc-files/${data.fileId}`);
    const response = await server.app.inject({ method: 'GET', url: data.url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, statusText: '文件不存在', data: null });
  });

  it('answers has, get and delete as the port says', async () => {
    const store = server.services.files;
    expect(store.kind).toBe('s3');
    expect(await store.put('00000000-0000-4000-8000-0000000005e3', Buffer.from('bytes'))).toBe(5);
    expect(await store.has('00000000-0000-4000-8000-0000000005e3')).toBe(true);
    await store.delete('00000000-0000-4000-8000-0000000005e3');
    expect(await store.has('00000000-0000-4000-8000-0000000005e3')).toBe(false);
    expect(await store.get('00000000-0000-4000-8000-0000000005e3')).toBeNull();
  });
});

describe('FILE_STORE and the S3 settings', () => {
  it('default to the database', () => {
    expect(fileStoreConfig({})).toEqual({ kind: 'database' });
    expect(fileStoreConfig({ FILE_STORE: 'database', S3_BUCKET: 'ignored' })).toEqual({ kind: 'database' });
  });

  it('read the bucket, the address, the region, the keys and the path style', () => {
    expect(
      fileStoreConfig({
        FILE_STORE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'https://minio.example.cn:9000',
        S3_REGION: 'cn-east-1',
        S3_ACCESS_KEY_ID: 'AK',
        S3_SECRET_ACCESS_KEY: 'SK',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({ kind: 's3', bucket: 'files', endpoint: 'https://minio.example.cn:9000', region: 'cn-east-1', forcePathStyle: true, credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' } });
    expect(fileStoreConfig({ FILE_STORE: 'S3', S3_BUCKET: 'files' })).toEqual({ kind: 's3', bucket: 'files', endpoint: undefined, region: 'us-east-1', forcePathStyle: false, credentials: undefined });
  });

  it.each([
    [{ FILE_STORE: 'disk' }, 'FILE_STORE must be database or s3 (got "disk")'],
    [{ FILE_STORE: 's3' }, 'FILE_STORE=s3 needs S3_BUCKET'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) address (got "minio:9000")'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AK' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ FILE_STORE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be 1 or 0 (got "maybe")'],
  ])('refuse %j', (env, message) => {
    expect(() => fileStoreConfig(env)).toThrow(message);
  });
});
