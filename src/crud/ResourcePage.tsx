/** A declared module's list or edit page, loaded on demand with the route time-out. */
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../layout/PageLoading';
import type { Resource } from '../../resources/framework';
import { loadWithTimeout } from '../routes/loadWithTimeout';
import { ResourceDeclarationContext } from './ResourceContext';
import type { ResourcePageKind } from './registry';
import { resources } from '../../resources';
import { tabsOf } from '../../resources/framework/tabs';
import { useEarlyPageData } from './earlyPageData';

const pages: Record<ResourcePageKind, ComponentType> = {
  list: lazy(() => loadWithTimeout(() => import('./list/ResourceListPage'))),
  edit: lazy(() => loadWithTimeout(() => import('./form/ResourceEditPage'))),
};
/** A list route shared by modules declared as tabs (resources/framework/tabs.ts). */
const TabsPage = lazy(() => loadWithTimeout(() => import('./list/ResourceTabsPage')));

export const ResourcePage = ({ resource, kind }: { resource: Resource; kind: ResourcePageKind }) => {
  const Page = pages[kind];
  const tabs = kind === 'list' ? tabsOf(resource, resources) : [];
  useEarlyPageData(resource, kind);
  if (tabs.length > 1) {
    return (
      <Suspense fallback={<PageLoading />}>
        <TabsPage tabs={tabs} />
      </Suspense>
    );
  }
  return (
    <ResourceDeclarationContext.Provider value={resource}>
      <Suspense fallback={<PageLoading />}>
        <Page key={resource.name} />
      </Suspense>
    </ResourceDeclarationContext.Provider>
  );
};
