/**
 * The endpoints of one declared resource under `${resource.api}/`: its five
 * calls (by their declared names), the max-order call and the switch call
 * when declared, the export (server/resources/export.ts) and the options
 * calls of choice fields (choiceOptions.ts); a read-only module has no add
 * or update call, and no detail call unless it names one. Every call needs a data unit of the resource's menu
 * (docs/permissions.md); the list and details of a module that modules of
 * other menus reference are also open to those menus (readerMenus). A `{product}` in a
 * call name becomes the configured product (query{product}Hu -> queryAssocHu).
 * Each endpoint declares its effect here: the writes log themselves with the
 * record before and after (`audit: 'self'`, in the store's transaction,
 * server/audit); the reads are never logged. Every handler works on the call's
 * database (ctx.db), through a store made for the call.
 */
import { productCallName, type Resource } from '../../resources/framework';
import { holdsUnit, MESSAGES, requireUnit, type Access, type Endpoint, type EndpointContext, type ServerModule } from '../http/api';
import { actorOf, type AuditScope } from '../audit/record';
import { ApiError, STATUS } from '../http/envelope';
import { ALL_UNITS, type DataUnit } from '../menus';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { filterableFields, listRecords } from './list';
import { referencedResource, type ResourceSet } from './queries';
import { ResourceStore } from './store';
import { readId } from '../http/validate';
import { exportEndpoints } from './export';
import { choiceOptionEndpoints } from './choiceOptions';
import { checkUnique } from './unique';

/**
 * The menus of the other modules that reference `resource` (e.g. questions
 * and feedback, menu 14, choosing among the problem categories of menu 13),
 * and the bespoke pages' menus it names (`readerMenus`): their holders may
 * read its list and details, for the selects of their forms.
 */
export const readerMenus = (resource: Resource, all: ResourceSet): number[] => [
  ...new Set([
    ...all.filter((other) => other.menuId !== resource.menuId && other.fields.some((field) => field.kind === 'ref' && field.reference === resource.name)).map((other) => other.menuId),
    ...(resource.readerMenus ?? []).filter((menu) => menu !== resource.menuId),
  ]),
];

/** A ref's `filter` must name fields the referenced list filters by, or the console's options would not be filtered. */
const checkReferenceFilters = (resource: Resource, all: ResourceSet) => {
  for (const field of resource.fields) {
    if (field.kind !== 'ref' || !field.filter) continue;
    const target = referencedResource(all, resource, field);
    const filterable = new Set(filterableFields(target).map((candidate) => candidate.name));
    for (const name of Object.keys(field.filter)) {
      if (!filterable.has(name)) throw new Error(`Resource "${resource.name}": the filter of "${field.name}" names "${name}", which "${target.name}" does not filter by`);
    }
  }
};

/**
 * An update whose body sets no declared field but flags shown as switches
 * (besides id and version; other keys change nothing): 'enable' suffices.
 */
export const isSwitchOnlyUpdate = (resource: Resource, body: Record<string, unknown>) =>
  resource.fields.filter((field) => Object.prototype.hasOwnProperty.call(body, field.name) && body[field.name] !== undefined).every((field) => field.kind === 'flag' && field.column === 'switch');

export const resourceModule =
  (resource: Resource, all: ResourceSet): ServerModule =>
  ({ config }) => {
    checkReferenceFilters(resource, all);
    const store = (db: Db) => new ResourceStore(db, resource, all);
    const access = (unit: DataUnit | DataUnit[]) => ({ menu: resource.menuId, unit });
    const readers = readerMenus(resource, all);
    // Reads: the unit on the module's own menu, or any unit on the menu of a module referencing it.
    const readAccess = (unit: DataUnit): Access => (readers.length ? { menu: [resource.menuId, ...readers] } : access(unit));
    const checkRead = (user: SessionUser | null, unit: DataUnit) => {
      if (!readers.length || !user) return;
      if (!holdsUnit(user, resource.menuId, unit) && !holdsUnit(user, readers, ALL_UNITS)) throw new ApiError(MESSAGES.unitForbidden, STATUS.forbidden);
    };
    const path = (call: string) => `${resource.api}/${productCallName(call, config.product)}`;
    const scope = (call: string, { user, request, services }: EndpointContext): AuditScope => ({ actor: actorOf(user, request), path: path(call), at: services.clock.sqlNow() });
    const { calls } = resource;
    const endpoints: Endpoint[] = [
      {
        method: 'POST',
        path: path(calls.list),
        access: readAccess('list'),
        effect: 'read',
        handler: ({ db, body, user }) => {
          checkRead(user, 'list');
          return listRecords(db, resource, all, body);
        },
      },
      { method: 'POST', path: path(calls.create), access: access('add'), effect: { write: 'create', audit: 'self' }, handler: (ctx) => store(ctx.db).create(ctx.body, scope(calls.create, ctx)) },
      {
        method: 'POST',
        path: path(calls.detail),
        access: readAccess('detail'),
        effect: 'read',
        handler: ({ db, body, user }) => {
          checkRead(user, 'detail');
          return store(db).detail(readId(body));
        },
      },
      {
        method: 'POST',
        path: path(calls.update),
        access: access(['modify', 'enable']),
        effect: { write: 'update', audit: 'self' },
        handler: (ctx) => {
          if (!isSwitchOnlyUpdate(resource, ctx.body)) requireUnit(ctx.user, resource.menuId, 'modify');
          return store(ctx.db).update(ctx.body, scope(calls.update, ctx));
        },
      },
    ];
    if (resource.deletable !== false) {
      endpoints.push({
        method: 'POST',
        path: path(calls.delete),
        access: access('delete'),
        effect: { write: 'delete', audit: 'self' },
        handler: (ctx) => store(ctx.db).remove(readId(ctx.body), scope(calls.delete, ctx)),
      });
    }
    if (resource.maxOrder) {
      endpoints.push({ method: resource.maxOrder.method, path: path(resource.maxOrder.call), access: access('add'), effect: 'read', handler: ({ db }) => store(db).maxOrder() });
    }
    if (resource.uniqueCheck) {
      endpoints.push({ method: 'POST', path: path(resource.uniqueCheck.call), access: access(['add', 'modify']), effect: 'read', handler: ({ db, body }) => checkUnique(db, resource, body) });
    }
    if (resource.switchCall) {
      const { call, field } = resource.switchCall;
      endpoints.push({
        method: 'POST',
        path: path(call),
        access: access('enable'),
        effect: { write: 'update', audit: 'self' },
        handler: (ctx) => store(ctx.db).switchFlag(field, ctx.body, scope(call, ctx)),
      });
    }
    // A read-only module (rows sent from the app) keeps its list and delete, and its detail when it names one: no add or update call.
    const writes = new Set([calls.create, calls.update, ...(resource.hasDetail ? [] : [calls.detail])].map(path));
    const served = resource.readOnly ? endpoints.filter((endpoint) => !writes.has(endpoint.path)) : endpoints;
    served.push(...exportEndpoints(resource, all, path), ...choiceOptionEndpoints(resource, path));
    return served;
  };

/** One module per declared resource, but those whose calls a bespoke module serves (ownCalls). */
export const resourceModules = (all: ResourceSet): ServerModule[] => all.filter((resource) => !resource.ownCalls).map((resource) => resourceModule(resource, all));
