/**
 * Endpoint registration: every call names its access (public, any logged-in
 * user, the menu ids whose holders may call it, or a data unit of those menus,
 * docs/permissions.md) and its effect (whether it reads or writes, and who
 * logs a write: server/audit/actions.ts), and its handler returns the data of
 * a success envelope or throws an ApiError.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withoutDatabase, type ModuleServices, type Services } from '../services';
import type { Db } from '../db/client';
import { resolveSession, type SessionUser } from '../auth/sessions';
import { resolveAppSession, type AppCaller } from '../appAuth/sessions';
import type { DataUnit } from '../menus';
import { ApiError, STATUS, Success, ok } from './envelope';
import { hookAction, selfAction, type Effect, type OperationAction } from '../audit/actions';
import { actorOf, labelOf, recordOperation } from '../audit/record';
import type { CallWork } from '../ops/metrics';
import { workOf } from '../ops/callWork';

/**
 * 'login': any logged-in user who has set their initial password; 'session':
 * any logged-in user, also one who must still set it (the initial-password
 * call, logout, the current user); `{ menu }`: any unit of one of those menus;
 * `{ menu, unit }`: that unit (or one of those units) of one of those menus.
 */
export type Access = 'public' | 'session' | 'login' | AppAccess | { menu: number | number[]; unit?: DataUnit | DataUnit[] };

/**
 * The app-facing calls (docs/app-sign-in.md): 'app', an app user's signed-in session (the app token in the
 * `token` header), refused without one; 'appOptional', the same when a token is sent, anonymous otherwise
 * (page tracking reports for readers who have not signed in), a token sent but not live still refused.
 */
export type AppAccess = 'app' | 'appOptional';

const isAppAccess = (access: Access): access is AppAccess => access === 'app' || access === 'appOptional';

export interface EndpointContext {
  /**
   * The call's one database: for a write the central hook logs, the
   * transaction that also writes its operation-log row (either both or
   * neither); for any other call, the server's database, on which an
   * `audit: 'self'` handler opens its own transaction.
   */
  db: Db;
  /** For `audit: 'self'` handlers: logs this call with its declared action, as the hook would, in the write's transaction `tx`. */
  logWrite: (tx: Db, answer?: unknown) => Promise<void>;
  body: Record<string, unknown>;
  query: Record<string, string>;
  user: SessionUser | null;
  /** The signed-in app user of an 'app' or 'appOptional' call, from the server's records. */
  appUser: AppCaller | null;
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The server's services without its database: a handler's database is `db` above. */
  services: ModuleServices;
}

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path under the service base, e.g. 'user/login'. */
  path: string;
  access: Access;
  /**
   * Whether the call reads or writes, and who logs a write (server/audit/actions.ts):
   * 'read'; `{ write: 'update' }`, run by the hook in a transaction (ctx.db) that
   * also logs it with that action; `{ write, audit: 'self' }`, logged by the
   * handler in its own transaction; `{ write, audit: false }`, never logged.
   */
  effect: Effect;
  /** Returns the success data; `raw` handlers answer through ctx.reply themselves. */
  handler: (ctx: EndpointContext) => Promise<unknown> | unknown;
  /** Answers through ctx.reply (files): never run in the hook's transaction, so a raw write logs itself. */
  raw?: boolean;
  /** An import or an export whose name does not say so (the metrics' running gauges, server/ops/callWork.ts). */
  work?: CallWork;
}

/** A module: its endpoints, made once per server from the services (no database: handlers use ctx.db). */
export type ServerModule = (services: ModuleServices) => Endpoint[];

type EndpointOptions = Pick<Endpoint, 'raw' | 'work'>;

/** A POST endpoint in one call: `post('role/delRole', { menu: 54, unit: 'delete' }, { write: 'delete' }, async ({ db, body }) => …)`. */
export const post = (path: string, access: Access, effect: Effect, handler: Endpoint['handler'], options: EndpointOptions = {}): Endpoint => ({
  method: 'POST',
  path,
  access,
  effect,
  handler,
  ...options,
});

/** A GET endpoint in one call, like `post`: `get('role/checkRole', { menu: 54 }, 'read', ({ query }) => …)`. */
export const get = (path: string, access: Access, effect: Effect, handler: Endpoint['handler'], options: EndpointOptions = {}): Endpoint => ({
  method: 'GET',
  path,
  access,
  effect,
  handler,
  ...options,
});

export const MESSAGES = {
  notLoggedIn: '请先登录',
  sessionExpired: '登录已失效，请重新登录',
  forbidden: '您没有该功能的访问权限',
  unitForbidden: '您没有该操作的权限',
  initialPasswordFirst: '请先设置初始密码',
  appSignInFirst: '请先登录APP',
  appSessionExpired: 'APP登录已失效，请重新登录',
} as const;

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Whether the user holds one of `units` on one of `menus`. */
export const holdsUnit = (user: SessionUser, menus: number | number[], units: DataUnit | DataUnit[]): boolean =>
  asList(menus).some((menuId) => {
    if (!user.menuIds.has(menuId)) return false;
    const granted = user.menuUnits.get(menuId);
    if (granted === null) return true;
    return !!granted && asList(units).some((unit) => granted.has(unit));
  });

/** Refuses (403 '您没有该操作的权限') unless the user holds one of `units` on one of `menus`. */
export const requireUnit = (user: SessionUser | null, menus: number | number[], units: DataUnit | DataUnit[]) => {
  if (!user || !holdsUnit(user, menus, units)) throw new ApiError(MESSAGES.unitForbidden, STATUS.forbidden);
};

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

