/**
 * The entry: decides once what the first screen is. Within a maintenance
 * window, the maintenance page. On /login (or any guarded path without a
 * token), the light login page alone: React, MUI and the login form, without
 * the router and react-admin. Otherwise the console (src/App.tsx), which the
 * login page also preloads while the operator types and opens after login.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { getConfig } from '../dataProvider/config';
import { getToken } from '../dataProvider/session';
import { isMaintenanceBlocked } from './maintenance';
import { MaintenancePage } from './pages/MaintenancePage';
import { LoginRoute } from './pages/login/LoginRoute';
import { ConsoleLoadFailure } from './pages/login/ConsoleLoadFailure';
import { showMessage } from '../dataProvider/messages';
import { loadConsole } from './pages/login/preloadConsole';
import { preloadEditPage } from './crud/form/loadEditPage';
import { resetPageTitle } from './layout/usePageTitle';
import { guardRedirect } from './routes/guardRule';
import { LOGIN_PATH } from '../authProvider/paths';
import { theme } from './theme';
import { armSearchShortcut, installSearchShortcut } from './layout/search/searchShortcut';

const config = getConfig();
resetPageTitle();
const root = createRoot(document.getElementById('root')!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

/** Mounts the console's router at `path` (the page after login, or the address the operator opened). */
const openConsole = async (path?: string) => {
  // From here a Ctrl+K waits for the layout rather than being lost while the console's chunk loads.
  armSearchShortcut();
  try {
    const { App } = await loadConsole();
    if (path) window.history.replaceState(null, '', path);
    render(<App />);
  } catch {
    // On the login page the message shows under the form; elsewhere the page would stay blank.
    showMessage('error', 'layout.loadErrorText');
    if (window.location.pathname !== LOGIN_PATH) render(<ConsoleLoadFailure />);
  }
};

const start = () => {
  if (isMaintenanceBlocked(new Date(), config.maintenance)) {
    render(
      <ThemeProvider theme={theme}>
        <MaintenancePage window={config.maintenance} />
      </ThemeProvider>,
    );
    return;
  }
  const { pathname } = window.location;
  if (guardRedirect(pathname, !!getToken()) === LOGIN_PATH) window.history.replaceState(null, '', LOGIN_PATH);
  installSearchShortcut();
  if (window.location.pathname === LOGIN_PATH) {
    render(<LoginRoute onLoggedIn={openConsole} />);
    return;
  }
  // Route-match preload: every edit route of the spec ends in "Edit", and on a cold
  // edit address the form's chunk would otherwise wait for the console's to evaluate.
  if (/Edit$/.test(window.location.pathname)) preloadEditPage();
  void openConsole();
};

start();
