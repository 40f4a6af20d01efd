/**
 * Endpoint registration: every call names its access (public, any logged-in
 * user, the menu ids whose holders may call it, or a data unit of those menus,
 * docs/permissions.md), and its handler returns the data of a success
 * envelope or throws an ApiError.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Db } from '../db/client';
import { inWriteScope } from '../db/writeScope';
import { resolveSession, type SessionUser } from '../auth/sessions';
import { resolveAppSession, type AppCaller } from '../appAuth/sessions';
import type { DataUnit } from '../menus';
import { ApiError, STATUS, Success, ok } from './envelope';
import { hookRecords, inferAction } from '../audit/actions';
import { actorOf, labelOf, recordOperation } from '../audit/record';

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
   * The database of the call: for a write the central hook records, the
   * transaction that also writes its operation-log row (either both or
   * neither). Such a handler must use this, never the module's own `db`.
   */
  db: Db;
  /** For `audit: 'self'` handlers: logs this call, as the hook would, in the write's transaction `tx`. */
  logWrite: (tx: Db, answer?: unknown) => Promise<void>;
  body: Record<string, unknown>;
  query: Record<string, string>;
  user: SessionUser | null;
  /** The signed-in app user of an 'app' or 'appOptional' call, from the server's records. */
  appUser: AppCaller | null;
  token: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
}

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path under the service base, e.g. 'user/login'. */
  path: string;
  access: Access;
  /** Returns the success data; `raw` handlers answer through ctx.reply themselves. */
  handler: (ctx: EndpointContext) => Promise<unknown> | unknown;
  raw?: boolean;
  /**
   * The operation log (server/audit/actions.ts): absent, a write is run in a
   * transaction (ctx.db) that also logs it with the body as `after`; 'self':
   * the handler logs itself in its own write's transaction (a write with side
   * effects that must outlive a refusal, or slow work that must not hold a
   * transaction); false: never logged.
   */
  audit?: false | 'self';
}

export type ServerModule = (services: Services) => Endpoint[];

type EndpointOptions = Pick<Endpoint, 'raw' | 'audit'>;

/** A POST endpoint in one call: `post('role/delRole', { menu: 54, unit: 'delete' }, async ({ db, body }) => …)`. */
export const post = (path: string, access: Access, handler: Endpoint['handler'], options: EndpointOptions = {}): Endpoint => ({
  method: 'POST',
  path,
  access,
  handler,
  ...options,
});

/** A GET endpoint in one call, like `post`. */
export const get = (path: string, access: Access, handler: Endpoint['handler'], options: EndpointOptions = {}): Endpoint => ({
  method: 'GET',
  path,
  access,
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

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

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
const recordCall = async (tx: Db, endpoint: Endpoint, context: EndpointContext, data: unknown) => {
  const answer = data instanceof Success ? data.data : data;
  const answered = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
  const id = context.body.id ?? answered?.id;
  await recordOperation(tx, {
    actor: actorOf(context.user, context.request),
    action: inferAction(endpoint.path),
    menuId: menuOfAccess(endpoint.access),
    path: endpoint.path,
    recordId: typeof id === 'string' || typeof id === 'number' ? id : null,
    summary: labelOf(context.body) ?? labelOf(answered),
    before: null,
    after: endpoint.method === 'GET' ? context.query : context.body,
    at: context.services.clock.sqlNow(),
  });
};

export const registerEndpoints = (app: FastifyInstance, base: string, endpoints: Endpoint[], services: Services) => {
  for (const endpoint of endpoints) {
    app.route({
      method: endpoint.method,
      url: `${base}${endpoint.path}`,
      handler: async (request, reply) => {
        const token = readToken(request);
        const user = await authorize(endpoint.access, token, services);
        const appUser = await authorizeApp(endpoint.access, token, services);
        if (endpoint.method === 'POST' && request.body !== undefined && request.body !== null && (typeof request.body !== 'object' || Array.isArray(request.body)) && !endpoint.raw) {
          throw new ApiError('请求参数格式错误：需要一个 JSON 对象', STATUS.failure, null, 400);
        }
        const context: EndpointContext = {
          db: services.db,
          logWrite: (tx, answer) => recordCall(tx, endpoint, context, answer),
          body: asRecord(request.body),
          query: asRecord(request.query) as Record<string, string>,
          user,
          appUser,
          token,
          request,
          reply,
          services,
        };
        const data = hookRecords(endpoint)
          ? await services.db.transaction(async (tx) => {
              const written = await inWriteScope(endpoint.path, async () => endpoint.handler({ ...context, db: tx as unknown as Db }));
              await recordCall(tx as unknown as Db, endpoint, context, written);
              return written;
            })
          : await endpoint.handler(context);
        if (endpoint.raw) return reply;
        if (data instanceof Success) return ok(data.data ?? null, data.statusText);
        return ok(data ?? null);
      },
    });
  }
};
