/**
 * A reference server on in-memory PGlite for one test file, and a client
 * that logs in the way the console does (MD5, then RSA with JSEncrypt).
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { loadConfig, type ServerConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { buildApp } from '../../server/app';
import type { Services } from '../../server/services';
import type { Database } from '../../server/db/client';
import type { LoginLimits } from '../../server/auth/rateLimit';
import type { SmsGateway, SmsMeta } from '../../server/sms/gateway';

const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  database: Database;
  config: ServerConfig;
  base: string;
  close: () => Promise<void>;
}

export const startTestServer = async (
  options: { limits?: LoginLimits; env?: NodeJS.ProcessEnv; sms?: SmsGateway } = {},
): Promise<TestServer> => {
  const config = loadConfig({ STATIC_DIR: '/nonexistent', ...options.env });
  const log = pino({ level: 'silent' });
  const { services, database } = await bootstrap(config, { inMemory: true, limits: options.limits, log, sms: options.sms });
  const app = await buildApp(services);
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    base: config.apiBase,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export interface Answer<T = any> {
  httpStatus: number;
  status: number;
  data: T;
  statusText: string;
}

export const call = async <T = any>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; query?: Record<string, string>; rawBody?: string; ip?: string; base?: string } = {},
): Promise<Answer<T>> => {
  const response = await server.app.inject({
    method,
    url: `${options.base ?? server.base}${path}`,
    query: options.query,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.token ? { token: options.token } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    remoteAddress: options.ip,
    payload: options.rawBody ?? (method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined),
  });
  const body = response.json();
  return { httpStatus: response.statusCode, ...body };
};

export const encryptPassword = (publicKey: string, password: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(md5(password));
  if (!cipher) throw new Error('encryption failed');
  return cipher;
};

export const login = async (server: TestServer, loginName: string, password: string, extra: Record<string, unknown> = {}, ip?: string) => {
  const key = await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey');
  return call(server, 'POST', 'user/login', {
    body: { loginName, loginPwd: encryptPassword(key.data, password), rsaPublicKey: key.data, ...extra },
    ip,
  });
};

/** The token of a successful login (throws otherwise). */
export const loginToken = async (server: TestServer, loginName: string, password: string): Promise<string> => {
  const answer = await login(server, loginName, password);
  if (answer.status !== 0) throw new Error(`login of ${loginName} failed: ${answer.statusText}`);
  return answer.data.token as string;
};

/** An SMS gateway that keeps what it was given, so a test can read the codes. */
export class RecordingSmsGateway implements SmsGateway {
  readonly messages: { phone: string; text: string; meta?: SmsMeta }[] = [];

  async send(phone: string, text: string, meta?: SmsMeta) {
    this.messages.push({ phone, text, meta });
  }

  /** The code of the newest message to `phone` (throws when none was sent). */
  lastCode(phone: string): string {
    const message = [...this.messages].reverse().find((item) => item.phone === phone);
    if (!message?.meta) throw new Error(`no code was sent to ${phone}`);
    return message.meta.code;
  }
}

/** A pino logger at info level whose lines (parsed) are kept in `lines`. */
export const captureLog = () => {
  const lines: Record<string, any>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
};
