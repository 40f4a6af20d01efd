/**
 * Registers every declared module with the console: its calls with the
 * dataProvider, its menu id with the permissions, its routes with the pages.
 */
import { resources } from '../../resources';
import { editRoutesOf, type Resource } from '../../resources/framework';
import { registerResourceApi } from '../../dataProvider/resourceApi';
import { registerResourceMenu } from '../../authProvider/permissions';

for (const resource of resources) {
  registerResourceApi(resource.name, resource.api, resource.calls, {
    maxOrder: resource.maxOrder,
    switchCall: resource.switchCall,
    readOnly: resource.readOnly,
    uniqueCheck: resource.uniqueCheck,
  });
  registerResourceMenu(resource.name, resource.menuId);
}

export type ResourcePageKind = 'list' | 'edit';

const byPath = new Map<string, { resource: Resource; kind: ResourcePageKind }>();
for (const resource of resources) {
  byPath.set(resource.routes.list, { resource, kind: 'list' });
  for (const edit of editRoutesOf(resource)) byPath.set(edit, { resource, kind: 'edit' });
}

/** The generic page a route path shows, if a module declares it. */
export const resourcePageFor = (path: string) => byPath.get(path);

export const declaredResource = (name: string) => resources.find((resource) => resource.name === name);
