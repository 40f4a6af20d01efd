/** Every answer is the envelope {status, data, statusText}; routing, bodies and the console's run-time configuration. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;

interface RawAnswer {
  httpStatus: number;
  contentType: string;
  text: string;
  body: { status: number; data: unknown; statusText: string };
}

/** Any request; checks that the answer is the envelope and carries no error internals. */
const send = async (target: TestServer, options: InjectOptions): Promise<RawAnswer> => {
  const response = await target.app.inject(options);
  const text = response.body;
  expect(text).not.toMatch(/stack/i);
  expect(text).not.toContain('Error:');
  expect(text).not.toMatch(/FST_|node_modules|\.ts:\d+/);
  const body = JSON.parse(text);
  expect(Object.keys(body).sort()).toEqual(['data', 'status', 'statusText']);
  expect(typeof body.status).toBe('number');
  expect(typeof body.statusText).toBe('string');
  return { httpStatus: response.statusCode, contentType: String(response.headers['content-type']), text, body };
};

const chinese = /[\u4e00-\u9fff]/;

const post = (path: string, payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  send(server, { method: 'POST', url: `${server.base}${path}`, headers, payload });

const readAppConfig = (source: string) => {
  const sandbox: { window: { APP_CONFIG?: Record<string, unknown> } } = { window: {} };
  vm.runInNewContext(source, sandbox);
  return sandbox.window.APP_CONFIG;
};

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('unknown paths', () => {
  it.each([
    ['GET', 'no/such/endpoint'],
    ['POST', 'no/such/endpoint'],
    ['GET', 'user/login'],
  ] as const)('answers %s %s under the API base with HTTP 404 and the envelope', async (method, path) => {
    const answer = await send(server, { method, url: `${server.base}${path}`, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(answer.httpStatus).toBe(404);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.status).toBe(404);
    expect(answer.body.statusText).toBe('请求的接口或资源不存在');
    expect(answer.body.data).toBeNull();
  });

  it('answers unknown paths of the file service and outside any base with the envelope', async () => {
    for (const url of [`${server.config.fileBase}message/unknown`, '/nothing-here', '/index.html']) {
      const answer = await send(server, { method: 'GET', url });
      expect(answer.httpStatus).toBe(404);
      expect(answer.body.statusText).toMatch(chinese);
    }
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with HTTP 400 and the envelope', async () => {
    const answer = await post('user/login', '{"loginName": "admin",');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.status).toBe(-1);
    expect(answer.body.statusText).toBe('请求体不是有效的 JSON');
  });

  it.each([
    ['an array', '[{"loginName": "admin"}]'],
    ['a string', '"admin"'],
    ['a number', '42'],
  ])('refuses %s as the body with a Chinese message', async (_label, payload) => {
    const answer = await post('user/login', payload);
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.status).toBe(-1);
    expect(answer.body.statusText).toBe('请求参数格式错误：需要一个 JSON 对象');
  });

  it('refuses an array body on a protected endpoint too', async () => {
    const token = (await login(server, 'admin', 'Admin@2026')).data.token as string;
    const answer = await post('user/queryUserList', '[]', { 'content-type': 'application/json', token });
    expect(answer.body.status).toBe(-1);
    expect(answer.body.statusText).toBe('请求参数格式错误：需要一个 JSON 对象');
  });

  it.each([
    ['an empty JSON body', '', { 'content-type': 'application/json' }],
    ['a blank JSON body', '  \n ', { 'content-type': 'application/json' }],
    ['no body and no content type', '', {}],
    ['a JSON null', 'null', { 'content-type': 'application/json' }],
  ])('takes %s as {}', async (_label, payload, headers) => {
    const answer = await post('user/login', payload, headers);
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.status).toBe(-1);
    expect(answer.body.statusText).toBe('请输入用户名');
  });

  it('takes an empty body as {} on a list call', async () => {
    const token = (await login(server, 'admin', 'Admin@2026')).data.token as string;
    const answer = await post('user/queryUserList', '', { 'content-type': 'application/json', token });
    expect(answer.body.status).toBe(0);
    expect((answer.body.data as { total: number }).total).toBe(2);
  });

  it('answers a 3 MB body with HTTP 413 and the envelope', async () => {
    const payload = JSON.stringify({ loginName: 'admin', loginPwd: 'x'.repeat(3 * 1024 * 1024) });
    const answer = await post('user/login', payload);
    expect(answer.httpStatus).toBe(413);
    expect(answer.body.status).toBe(413);
    expect(answer.body.statusText).toBe('请求内容过大');
  });

  it('refuses a plain-text body as not being a JSON object', async () => {
    const answer = await post('user/login', 'loginName=admin', { 'content-type': 'text/plain' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.status).toBe(-1);
    expect(answer.body.statusText).toBe('请求参数格式错误：需要一个 JSON 对象');
  });

  it('answers an unsupported content type with HTTP 415 and the envelope', async () => {
    const answer = await post('user/login', '<loginName>admin</loginName>', { 'content-type': 'application/xml' });
    expect(answer.httpStatus).toBe(415);
    expect(answer.body.status).toBe(415);
    expect(answer.body.statusText).toBe('不支持的请求格式');
  });

  it('answers an unexpected failure with a Chinese message and no internals', async () => {
    const spy = vi.spyOn(server.services.keys, 'consume').mockImplementation(() => {
      throw new TypeError('secret internals at /work/main/server/auth/rsa.ts:42');
    });
    try {
      const answer = await post('user/login', JSON.stringify({ loginName: 'admin', loginPwd: 'abc' }));
      expect(spy).toHaveBeenCalled();
      expect(answer.body.status).toBe(-1);
      expect(answer.body.statusText).toBe('服务器繁忙，请稍后重试');
      expect(answer.text).not.toContain('secret');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('paths', () => {
  it('routes trailing and duplicate slashes to the same endpoint', async () => {
    const urls = [
      `${server.base}fastdfs/rsa/getPublicKey/`,
      `${server.base}fastdfs//rsa///getPublicKey`,
      '/assoc-web-center//api/webcenter//fastdfs/rsa/getPublicKey',
      '//assoc-web-center/api/webcenter/fastdfs/rsa/getPublicKey/',
    ];
    for (const url of urls) {
      const answer = await send(server, { method: 'GET', url });
      expect(answer.httpStatus).toBe(200);
      // Each call issues its own one-time key.
      expect(answer.body).toEqual({ status: 0, data: expect.stringMatching(/^[A-Za-z0-9+/]{300,}={0,2}$/), statusText: '操作成功' });
    }
  });

  it('routes a POST with a trailing slash', async () => {
    const answer = await post('user/login/', JSON.stringify({}));
    expect(answer.body.statusText).toBe('请输入用户名');
  });
});

describe('/app-config.js', () => {
  it('sets window.APP_CONFIG with the bases, the code of the default product and the watermark on', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(readAppConfig(response.body)).toEqual({
      apiBase: '/assoc-web-center/api/webcenter/',
      fileBase: '/assoc-file-center/api/filecenter/',
      questionnaireBase: '/assoc-web-center/api/questionnaire/',
      product: 'assoc',
      watermark: true,
    });
  });
});

/** A hashed asset long enough to be worth compressing. */
const ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: index, title: `新闻${index}` })))};`;

describe('another product with a built console', () => {
  let demo: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'console-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>协会管理后台</title><!--console-->');
    writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1);');
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'assets', 'page-abc123.js'), ASSET);
    writeFileSync(path.join(staticDir, 'assets', 'page-abc123.js.br'), brotliCompressSync(ASSET));
    writeFileSync(path.join(staticDir, 'assets', 'page-abc123.js.gz'), gzipSync(ASSET));
    demo = await startTestServer({ env: { PRODUCT: 'demo', STATIC_DIR: staticDir, WATERMARK: '0' } });
  });

  afterAll(async () => {
    await demo?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('moves the API to /demo-web-center/api/webcenter/', async () => {
    expect(demo.base).toBe('/demo-web-center/api/webcenter/');
    const key = await send(demo, { method: 'GET', url: '/demo-web-center/api/webcenter/fastdfs/rsa/getPublicKey' });
    expect(key.body.status).toBe(0);
    expect(typeof key.body.data).toBe('string');
    const loggedIn = await login(demo, 'admin', 'Admin@2026');
    expect(loggedIn.status).toBe(0);
    const old = await demo.app.inject({ method: 'GET', url: '/assoc-web-center/api/webcenter/fastdfs/rsa/getPublicKey' });
    expect(old.body).not.toContain(key.body.data as string);
    const oldLogin = await send(demo, { method: 'POST', url: '/assoc-web-center/api/webcenter/user/login', payload: {} });
    expect(oldLogin.httpStatus).toBe(404);
  });

  it('tells the console the moved bases and that its watermark is off', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(readAppConfig(response.body)).toMatchObject({
      apiBase: '/demo-web-center/api/webcenter/',
      fileBase: '/demo-file-center/api/filecenter/',
      product: 'demo',
      watermark: false,
    });
  });

  it('serves the console for page paths and its files', async () => {
    const page = await demo.app.inject({ method: 'GET', url: '/system/user' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('协会管理后台');
    const asset = await demo.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
  });

  it.each(['/login', '/', '/information/newsManage?pageNum=2', '/information/newsEdit?id=1', '/ability/questionBank/edit'])(
    "answers %s with the console's one document, checked again on each load",
    async (url) => {
      const page = await demo.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<!--console-->');
    },
  );

  it("sends the build's compressed copy of an asset to a browser that accepts it, cached for good", async () => {
    const brotli = await demo.app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);
    const gzip = await demo.app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);
    const plain = await demo.app.inject({ method: 'GET', url: '/assets/page-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    const unhashed = await demo.app.inject({ method: 'GET', url: '/app.js' });
    expect(unhashed.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/demo-web-center/api/webcenter/no/such/endpoint',
    '/demo-web-center/api/webcenter//no/such/endpoint',
    '//demo-web-center/api/webcenter/no/such/endpoint',
    '/demo-web-center//api/webcenter/no/such/endpoint',
    '/demo-file-center/api/filecenter/no/such/endpoint',
  ])('answers the unknown API path %s with the envelope, not the console', async (url) => {
    const answer = await send(demo, { method: 'GET', url });
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.statusText).toBe('请求的接口或资源不存在');
  });
});

describe('prototype pollution', () => {
  it('refuses a body with a __proto__ key', async () => {
    const answer = await call(server, 'POST', 'user/login', { rawBody: '{"loginName":"admin","__proto__":{"polluted":true}}' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.statusText).toBe('请求体不是有效的 JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
