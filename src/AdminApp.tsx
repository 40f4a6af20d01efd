/**
 * The console: react-admin's core context (ra-core's CoreAdminContext) with
 * our providers, theme, message line (src/ConsoleProviders.tsx) and routes
 * (src/routes/ConsoleRoutes.tsx). react-admin's <Admin> would bundle its
 * default layout, login, error and preference screens even when they are
 * replaced, and CoreAdminUI re-renders the whole layout on every auth query
 * change; composing the core ourselves keeps both out (the login page lives
 * outside, src/pages/login).
 */
import { consoleQueryClient } from './queryClient';
import { i18nProvider } from './i18n';
import { ConsoleProviders } from './ConsoleProviders';
import { ConsoleRoutes } from './routes/ConsoleRoutes';
import { consoleStore } from './layout/preferences/consoleStore';

// Login guarding is the router loader's job (src/routes/guard.ts): react-admin's requireAuth
// would re-check on every query-cache reset and fight the navigation to /login.
// The locale is stored from the start, or ra-core's I18nContextProvider renders nothing for one pass.
// In memory, but for the operator's own preferences (issue 26, docs/operator-comfort.md): the spec's
// client state persists only as `common` and `user` (spec section 3), through dataProvider/session.ts.
const store = consoleStore({ locale: i18nProvider.getLocale() });
const queryClient = consoleQueryClient();

export const AdminApp = () => (
  <ConsoleProviders store={store} queryClient={queryClient}>
    <ConsoleRoutes />
  </ConsoleProviders>
);
