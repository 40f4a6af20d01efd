/**
 * Whether a server should be sent requests (/readyz): not while it is stopping, not when its database does
 * not answer in time, not when the database lacks migrations this build needs. The stopping flag is the
 * server's own (one per app, so several apps in one process stay apart).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pendingMigrations, SCHEMA_MESSAGES } from './schemaState';

/** A readiness check waits this long for the database; a proxy's check must not hang with it. */
export const READY_TIMEOUT_MS = 3_000;

export const READY_MESSAGES = {
  ready: '服务就绪',
  stopping: '服务正在停止',
  database: '数据库无法访问或响应超时',
} as const;

export interface NotReady {
  reason: 'stopping' | 'database' | 'migrations';
  message: string;
  pending?: string[];
}

interface ReadinessState {
  stopping: boolean;
  /** The last answer's reason, so a change is logged once rather than at every probe. */
  last: string | null;
}

const states = new WeakMap<FastifyInstance, ReadinessState>();

const stateOf = (app: FastifyInstance) => {
  let state = states.get(app);
  if (!state) states.set(app, (state = { stopping: false, last: null }));
  return state;
};

/** From now on the server reports not ready, and every answer closes its connection (shutdown.ts). */
export const markStopping = (app: FastifyInstance) => {
  stateOf(app).stopping = true;
};

export const isStopping = (app: FastifyInstance) => stateOf(app).stopping;

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/** Why the server is not ready, or null when it is. */
export const checkReadiness = async (app: FastifyInstance, db: Db, log: FastifyBaseLogger, timeoutMs = READY_TIMEOUT_MS): Promise<NotReady | null> => {
  const state = stateOf(app);
  let problem: NotReady | null = null;
  if (state.stopping) problem = { reason: 'stopping', message: READY_MESSAGES.stopping };
  else {
    try {
      const pending = await withinTime(pendingMigrations(db), timeoutMs);
      if (pending.length) problem = { reason: 'migrations', message: SCHEMA_MESSAGES.pending(pending), pending };
    } catch (error) {
      problem = { reason: 'database', message: READY_MESSAGES.database };
      if (state.last !== 'database') log.error({ err: error }, 'readiness: the database did not answer');
    }
  }
  const now = problem?.reason ?? null;
  if (now !== state.last) {
    if (problem) log.warn({ reason: problem.reason, pending: problem.pending }, 'not ready');
    else if (state.last) log.info('ready again');
    state.last = now;
  }
  return problem;
};
