/** A declared module's list or edit page, loaded on demand with the route time-out. */
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../layout/PageLoading';
import type { Resource } from '../../resources/framework';
import { loadWithTimeout } from '../routes/loadWithTimeout';
import { ResourceDeclarationContext } from './ResourceContext';
import { resources } from '../../resources';
import { tabsOf } from '../../resources/framework/tabs';
import { usePrefetchPageData } from './prefetchPageData';
import { resourcePageFor, type ResourcePageKind } from './registry';
import { chunkOnce, lazyChunk } from './form/chunkOnce';

const chunks = {
  list: chunkOnce(() => import('./list/ResourceListPage')),
  edit: chunkOnce(() => import('./form/ResourceEditPage')),
};
// The page of the address the console opens at: the list page is in the console's own chunk, and an edit
// page's chunk was fetched with it (scripts/consolePreload.ts), so it is in before the first render.
const opening = resourcePageFor(window.location.pathname);
if (opening) void chunks[opening.kind].load().catch(() => undefined);

const pages: Record<ResourcePageKind, ComponentType> = { list: lazyChunk(chunks.list), edit: lazyChunk(chunks.edit) };
/** A list route shared by modules declared as tabs (resources/framework/tabs.ts). */
const TabsPage = lazy(() => loadWithTimeout(() => import('./list/ResourceTabsPage')));

export const ResourcePage = ({ resource, kind }: { resource: Resource; kind: ResourcePageKind }) => {
  const Page = pages[kind];
  const tabs = kind === 'list' ? tabsOf(resource, resources) : [];
  usePrefetchPageData(resource, kind);
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