const readToken = (request: FastifyRequest): string | null => {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token !== 'null' && token !== 'undefined' ? token : null;
};

/** Resolves the caller and enforces the endpoint's access; throws the refusal. */
export const authorize = async (access: Access, token: string | null, services: Services): Promise<SessionUser | null> => {
  if (access === 'public' || isAppAccess(access)) return null;
  if (!token) throw new ApiError(MESSAGES.notLoggedIn, STATUS.unauthorized);
  const user = await resolveSession(services.db, token, services.sessionTimes, services.clock.now());
  if (!user) throw new ApiError(MESSAGES.sessionExpired, STATUS.unauthorized);
  // A new user, or one after a reset, may do nothing else until they set their own password.
  if (access !== 'session' && user.mustChangePassword) throw new ApiError(MESSAGES.initialPasswordFirst, STATUS.forbidden);
  if (access !== 'login' && access !== 'session') {
    const allowed = asList(access.menu);
    if (!allowed.some((id) => user.menuIds.has(id))) throw new ApiError(MESSAGES.forbidden, STATUS.forbidden);
    if (access.unit !== undefined) requireUnit(user, allowed, access.unit);
  }
  return user;
};

/** The app user of an app call; throws the refusal (401) when the call needs one and has none. */
export const authorizeApp = async (access: Access, token: string | null, services: Services): Promise<AppCaller | null> => {
  if (!isAppAccess(access)) return null;
  if (!token) {
    if (access === 'appOptional') return null;
    throw new ApiError(MESSAGES.appSignInFirst, STATUS.unauthorized);
  }
  const caller = await resolveAppSession(services.db, token, services.appSessionTimes, services.clock.now());
  if (!caller) throw new ApiError(MESSAGES.appSessionExpired, STATUS.unauthorized);
  return caller;
};

/** The menu of a call for the log: its only menu, else none. */
const menuOfAccess = (access: Access): number | null => {
  if (typeof access !== 'object') return null;
  const menus = asList(access.menu);
  return menus.length === 1 ? menus[0] : null;
};

/** The log row of a successful write of a bespoke endpoint, written in the write's transaction. */
const recordCall = async (tx: Db, action: OperationAction, endpoint: Endpoint, context: EndpointContext, data: unknown) => {
  const answer = data instanceof Success ? data.data : data;
  const answered = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
  const id = context.body.id ?? answered?.id;
  await recordOperation(tx, {
    actor: actorOf(context.user, context.request),
    action,
    menuId: menuOfAccess(endpoint.access),
    path: endpoint.path,
    recordId: typeof id === 'string' || typeof id === 'number' ? id : null,
    summary: labelOf(context.body) ?? labelOf(answered),
    before: null,
    after: endpoint.method === 'GET' ? context.query : context.body,
    at: context.services.clock.sqlNow(),
  });
};

/** ctx.logWrite of an endpoint: its declared action, or a mistake refused when it does not log itself. */
const logWriteOf = (endpoint: Endpoint) => {
  const action = selfAction(endpoint.effect);
  return (tx: Db, context: EndpointContext, answer: unknown) => {
    if (!action) throw new Error(`${endpoint.path}: ctx.logWrite needs the effect { write, audit: 'self' }`);
    return recordCall(tx, action, endpoint, context, answer);
  };
};

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** An import's or an export's handler counts itself as running while it runs (server/ops/metrics.ts). */
const countedAs = (endpoint: Endpoint, services: Services, handler: RouteHandler): RouteHandler => {
  const work = workOf(endpoint);
  return work ? (request, reply) => services.metrics.running(work, () => handler(request, reply)) : handler;
};

/**
 * Serves the endpoints. The server's database (`services.db`) stays here: it
 * resolves the caller, opens the hook's transaction and is the ctx.db of
 * every call the hook does not log; the handlers get the services without it.
 */
export const registerEndpoints = (app: FastifyInstance, base: string, endpoints: Endpoint[], services: Services) => {
  const shared = withoutDatabase(services);
  for (const endpoint of endpoints) {
    const action = hookAction(endpoint.effect);
    // A raw handler answers through reply itself: the hook could not log or roll back what it sent.
    if (endpoint.raw && action) throw new Error(`${endpoint.path}: a raw endpoint cannot be a write the hook logs; declare audit: 'self'`);
    const logWrite = logWriteOf(endpoint);
    app.route({
      method: endpoint.method,
      url: `${base}${endpoint.path}`,
      handler: countedAs(endpoint, services, async (request, reply) => {
        const token = readToken(request);
        const user = await authorize(endpoint.access, token, services);
        const appUser = await authorizeApp(endpoint.access, token, services);
        if (endpoint.method === 'POST' && request.body !== undefined && request.body !== null && (typeof request.body !== 'object' || Array.isArray(request.body)) && !endpoint.raw) {
          throw new ApiError('请求参数格式错误：需要一个 JSON 对象', STATUS.failure, null, 400);
        }
        const context: EndpointContext = {
          db: services.db,
          logWrite: (tx, answer) => logWrite(tx, context, answer),
          body: asRecord(request.body),
          query: asRecord(request.query) as Record<string, string>,
          user,
          appUser,
          token,
          request,
          reply,
          services: shared,
        };
        const data = action
          ? await services.db.transaction(async (transaction) => {
              const tx = transaction as unknown as Db;
              const written = await endpoint.handler({ ...context, db: tx });
              await recordCall(tx, action, endpoint, context, written);
              return written;
            })
          : await endpoint.handler(context);
        if (endpoint.raw) return reply;
        if (data instanceof Success) return ok(data.data ?? null, data.statusText);
        return ok(data ?? null);
      }),
    });
  }
};
