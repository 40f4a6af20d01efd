/**
 * A declared module's list or edit page. The list page is part of the
 * console's own code (most addresses an operator opens are lists); the edit
 * page loads with React.lazy, and is fetched ahead on intent: the pointer
 * over a list's 新增 or 编辑 (preloadEditPage).
 */
import { lazy, Suspense } from 'react';
import { PageLoading } from '../layout/PageLoading';
import type { Resource } from '../../resources/framework';
import { loadWithTimeout } from '../routes/loadWithTimeout';
import { ResourceDeclarationContext } from './ResourceContext';
import { resources } from '../../resources';
import { tabsOf } from '../../resources/framework/tabs';
import { usePrefetchPageData } from './prefetchPageData';
import type { ResourcePageKind } from './registry';
import ResourceListPage from './list/ResourceListPage';
import { loadEditPage } from './form/loadEditPage';

const ResourceEditPage = lazy(() => loadWithTimeout(loadEditPage));
/** A list route shared by modules declared as tabs (resources/framework/tabs.ts). */
const TabsPage = lazy(() => loadWithTimeout(() => import('./list/ResourceTabsPage')));

export const ResourcePage = ({ resource, kind }: { resource: Resource; kind: ResourcePageKind }) => {
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
      {kind === 'list' ? (
        <ResourceListPage key={resource.name} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <ResourceEditPage key={resource.name} />
        </Suspense>
      )}
    </ResourceDeclarationContext.Provider>
  );
};
