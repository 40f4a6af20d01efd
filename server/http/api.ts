/**
 * Endpoint registration: every call names its access (public, any logged-in
 * user, the menu ids whose holders may call it, or a data unit of those menus,
 * docs/permissions.md), and its handler returns the data of a success
 * envelope or throws an ApiError.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { resolveSession, type SessionUser } from '../auth/sessions';
import type { DataUnit } from '../menus';
import { ApiError, STATUS, Success, ok } from './envelope';
import { hookRecords, inferAction } from '../audit/actions';
import { actorOf, labelOf, recordOperation } from '../audit/record';

/**
 * `{ menu }`: any unit of one of those menus; `{ menu, unit }`: that unit (or
 * one of those units) of one of those menus.
 */
export type Access = 'public' | 'login' | { menu: number | number[]; unit?: DataUnit | DataUnit[] };

export interface EndpointContext {
  body: Record<string, unknown>;
  query: Record<string, string>;
  user: SessionUser | null;
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
   * The operation log (server/audit/actions.ts): absent, a successful write is
   * logged by registerEndpoints with the body as `after`; 'self': the handler
   * logs itself (with before and after); false: never logged.
   */
  audit?: false | 'self';
}

export type ServerModule = (services: Services) => Endpoint[];

export const MESSAGES = {
  notLoggedIn: '请先登录',
  sessionExpired: '登录已失效，请重新登录',
  forbidden: '您没有该功能的访问权限',
  unitForbidden: '您没有该操作的权限',
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
  if (access === 'public') return null;
  if (!token) throw new ApiError(MESSAGES.notLoggedIn, STATUS.unauthorized);
  const user = await resolveSession(services.db, token, services.sessionTimes);
  if (!user) throw new ApiError(MESSAGES.sessionExpired, STATUS.unauthorized);
  if (access !== 'login') {
    const allowed = asList(access.menu);
    if (!allowed.some((id) => user.menuIds.has(id))) throw new ApiError(MESSAGES.forbidden, STATUS.forbidden);
    if (access.unit !== undefined) requireUnit(user, allowed, access.unit);
  }
  return user;
};

/** The menu of a call for the log: its only menu, else none. */
const menuOfAccess = (access: Access): number | null => {
  if (typeof access !== 'object') return null;
  const menus = asList(access.menu);
  return menus.length === 1 ? menus[0] : null;
};

/** Logs a successful write of a bespoke endpoint; a failure to log is logged, the answer stays. */
const recordCall = async (endpoint: Endpoint, context: EndpointContext, data: unknown) => {
  const answer = data instanceof Success ? data.data : data;
  const answered = answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
  const id = context.body.id ?? answered?.id;
  try {
    await recordOperation(context.services.db, {
      actor: actorOf(context.user, context.request),
      action: inferAction(endpoint.path),
      menuId: menuOfAccess(endpoint.access),
      path: endpoint.path,
      recordId: typeof id === 'string' || typeof id === 'number' ? id : null,
      summary: labelOf(context.body) ?? labelOf(answered),
      before: null,
      after: context.body,
    });
  } catch (error) {
    context.services.log.error({ err: error, path: endpoint.path }, 'operation log not written');
  }
};

export const registerEndpoints = (app: FastifyInstance, base: string, endpoints: Endpoint[], services: Services) => {
  for (const endpoint of endpoints) {
    app.route({
      method: endpoint.method,
      url: `${base}${endpoint.path}`,
      handler: async (request, reply) => {
        const token = readToken(request);
        const user = await authorize(endpoint.access, token, services);
        if (endpoint.method === 'POST' && request.body !== undefined && request.body !== null && (typeof request.body !== 'object' || Array.isArray(request.body)) && !endpoint.raw) {
          throw new ApiError('请求参数格式错误：需要一个 JSON 对象', STATUS.failure, null, 400);
        }
        const context: EndpointContext = {
          body: asRecord(request.body),
          query: asRecord(request.query) as Record<string, string>,
          user,
          token,
          request,
          reply,
          services,
        };
        const data = await endpoint.handler(context);
        if (hookRecords(endpoint)) await recordCall(endpoint, context, data);
        if (endpoint.raw) return reply;
        if (data instanceof Success) return ok(data.data ?? null, data.statusText);
        return ok(data ?? null);
      },
    });
  }
};
