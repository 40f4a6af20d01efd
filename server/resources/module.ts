/**
 * The endpoints of one declared resource under `${resource.api}/`: its five
 * calls (by their declared names), the max-order call and the switch call
 * when declared. Every call needs a data unit of the resource's menu
 * (docs/permissions.md). A `{product}` in a
 * call name becomes the configured product (query{product}Hu -> queryAssocHu).
 */
import { productCallName, type Resource } from '../../resources/framework';
import { requireUnit, type Endpoint, type ServerModule } from '../http/api';
import type { DataUnit } from '../menus';
import { listRecords } from './list';
import type { ResourceSet } from './queries';
import { readId, ResourceStore } from './store';

/**
 * An update whose body sets no declared field but flags shown as switches
 * (besides id and version; other keys change nothing): 'enable' suffices.
 */
export const isSwitchOnlyUpdate = (resource: Resource, body: Record<string, unknown>) =>
  resource.fields
    .filter((field) => Object.prototype.hasOwnProperty.call(body, field.name) && body[field.name] !== undefined)
    .every((field) => field.kind === 'flag' && field.column === 'switch');

export const resourceModule =
  (resource: Resource, all: ResourceSet): ServerModule =>
  ({ db, config }) => {
    const store = new ResourceStore(db, resource, all);
    const access = (unit: DataUnit | DataUnit[]) => ({ menu: resource.menuId, unit });
    const path = (call: string) => `${resource.api}/${productCallName(call, config.product)}`;
    const { calls } = resource;
    const endpoints: Endpoint[] = [
      { method: 'POST', path: path(calls.list), access: access('list'), handler: ({ body }) => listRecords(db, resource, all, body) },
      { method: 'POST', path: path(calls.create), access: access('add'), handler: ({ body }) => store.create(body) },
      { method: 'POST', path: path(calls.detail), access: access('detail'), handler: ({ body }) => store.detail(readId(body)) },
      {
        method: 'POST',
        path: path(calls.update),
        access: access(['modify', 'enable']),
        handler: ({ body, user }) => {
          if (!isSwitchOnlyUpdate(resource, body)) requireUnit(user, resource.menuId, 'modify');
          return store.update(body);
        },
      },
      { method: 'POST', path: path(calls.delete), access: access('delete'), handler: ({ body }) => store.remove(readId(body)) },
    ];
    if (resource.maxOrder) {
      endpoints.push({ method: resource.maxOrder.method, path: path(resource.maxOrder.call), access: access('add'), handler: () => store.maxOrder() });
    }
    if (resource.switchCall) {
      const { call, field } = resource.switchCall;
      endpoints.push({ method: 'POST', path: path(call), access: access('enable'), handler: ({ body }) => store.switchFlag(field, body) });
    }
    return endpoints;
  };

/** One module per declared resource. */
export const resourceModules = (all: ResourceSet): ServerModule[] => all.map((resource) => resourceModule(resource, all));
