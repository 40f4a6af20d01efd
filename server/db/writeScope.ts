/**
 * A write the operation log's hook records runs in one transaction that also
 * writes its log row (server/http/api.ts), and its handler must use that
 * transaction (ctx.db). A query through the server's own database from inside
 * it would wait forever on PGlite, whose single connection the transaction
 * holds, and on PostgreSQL would escape the transaction. The server's
 * database therefore refuses, with an error naming the mistake, any query
 * started inside such a write.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

const scope = new AsyncLocalStorage<string>();

/** Runs a recorded write's handler; `path` names it in the error. */
export const inWriteScope = <T>(path: string, work: () => Promise<T>): Promise<T> => scope.run(path, work);

const QUERY_METHODS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'transaction', '$count', 'with', '$with']);

/** The database, guarded: its queries throw inside a recorded write instead of deadlocking. */
export const guardWriteScope = (db: Db): Db =>
  new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !QUERY_METHODS.has(property)) return value;
      return (...args: unknown[]) => {
        const path = scope.getStore();
        if (path) throw new Error(`${path}: a recorded write must use ctx.db, not the server's database`);
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
