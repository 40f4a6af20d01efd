/**
 * How a react-admin resource maps onto web-center calls: a base path and the
 * names of its list, add, detail, update and delete calls (the five-call
 * pattern by default). Resource declarations register theirs here. A
 * `{product}` in a call name becomes the configured product when the call is
 * made (query{product}Hu -> queryAssocHu).
 */
import { FIVE_CALLS, productCallName, type ExtraCall, type ResourceCalls } from '../resources/framework/defineResource';
import { getConfig } from './config';

export { FIVE_CALLS, type ResourceCalls };

export interface ResourceApiOptions {
  maxOrder?: ExtraCall;
  switchCall?: { call: string; field: string };
  /** Rows come from elsewhere: no detail call, records are read from the list. */
  readOnly?: boolean;
  /** POST {[field], id?} checking a unique field before a save. */
  uniqueCheck?: { call: string; field: string };
}

export interface ResourceApi extends ResourceApiOptions {
  base: string;
  calls: ResourceCalls;
}

const registry = new Map<string, ResourceApi>();

export const registerResourceApi = (resource: string, base: string, calls: Partial<ResourceCalls> = {}, options: ResourceApiOptions = {}) => {
  registry.set(resource, { base: base.replace(/\/+$/, ''), calls: { ...FIVE_CALLS, ...calls }, ...options });
};

/** The resource's calls with `{product}` replaced by the configured product (read at call time). */
export const resourceApi = (resource: string): ResourceApi => {
  const api = registry.get(resource);
  if (!api) throw new Error(`No web-center calls registered for resource "${resource}"`);
  const { product } = getConfig();
  const name = (call: string) => productCallName(call, product);
  const calls = { ...api.calls };
  for (const key of Object.keys(calls) as Array<keyof ResourceCalls>) calls[key] = name(calls[key]);
  return {
    ...api,
    calls,
    ...(api.maxOrder ? { maxOrder: { ...api.maxOrder, call: name(api.maxOrder.call) } } : {}),
    ...(api.switchCall ? { switchCall: { ...api.switchCall, call: name(api.switchCall.call) } } : {}),
    ...(api.uniqueCheck ? { uniqueCheck: { ...api.uniqueCheck, call: name(api.uniqueCheck.call) } } : {}),
  };
};

export const callPath = (resource: string, call: keyof ResourceCalls) => {
  const api = resourceApi(resource);
  return `${api.base}/${api.calls[call]}`;
};
