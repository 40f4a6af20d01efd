/**
 * What the operation log records, decided in one place:
 * - the actions: create, update, delete, login, logout;
 * - which calls the central hook (server/http/api.ts) records: every
 *   successful POST, and every GET named by a write verb (update, add…),
 *   that is not raw (file answers), not marked `audit: false`
 *   or `audit: 'self'` (the declared resources and the login/logout record
 *   themselves, with before and after), not read-only by its name and not
 *   listed in NOT_RECORDED;
 * - the action of such a call, from its name.
 */
export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'login', 'logout'] as const;

export type OperationAction = (typeof OPERATION_ACTIONS)[number];

export const isOperationAction = (value: unknown): value is OperationAction =>
  typeof value === 'string' && (OPERATION_ACTIONS as readonly string[]).includes(value);

/**
 * A call name read-only by its name: queryList, getXxx, checkXxx, exportXxx,
 * download…, select…, list, detail(s), userManagerList.
 */
const READ_ONLY_NAME = /^(query|get|check|export|download|select|list|detail)|List$/;

/** Writes that change no record of the console: sending a verification code. */
export const NOT_RECORDED = new Set(['message/centerSendMessage']);

/** The action of a write by its call name's first word; any other write is an update. */
const ACTION_BY_VERB: [RegExp, OperationAction][] = [
  [/^(delete|del|remove)/i, 'delete'],
  [/^(add|save|create|import|upload|insert)/i, 'create'],
  [/^(update|modify|switch|edit|set|reset|change)/i, 'update'],
];

/** The last segment of a call path: 'business/news/addNews' -> 'addNews'. */
export const callName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const isReadOnlyCall = (path: string) => READ_ONLY_NAME.test(callName(path));

export const inferAction = (path: string): OperationAction => {
  const name = callName(path);
  return ACTION_BY_VERB.find(([verb]) => verb.test(name))?.[1] ?? 'update';
};

export interface AuditedCall {
  method: 'GET' | 'POST';
  path: string;
  raw?: boolean;
  audit?: false | 'self';
}

/** A GET call that writes, by its name's first word (skin/black/update, user/addTryDate). */
const isGetWrite = (path: string) => ACTION_BY_VERB.some(([verb]) => verb.test(callName(path)));

/** Whether the central hook records a successful call of this endpoint. */
export const hookRecords = (endpoint: AuditedCall): boolean =>
  (endpoint.method === 'POST' || isGetWrite(endpoint.path)) &&
  !endpoint.raw &&
  endpoint.audit === undefined &&
  !NOT_RECORDED.has(endpoint.path) &&
  !isReadOnlyCall(endpoint.path);
