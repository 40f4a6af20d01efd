/**
 * The common layout: fixed header, dark sidebar, title bar above the routed
 * page. Issue 26 adds, for who switches them on, the open-page tabs above the
 * title bar and the collapsed sidebar, and the installation's watermark.
 */
import { lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { CrashPage } from '../pages/CrashPage';
import { LAYOUT } from '../theme';
import { Header } from './Header';
import { SideMenu, sidebarWidth } from './SideMenu';
import { TitleBar } from './TitleBar';
import { NavigationGuard } from './NavigationGuard';
import { useUserState } from './useSessionState';
import { LOGIN_PATH } from '../routes/routeTable';
import { AccountDialogs } from '../account/AccountDialogs';
import { ConnectionBanner } from './ConnectionBanner';
import { Watermark } from './Watermark';
import { OnDemand } from './OnDemand';
import { usePageHeading } from './usePageHeading';
import { useVisitRecorder } from './visits/useVisitRecorder';
import { PREFERENCES, useUserPreference } from './preferences/useUserPreference';
import { useSidebarCollapsed } from './preferences/useSidebarCollapsed';

/** Loaded only for an operator who switched the tabs on. */
const PageTabs = lazy(() => import('./visits/PageTabs'));

export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const location = useLocation();
  const heading = usePageHeading();
  const { token } = useUserState();
  const [tabsOn] = useUserPreference(PREFERENCES.pageTabs, false);
  const [collapsed, toggleSidebar] = useSidebarCollapsed();
  useVisitRecorder(heading);
  // The session ended while a page was open (logout, rejected token, another tab).
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  const left = sidebarWidth(collapsed);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header />
      <SideMenu collapsed={collapsed} onToggle={toggleSidebar} />
      {/* data-path: the address the page on screen belongs to, committed with it (a navigation in flight leaves the old
          one). The browser tests wait on it after moving within the console (test/e2e/navigate.ts); the router exposes no other sign. */}
      <Box component="main" data-path={location.pathname + location.search} sx={{ pt: `${LAYOUT.headerHeight}px`, ml: `${left}px`, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <ConnectionBanner />
        {tabsOn && (
          <OnDemand>
            <PageTabs />
          </OnDemand>
        )}
        <TitleBar />
        <Box sx={{ p: heading.route?.meta.pd0 ? 0 : 2, flex: 1 }}>
          <ErrorBoundary FallbackComponent={CrashPage} resetKeys={[location.pathname]}>
            {children}
          </ErrorBoundary>
        </Box>
      </Box>
      <Watermark left={left} />
      <NavigationGuard />
      <AccountDialogs />
    </Box>
  );
};
