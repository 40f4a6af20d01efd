/**
 * A stand-in for an S3-compatible service on 127.0.0.1, path-style (`/bucket/key`): PUT, GET, HEAD and DELETE
 * of objects in memory, answering a missing key as S3 does (404, NoSuchKey). Signatures are not checked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  /** Objects by bucket and key ("bucket/key"). */
  objects: Map<string, Buffer>;
  /** The methods and paths asked, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const NO_SUCH_KEY = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

export const startFakeS3 = async (): Promise<FakeS3> => {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
    requests.push(`${request.method} ${key}`);
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const stored = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, Buffer.concat(parts));
      response.writeHead(200, { etag: '"fake"' }).end();
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else if (!stored) {
      response.writeHead(404, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : NO_SUCH_KEY);
    } else {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': stored.length, etag: '"fake"' }).end(request.method === 'HEAD' ? undefined : stored);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
