/**
 * The console: react-admin's core (ra-core's CoreAdminContext and CoreAdminUI)
 * with our providers, theme, layout, message line and the full route table.
 * react-admin's <Admin> would bundle its default layout, login, error and
 * preference screens even when they are replaced; composing the core
 * ourselves keeps them out (the login page lives outside, src/pages/login).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, memoryStore } from 'ra-core';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { MessageHost } from './layout/MessageHost';
import { PageLoading } from './layout/PageLoading';
import { appRoutes } from './routes/appRoutes';
import { NotFoundPage } from './pages/NotFoundPage';

// Login guarding is the router loader's job (src/routes/guard.ts): react-admin's requireAuth
// would re-check on every query-cache reset and fight the navigation to /login.
// Only the `common` and `user` state persist (spec section 3): react-admin's own store stays in memory.
const store = memoryStore();

export const AdminApp = () => (
  <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store}>
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <CoreAdminUI title="app.title" layout={AppLayout} catchAll={NotFoundPage} loading={PageLoading} disableTelemetry>
        <CustomRoutes>{appRoutes}</CustomRoutes>
      </CoreAdminUI>
      <MessageHost />
    </ThemeProvider>
  </CoreAdminContext>
);
