/** One route of the table: its lazily loaded page (120 s time-out), or the "not available yet" page. */
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { NotAvailablePage } from '../pages/NotAvailablePage';
import { loadWithTimeout } from './loadWithTimeout';
import type { AppRoute, PageLoader } from './types';
import { resourcePageFor } from '../crud/registry';
import { ResourcePage } from '../crud/ResourcePage';
import { PageAddress } from '../crud/pageAddress';

const lazyPages = new Map<PageLoader, ReturnType<typeof lazy>>();

const lazyPage = (loader: PageLoader) => {
  if (!lazyPages.has(loader))
    lazyPages.set(
      loader,
      lazy(() => loadWithTimeout(loader)),
    );
  return lazyPages.get(loader)!;
};

/**
 * Every page keeps what it shows in its address through PageAddress (src/crud/pageAddress.tsx). react-router
 * renders each route's element at the same place, so one route's page would live on into the next: the key
 * gives each route a page of its own.
 */
export const RoutePage = ({ route }: { route: AppRoute }) => {
  const location = useLocation();
  if (route.redirect) return <Navigate to={{ pathname: route.redirect, search: location.search }} replace />;
  return (
    <PageAddress key={route.path}>
      <RouteContent route={route} />
    </PageAddress>
  );
};

const RouteContent = ({ route }: { route: AppRoute }) => {
  const Page = useMemo(() => (route.page ? lazyPage(route.page) : null), [route.page]);
  if (!Page) {
    const declared = resourcePageFor(route.path);
    return declared ? <ResourcePage resource={declared.resource} kind={declared.kind} /> : <NotAvailablePage title={route.meta.title} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
};
