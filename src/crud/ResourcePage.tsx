/** A declared module's list or edit page, loaded on demand with the route time-out. */
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { Resource } from '../../resources/framework';
import { loadWithTimeout } from '../routes/loadWithTimeout';
import { ResourceDeclarationContext } from './ResourceContext';
import type { ResourcePageKind } from './registry';

const pages: Record<ResourcePageKind, ComponentType> = {
  list: lazy(() => loadWithTimeout(() => import('./list/ResourceListPage'))),
  edit: lazy(() => loadWithTimeout(() => import('./form/ResourceEditPage'))),
};

export const ResourcePage = ({ resource, kind }: { resource: Resource; kind: ResourcePageKind }) => {
  const Page = pages[kind];
  return (
    <ResourceDeclarationContext.Provider value={resource}>
      <Suspense fallback={<Loading loadingPrimary="layout.loading" loadingSecondary="" />}>
        <Page key={resource.name} />
      </Suspense>
    </ResourceDeclarationContext.Provider>
  );
};
