/**
 * The endpoints of one declared resource under `${resource.api}/`: its five
 * calls (by their declared names), the max-order call and the switch call
 * when declared. Every call needs the resource's menu. A `{product}` in a
 * call name becomes the configured product (query{product}Hu -> queryAssocHu).
 */
import { productCallName, type Resource } from '../../resources/framework';
import type { Endpoint, ServerModule } from '../http/api';
import { listRecords } from './list';
import type { ResourceSet } from './queries';
import { readId, ResourceStore } from './store';

export const resourceModule =
  (resource: Resource, all: ResourceSet): ServerModule =>
  ({ db, config }) => {
    const store = new ResourceStore(db, resource, all);
    const access = { menu: resource.menuId };
    const path = (call: string) => `${resource.api}/${productCallName(call, config.product)}`;
    const { calls } = resource;
    const endpoints: Endpoint[] = [
      { method: 'POST', path: path(calls.list), access, handler: ({ body }) => listRecords(db, resource, all, body) },
      { method: 'POST', path: path(calls.create), access, handler: ({ body }) => store.create(body) },
      { method: 'POST', path: path(calls.detail), access, handler: ({ body }) => store.detail(readId(body)) },
      { method: 'POST', path: path(calls.update), access, handler: ({ body }) => store.update(body) },
      { method: 'POST', path: path(calls.delete), access, handler: ({ body }) => store.remove(readId(body)) },
    ];
    if (resource.maxOrder) {
      endpoints.push({ method: resource.maxOrder.method, path: path(resource.maxOrder.call), access, handler: () => store.maxOrder() });
    }
    if (resource.switchCall) {
      const { call, field } = resource.switchCall;
      endpoints.push({ method: 'POST', path: path(call), access, handler: ({ body }) => store.switchFlag(field, body) });
    }
    return endpoints;
  };

/** One module per declared resource. */
export const resourceModules = (all: ResourceSet): ServerModule[] => all.map((resource) => resourceModule(resource, all));
