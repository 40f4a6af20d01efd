/**
 * The console's routes inside the common layout, in place of ra-core's
 * CoreAdminUI. Its route component subscribes to the auth-check and
 * permission queries and re-renders the whole layout each time one changes:
 * four times on a cold list load. Here the layout renders when the address
 * changes and nothing else (docs/performance.md). react-admin's access check
 * sends a page the role does not grant to /access-denied; unknown paths show
 * the not-found page.
 */
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { useScrollToTop } from 'ra-core';
import { AppLayout } from '../layout/AppLayout';
import { AccessDeniedPage } from '../pages/AccessDeniedPage';
import { CrashPage } from '../pages/CrashPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { appRoutes } from './appRoutes';

/** Where ra-core's useRequireAccess navigates when canAccess says no. */
const ACCESS_DENIED_PATH = '/access-denied';

/** react-admin's scroll-to-top on navigations that ask for it, kept apart so it re-renders alone. */
const ScrollToTop = () => {
  useScrollToTop();
  return null;
};

/** The pages without the layout: the route table, the access-denied page and the not-found page. */
export const ConsolePages = () => (
  <Routes>
    {appRoutes}
    <Route path={ACCESS_DENIED_PATH} element={<AccessDeniedPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);

export const ConsoleRoutes = () => (
  <ErrorBoundary FallbackComponent={CrashPage}>
    <ScrollToTop />
    <AppLayout>
      <ConsolePages />
    </AppLayout>
  </ErrorBoundary>
);
