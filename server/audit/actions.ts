/**
 * What the operation log records, decided by each endpoint's declared effect
 * (`Endpoint.effect`, server/http/api.ts), never from a call's name:
 * - the actions: create, update, delete, login, logout;
 * - 'read': changes no record; never logged. The call's own bookkeeping
 *   (the session's time, rate-limit and quota counters, the statistics'
 *   rollups and caches) is not a change of a record;
 * - `{ write: 'create' | 'update' | 'delete' }`: the central hook runs the
 *   handler in one transaction (ctx.db) that also writes its log row, with
 *   this action and the request as `after`: both are written or neither;
 * - `{ write, audit: 'self' }`: the handler logs itself with this action in
 *   its own write's transaction (ctx.logWrite; the declared resources' store
 *   with before and after; the login and the logout): a write with checks
 *   that must outlive a refusal, or with slow work that must not hold a
 *   transaction (an upload, a workbook read);
 * - `{ write, audit: false }`: a write the log does not record: one that
 *   changes no record of the console (an SMS code sent, a one-time key or a
 *   captcha issued), or an app user's (the log is the console operators').
 */
export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'login', 'logout'] as const;

export type OperationAction = (typeof OPERATION_ACTIONS)[number];

export const isOperationAction = (value: unknown): value is OperationAction => typeof value === 'string' && (OPERATION_ACTIONS as readonly string[]).includes(value);

/** The actions of a write of records: what the hook may log. */
export type WriteAction = Exclude<OperationAction, 'login' | 'logout'>;

/** What a call does, declared by every endpoint (the rules above). */
export type Effect = 'read' | { write: WriteAction; audit?: undefined } | { write: OperationAction; audit: 'self' | false };

/** The action the central hook logs a successful call with; null when the hook logs nothing (a read, a write logged by itself or not at all). */
export const hookAction = (effect: Effect): WriteAction | null => (effect === 'read' || effect.audit !== undefined ? null : effect.write);

/** The action `ctx.logWrite` logs with: only an endpoint declaring `audit: 'self'` logs itself. */
export const selfAction = (effect: Effect): OperationAction | null => (effect !== 'read' && effect.audit === 'self' ? effect.write : null);
