/**
 * The reference web-center as a Fastify instance: the API under the product's
 * base, the file service under its own base, the built console and its
 * run-time configuration on the same origin. Every answer is the envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import { appAuthModule } from './appAuth/calls';
import { withoutDatabase, type Services } from './services';
import { ApiError, envelope, STATUS } from './http/envelope';
import { isQueryCanceled, QUERY_TIMEOUT_MESSAGE } from './db/statementTimeout';
import { registerEndpoints } from './http/api';
import { registerSecurityHeaders } from './http/securityHeaders';
import { envelopeClientError } from './http/clientErrors';
import { authModule } from './modules/auth';
import { commonModule } from './modules/common';
import { filesModule, MAX_UPLOAD_BYTES } from './modules/files';
import { passwordModule } from './modules/password';
import { smsModule } from './modules/sms';
import { hotUpdateModule } from './modules/hotUpdate';
import { singleRecordModule } from './resources/singleRecordStore';
import { jgPushModule } from './modules/jgPush';
import { declaredResourceModules } from './resources';
import { modulesOf, type ServerFeature } from './feature';
import { registerOps } from './ops/health';

/** Modules of each base: the server's own, then the features' (server/feature.ts). */
export const serverModules = (features: ServerFeature[]) => ({
  webCenter: [
    authModule,
    passwordModule,
    commonModule,
    filesModule,
    hotUpdateModule,
    singleRecordModule,
    jgPushModule,
    ...modulesOf(features, 'webCenter'),
    // A module's own rules on its writes (server/resources/rules) run inside the generic store.
    ...declaredResourceModules,
  ],
  file: [smsModule, ...modulesOf(features, 'file')],
  questionnaire: modulesOf(features, 'questionnaire'),
  // What the association's app and portal call: app sign-in, then the features' calls (docs/app-sign-in.md).
  app: [appAuthModule, ...modulesOf(features, 'app')],
});

export interface AppOptions {
  /** The bespoke features whose modules the app serves (features/serverFeatures.ts). */
  features: ServerFeature[];
  /** The server's logger; silent when absent (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** Extra run-time configuration for the console's /app-config.js. */
  consoleConfig?: Record<string, unknown>;
}

/** The built console's one document (vite build): every page path answers with it. */
const CONSOLE_DOCUMENT = 'index.html';

export const BODY_LIMIT = 2 * 1024 * 1024;

export const buildApp = async (services: Services, options: AppOptions): Promise<FastifyInstance> => {
  const { config } = services;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // TRUST_PROXY (server/ops/addressList.ts): request.ip is then the client the named proxies forwarded, the
    // rightmost address of X-Forwarded-For that is not one of them; off, forwarded headers are ignored.
    trustProxy: config.ops.trustProxy.length ? config.ops.trustProxy : false,
    // A stop (server/ops/shutdown.ts): requests arriving while closing get 503, idle connections close at once.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: envelopeClientError,
  });
  registerSecurityHeaders(app);

  // An empty JSON body is an empty request, not an error.
  // Fastify's own parser (it refuses __proto__ and constructor.prototype keys), with an empty body taken as {}.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    jsonParser(request, text, (error, parsed) => (error ? done(new ApiError('请求体不是有效的 JSON', STATUS.failure, null, 400), undefined) : done(null, parsed)));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status === STATUS.unauthorized || error.status === STATUS.forbidden) {
        request.log.warn({ url: request.url, status: error.status }, 'call refused');
      }
      return reply.code(error.httpStatus).send(envelope(error.status, error.statusText, error.data));
    }
    // A statement over DB_STATEMENT_TIMEOUT_MS, cancelled by PostgreSQL (server/db/statementTimeout.ts).
    if (isQueryCanceled(error)) {
      request.log.warn({ url: request.url }, 'statement timed out');
      return reply.code(200).send(envelope(STATUS.failure, QUERY_TIMEOUT_MESSAGE));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send(envelope(413, '请求内容过大'));
    if (status === 415) return reply.code(415).send(envelope(415, '不支持的请求格式'));
    if (status >= 400 && status < 500) return reply.code(400).send(envelope(400, '请求格式错误'));
    request.log.error({ err: error, url: request.url }, 'unhandled error');
    return reply.code(200).send(envelope(STATUS.failure, '服务器繁忙，请稍后重试'));
  });

  // Uploads (fastdfs/uploadFile): one file of at most 20 MB per request.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  const apiPrefixes = [config.apiBase, config.fileBase, config.questionnaireBase, config.appBase];
  // /healthz, /readyz and /metrics, outside the API bases, and the request metrics.
  registerOps(app, services, apiPrefixes);
  // Answers of the services hold tokens, keys and personal data: never kept by a browser or a proxy.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split('?')[0].replace(/\/{2,}/g, '/');
    if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) reply.header('cache-control', 'no-store');
    done();
  });
  // `product` fills `{product}` in the console's call names (dataProvider/resourceApi.ts);
  // `watermark` is the installation's switch of the console's watermark (docs/operator-comfort.md).
  const consoleConfig = {
    apiBase: config.apiBase,
    fileBase: config.fileBase,
    questionnaireBase: config.questionnaireBase,
    product: config.product,
    watermark: config.watermark,
    ...options.consoleConfig,
  };
  app.get('/app-config.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`window.APP_CONFIG = ${JSON.stringify(consoleConfig)};\n`),
  );

  // The modules get no database: their handlers take the call's (ctx.db), which registerEndpoints gives them.
  const moduleServices = withoutDatabase(services);
  const modules = serverModules(options.features);
  const bases = { webCenter: config.apiBase, file: config.fileBase, questionnaire: config.questionnaireBase, app: config.appBase };
  for (const [base, prefix] of Object.entries(bases)) {
    registerEndpoints(
      app,
      prefix,
      modules[base as keyof typeof bases].flatMap((module) => module(moduleServices)),
      services,
    );
  }

  const hasConsole = existsSync(path.join(config.staticDir, CONSOLE_DOCUMENT));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset (scripts/precompressPlugin.ts).
      preCompressed: true,
      // Hashed build assets never change under their name; anything else is checked each time.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The router ignores duplicate slashes, so the prefix check must as well.
    const pathname = request.url.split('?')[0].replace(/\/{2,}/g, '/');
    const isApi = apiPrefixes.some((prefix) => pathname.startsWith(prefix));
    if (!isApi && hasConsole && request.method === 'GET' && !path.extname(pathname)) {
      // History-mode routes: every page path answers with the console's one document.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile(CONSOLE_DOCUMENT);
    }
    return reply.code(404).send(envelope(404, '请求的接口或资源不存在'));
  });

  return app;
};
