/**
 * A react-admin resource's calls answered from rows, as the reference server
 * would: a declared module's (or a bespoke resource's) list, detail, add,
 * update, delete, switch and max-order calls (resources/catalog.ts names them).
 */
import type { RaRecord } from 'react-admin';
import { callPath, resourceApi, type ResourceCalls } from '../../../dataProvider/resourceApi';
import { ok, refusal, serve, type Routes } from './webCenter';

/** The path of one of a resource's calls, e.g. `callOf('news', 'list')` = 'business/news/queryList'. */
export const callOf = (resource: string, call: keyof ResourceCalls) => callPath(resource, call);

const PAGING = new Set(['pageNum', 'pageSize', 'orderBy', 'order']);

/** Whether a row passes a list call's filters: text by containing, anything else by equal value. */
const matches = (row: RaRecord, body: Record<string, unknown>) =>
  Object.entries(body).every(([key, wanted]) => {
    if (PAGING.has(key) || wanted === undefined || wanted === null || wanted === '') return true;
    const value = row[key];
    return typeof value === 'string' && typeof wanted === 'string' ? value.includes(wanted) : String(value) === String(wanted);
  });

export interface DeclaredOptions {
  /** What the max-order call answers (default 0). */
  maxOrder?: number;
  /** Answers that win over the rows' (e.g. `{ [callOf('news', 'delete')]: refusal('…') }`). */
  routes?: Routes;
}

/**
 * Serves `resource`'s calls from `rows` (copied): the list filters and pages
 * them, the detail finds one by id (refused when gone), add, update, switch
 * and delete change the rows, so a reload shows the change. Answers the live
 * rows.
 */
export const serveDeclared = (resource: string, rows: RaRecord[], { maxOrder = 0, routes = {} }: DeclaredOptions = {}) => {
  const api = resourceApi(resource);
  const live = rows.map((row) => ({ ...row }));
  const path = (call: string) => `${api.base}/${call}`;
  const find = (id: unknown) => live.find((row) => String(row.id) === String(id));
  const change = (body: Record<string, unknown>) => {
    const row = find(body.id);
    if (!row) return refusal('记录不存在或已被删除');
    Object.assign(row, body, { version: Number(body.version ?? row.version ?? 0) + 1 });
    return ok({ ...row });
  };
  let nextId = Math.max(1000, ...live.map((row) => Number(row.id) + 1).filter(Number.isFinite));
  serve({
    [path(api.calls.list)]: ({ body }) => {
      const found = live.filter((row) => matches(row, body ?? {}));
      const pageSize = Number(body?.pageSize ?? 10);
      const start = (Number(body?.pageNum ?? 1) - 1) * pageSize;
      return ok({ list: found.slice(start, start + pageSize), total: found.length });
    },
    [path(api.calls.detail)]: ({ body }) => {
      const row = find(body?.id);
      return row ? ok({ ...row }) : refusal('记录不存在或已被删除');
    },
    [path(api.calls.create)]: ({ body }) => {
      const row = { ...body, id: nextId++, version: 0 };
      live.push(row);
      return ok({ ...row });
    },
    [path(api.calls.update)]: ({ body }) => change(body),
    [path(api.calls.delete)]: ({ body }) => {
      const index = live.findIndex((row) => String(row.id) === String(body?.id));
      if (index < 0) return refusal('记录不存在或已被删除');
      live.splice(index, 1);
      return ok(null);
    },
    ...(api.switchCall ? { [path(api.switchCall.call)]: ({ body }: { body: Record<string, unknown> }) => change(body) } : {}),
    ...(api.maxOrder ? { [path(api.maxOrder.call)]: ok(maxOrder) } : {}),
    ...routes,
  });
  return live;
};
