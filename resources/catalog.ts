/**
 * Every react-admin resource of the console, in one explicit list: the
 * declared modules (resources/index.ts) and the bespoke pages' resources
 * (each feature's contract, resources/calls/index.ts). The dataProvider finds a resource's calls here and
 * the authProvider its menu.
 */
import { resources } from './index';
import { bespokeResources } from './calls';
import { FIVE_CALLS, type ExtraCall, type ResourceCalls } from './framework/defineResource';

export interface CatalogEntry {
  name: string;
  /** The calls' base under the web-center, without a trailing slash. */
  base: string;
  calls: ResourceCalls;
  menuId?: number;
  maxOrder?: ExtraCall;
  switchCall?: { call: string; field: string };
  /** No detail call (a read-only module that names none): records are read from the list. */
  noDetail?: boolean;
  /** No detail call, but the list call takes an `id` filter: one record is that list's only row. */
  byListId?: boolean;
  /** POST {[field], id?} checking a unique field before a save. */
  uniqueCheck?: { call: string; field: string };
  /** Calls under the questionnaire base instead of the web-center's. */
  service?: 'questionnaire';
}

const entries: CatalogEntry[] = [
  ...resources.map((resource) => ({
    name: resource.name,
    base: resource.api,
    calls: { ...FIVE_CALLS, ...resource.calls },
    menuId: resource.menuId,
    maxOrder: resource.maxOrder,
    switchCall: resource.switchCall,
    noDetail: !resource.hasDetail,
    uniqueCheck: resource.uniqueCheck,
  })),
  ...bespokeResources.map((resource) => ({
    name: resource.name,
    base: resource.api,
    calls: { ...FIVE_CALLS, ...resource.calls },
    menuId: resource.menuId,
    ...(resource.service ? { service: resource.service } : {}),
    ...(resource.byListId ? { byListId: true } : {}),
  })),
].map((entry) => ({ ...entry, base: entry.base.replace(/\/+$/, '') }));

const byName = new Map(entries.map((entry) => [entry.name, entry]));

export const catalogEntry = (name: string): CatalogEntry | undefined => byName.get(name);

/** The menu guarding `resource`: a menu id written as a string ('9'), or a listed resource's; none for any other name. */
export const menuIdOf = (resource: string): number | undefined => (/^\d+$/.test(resource) ? Number(resource) : byName.get(resource)?.menuId);
