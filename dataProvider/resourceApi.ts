/**
 * How a react-admin resource maps onto web-center calls: a base path and the
 * names of its list, add, detail, update and delete calls (the five-call
 * pattern by default). Resource declarations register theirs here.
 */
import { FIVE_CALLS, type ExtraCall, type ResourceCalls } from '../resources/framework/defineResource';

export { FIVE_CALLS, type ResourceCalls };

export interface ResourceApi {
  base: string;
  calls: ResourceCalls;
  maxOrder?: ExtraCall;
  switchCall?: { call: string; field: string };
}

export interface ResourceApiOptions {
  maxOrder?: ExtraCall;
  switchCall?: { call: string; field: string };
}

const registry = new Map<string, ResourceApi>();

export const registerResourceApi = (resource: string, base: string, calls: Partial<ResourceCalls> = {}, options: ResourceApiOptions = {}) => {
  registry.set(resource, { base: base.replace(/\/+$/, ''), calls: { ...FIVE_CALLS, ...calls }, ...options });
};

export const resourceApi = (resource: string): ResourceApi => {
  const api = registry.get(resource);
  if (!api) throw new Error(`No web-center calls registered for resource "${resource}"`);
  return api;
};

export const callPath = (resource: string, call: keyof ResourceCalls) => {
  const api = resourceApi(resource);
  return `${api.base}/${api.calls[call]}`;
};
