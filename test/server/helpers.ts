/**
 * A reference server for one test file, on in-memory PGlite (or, on the
 * PostgreSQL run, a database of its own in the run's cluster), both copied
 * from the run's prepared demo database (preparedDatabase.ts), and a client
 * that logs in the way the console does (MD5, then RSA with JSEncrypt).
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { ServerConfig } from '../../server/config';
import { bootstrap } from '../../server/bootstrap';
import { buildApp } from '../../server/app';
import { serverFeatures } from '../../features/serverFeatures';
import type { Services } from '../../server/services';
import type { Database, Db } from '../../server/db/client';
import { sql } from 'drizzle-orm';
import type { LoginLimits } from '../../server/auth/rateLimit';
import type { SmsGateway, SmsMeta } from '../../server/sms/gateway';
import type { Clock } from '../../server/clock';
import { roleMenus, roles, users } from '../../server/db/schema';
import { hashPassword, md5Hex } from '../../server/auth/password';
import { ancestorIds } from '../../server/menus';
import { freshDatabase } from '../pg/freshDatabase';
import { pgliteTemplate, templateConfig } from './preparedDatabase';

const require = createRequire(import.meta.url);
const JSEncrypt = require('jsencrypt') as new () => { setPublicKey(key: string): void; encrypt(text: string): string | false };
const md5 = require('blueimp-md5') as (value: string) => string;

export interface TestServer {
  app: FastifyInstance;
  services: Services;
  database: Database;
  config: ServerConfig;
  base: string;
  /** The SMS gateway: a RecordingSmsGateway unless the test gave its own (absent on servers built by hand). */
  sms?: SmsGateway;
  close: () => Promise<void>;
}

export const startTestServer = async (
  options: {
    limits?: Partial<LoginLimits>;
    env?: NodeJS.ProcessEnv;
    sms?: SmsGateway;
    /** The server's time (testClock.ts); the system's when absent. */
    clock?: Clock;
    /** Where the server logs (captureLog); silent when absent. */
    log?: pino.Logger;
    /** Start from an empty database, not the run's prepared demo copy (a production start: DEMO_DATA=0). */
    fresh?: boolean;
  } = {},
): Promise<TestServer> => {
  // A server with another API base seeds its own demo (its links name that base); every other starts from the run's copy.
  const prepared = !options.fresh && templateConfig(options.env).apiBase === templateConfig().apiBase;
  const testDatabase = await freshDatabase({ prepared });
  const config = templateConfig({ ...testDatabase.env, ...options.env });
  const log = options.log ?? pino({ level: 'silent' });
  // Every login here fetches its own key from one address: the key limit is tested on its own (securityAttacks.test.ts).
  const limits = { keysPerWindow: 100_000, ...options.limits };
  const sms = options.sms ?? new RecordingSmsGateway();
  const pgliteDump = prepared && !testDatabase.env.DATABASE_URL ? pgliteTemplate() : undefined;
  const { services, database } = await bootstrap(config, { inMemory: true, pgliteDump, limits, log, sms, clock: options.clock, features: serverFeatures });
  const app = await buildApp(services, { features: serverFeatures, ...(options.log ? { loggerInstance: options.log } : {}) });
  return { ...(await readyServer(app, services, database, testDatabase.drop)), sms };
};

/** A built app made ready, with what a test reads of it; closing it closes the database, then runs `after`. */
export const readyServer = async (app: FastifyInstance, services: Services, database: Database, after: () => Promise<void> = async () => undefined): Promise<TestServer> => {
  await app.ready();
  return {
    app,
    services,
    database,
    config: services.config,
    base: services.config.apiBase,
    close: async () => {
      await app.close();
      await database.close();
      await after();
    },
  };
};

/** A server on the database `config` names (DATA_DIR's PGlite, or DATABASE_URL), closed by the test. */
export const startServerOn = async (config: ServerConfig, log: FastifyBaseLogger = pino({ level: 'silent' })): Promise<TestServer> => {
  const { services, database } = await bootstrap(config, { log, features: serverFeatures });
  return readyServer(await buildApp(services, { features: serverFeatures }), services, database);
};

