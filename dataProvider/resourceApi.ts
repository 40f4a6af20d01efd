/**
 * How a react-admin resource maps onto web-center calls: a base path and the
 * names of its list, add, detail, update and delete calls (the five-call
 * pattern by default), as resources/catalog.ts lists them. A `{product}` in a
 * call name becomes the configured product when the call is made
 * (query{product}Hu -> queryAssocHu).
 */
import { FIVE_CALLS, productCallName, type ResourceCalls } from '../resources/framework/defineResource';
import { catalogEntry, type CatalogEntry } from '../resources/catalog';
import { getConfig } from './config';

export { FIVE_CALLS, type ResourceCalls };

export type ResourceApi = Omit<CatalogEntry, 'name' | 'menuId'>;

/** The resource's calls with `{product}` replaced by the configured product (read at call time). */
export const resourceApi = (resource: string): ResourceApi => {
  const api = catalogEntry(resource);
  if (!api) throw new Error(`No web-center calls listed for resource "${resource}" (resources/catalog.ts)`);
  const { product } = getConfig();
  const name = (call: string) => productCallName(call, product);
  const calls = { ...api.calls };
  for (const key of Object.keys(calls) as Array<keyof ResourceCalls>) calls[key] = name(calls[key]);
  return {
    base: api.base,
    service: api.service,
    noDetail: api.noDetail,
    byListId: api.byListId,
    calls,
    ...(api.maxOrder ? { maxOrder: { ...api.maxOrder, call: name(api.maxOrder.call) } } : {}),
    ...(api.switchCall ? { switchCall: { ...api.switchCall, call: name(api.switchCall.call) } } : {}),
    ...(api.uniqueCheck ? { uniqueCheck: { ...api.uniqueCheck, call: name(api.uniqueCheck.call) } } : {}),
  };
};

export const callPath = (resource: string, call: keyof ResourceCalls) => {
  const api = resourceApi(resource);
  return api.base ? `${api.base}/${api.calls[call]}` : api.calls[call];
};
