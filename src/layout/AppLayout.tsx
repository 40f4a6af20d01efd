/** The common layout: fixed header, dark sidebar, title bar above the routed page. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { findRouteByPath } from '../routes/routeTable';
import { LAYOUT } from '../theme';
import { CrashPage } from '../pages/CrashPage';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { TitleBar } from './TitleBar';
import { NavigationGuard } from './NavigationGuard';
import { useUserState } from './useSessionState';
import { LOGIN_PATH } from '../routes/routeTable';
import { AccountDialogs } from '../account/AccountDialogs';
import { ConnectionBanner } from './ConnectionBanner';

export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const location = useLocation();
  const route = findRouteByPath(location.pathname);
  const { token } = useUserState();
  // The session ended while a page was open (logout, rejected token, another tab).
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header />
      <SideMenu />
      <Box component="main" sx={{ pt: `${LAYOUT.headerHeight}px`, ml: `${LAYOUT.sidebarWidth}px`, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <ConnectionBanner />
        <TitleBar />
        <Box sx={{ p: route?.meta.pd0 ? 0 : 2, flex: 1 }}>
          <ErrorBoundary FallbackComponent={CrashPage} resetKeys={[location.pathname]}>
            {children}
          </ErrorBoundary>
        </Box>
      </Box>
      <NavigationGuard />
      <AccountDialogs />
    </Box>
  );
};