/** fastdfs/uploadFile with one multipart part, as the console sends it: the answer with its HTTP status. */
export const uploadFile = async (server: TestServer, token: string | null, content: Buffer, fileName: string, { type = 'application/octet-stream', field = 'file' } = {}) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), fileName);
  const encoded = new Response(form);
  const response = await server.app.inject({
    method: 'POST',
    url: `${server.base}fastdfs/uploadFile`,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'x-requested-with': 'XMLHttpRequest', ...(token === null ? {} : { token }) },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { httpStatus: response.statusCode, ...response.json() };
};

/**
 * Holds `table` in an ACCESS EXCLUSIVE lock in a transaction of its own, so that a request touching it waits in
 * the middle of its work; `release` ends the transaction.
 */
export const holdTableLock = async (db: Db, table: string): Promise<{ release: () => Promise<void> }> => {
  let end!: () => void;
  let locked!: () => void;
  const held = new Promise<void>((resolve) => (end = resolve));
  const taken = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await (tx as unknown as Db).execute(sql.raw(`LOCK TABLE "${table}" IN ACCESS EXCLUSIVE MODE`));
    locked();
    await held;
  });
  await taken;
  return {
    release: async () => {
      end();
      await holder;
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

/** RSA(text) with JSEncrypt, as the console sends it. */
export const encryptText = (publicKey: string, text: string) => {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const cipher = encryptor.encrypt(text);
  if (!cipher) throw new Error('encryption failed');
  return cipher;
};

/** RSA(MD5(password)): the contract's password fields. */
export const encryptPassword = (publicKey: string, password: string) => encryptText(publicKey, md5(password));

/** A fresh one-time key from the server. */
export const freshKey = async (server: TestServer) => (await call<string>(server, 'GET', 'fastdfs/rsa/getPublicKey')).data;

/**
 * The fields of a call that sets a password: `field` as RSA(MD5), `plainPwd`
 * as RSA(password), both under one fresh key (`rsaPublicKey`).
 */
export const passwordBody = async (server: TestServer, field: string, password: string, plain: string | null = password) => {
  const rsaPublicKey = await freshKey(server);
  return {
    [field]: encryptPassword(rsaPublicKey, password),
    ...(plain === null ? {} : { plainPwd: encryptText(rsaPublicKey, plain) }),
    rsaPublicKey,
  };
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

/**
 * A user `code` whose role `code` holds `grants` (menu id → data units, null
 * for every unit; the sections above are added with none of their own),
 * logged in with `Tester@2026`: the one way a server test logs in as a role
 * of its own. Answers the token, the user's id and the whole login answer.
 */
export const loginWithGrants = async (server: TestServer, code: string, grants: Record<number, string[] | null>) => {
  const db = server.services.db;
  const [role] = await db
    .insert(roles)
    .values({ code, name: `角色${code}` })
    .returning({ id: roles.id });
  const rows = new Map<number, string[] | null>();
  for (const [menuId, units] of Object.entries(grants)) rows.set(Number(menuId), units);
  for (const menuId of Object.keys(grants).map(Number)) for (const sectionId of ancestorIds(menuId)) if (!rows.has(sectionId)) rows.set(sectionId, []);
  await db.insert(roleMenus).values([...rows].map(([menuId, dataUnits]) => ({ roleId: role.id, menuId, dataUnits })));
  const [user] = await db
    .insert(users)
    .values({ loginName: code, cnName: `用户${code}`, phone: '13900000000', roleCode: code, passwordHash: await hashPassword(md5Hex('Tester@2026')) })
    .returning({ id: users.id });
  const answer = await login(server, code, 'Tester@2026');
  if (answer.status !== 0) throw new Error(`login of ${code} failed: ${answer.statusText}`);
  return { token: answer.data.token as string, userId: user.id, login: answer };
};

/** The first login of a user created with `start`: sets `own` as the initial password and answers the token. */
export const firstLogin = async (server: TestServer, loginName: string, start: string, own = `${start}x`) => {
  const answer = await login(server, loginName, start);
  if (answer.status !== 0) throw new Error(`login of ${loginName} failed: ${answer.statusText}`);
  const token = answer.data.token as string;
  const set = await call(server, 'POST', 'userpwd/initializationpwd', { token, body: { id: answer.data.id, ...(await passwordBody(server, 'initialPwd', own)) } });
  if (set.status !== 0) throw new Error(`initial password of ${loginName} refused: ${set.statusText}`);
  return token;
};
