/** The console: react-admin with our providers, layout, login page and the full route table. */
import { Admin, CustomRoutes, memoryStore } from 'react-admin';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { MessageHost } from './layout/MessageHost';
import { appRoutes } from './routes/appRoutes';
import { NotFoundPage } from './pages/NotFoundPage';
import LoginPage from './pages/LoginPage';

// Login guarding is the router loader's job (src/routes/guard.ts): react-admin's requireAuth
// would re-check on every query-cache reset and fight the navigation to /login.
// Only the `common` and `user` state persist (spec section 3): react-admin's own store stays in memory.
const store = memoryStore();

export const AdminApp = () => (
  <Admin
    title="app.title"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    layout={AppLayout}
    loginPage={LoginPage}
    notification={MessageHost}
    catchAll={NotFoundPage}
    disableTelemetry
  >
    <CustomRoutes>{appRoutes}</CustomRoutes>
  </Admin>
);
