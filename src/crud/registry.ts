/** The generic page each declared module's routes show. */
import { resources } from '../../resources';
import { editRoutesOf, type Resource } from '../../resources/framework';

export type ResourcePageKind = 'list' | 'edit';

const byPath = new Map<string, { resource: Resource; kind: ResourcePageKind }>();
for (const resource of resources) {
  byPath.set(resource.routes.list, { resource, kind: 'list' });
  for (const edit of editRoutesOf(resource)) byPath.set(edit, { resource, kind: 'edit' });
}

/** The generic page a route path shows, if a module declares it. */
export const resourcePageFor = (path: string) => byPath.get(path);

export const declaredResource = (name: string) => resources.find((resource) => resource.name === name);
