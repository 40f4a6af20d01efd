/**
 * The console: react-admin's core context (ra-core's CoreAdminContext) with
 * our providers, theme, message line (src/ConsoleProviders.tsx) and routes
 * (src/routes/ConsoleRoutes.tsx). react-admin's <Admin> would bundle its
 * default layout, login, error and preference screens even when they are
 * replaced, and CoreAdminUI re-renders the whole layout on every auth query
 * change; composing the core ourselves keeps both out (the login page lives
 * outside, src/pages/login).
 */
import { memoryStore } from 'ra-core';
import { consoleQueryClient } from './queryClient';
import { i18nProvider } from './i18n';
import { ConsoleProviders } from './ConsoleProviders';
import { ConsoleRoutes } from './routes/ConsoleRoutes';

// Login guarding is the router loader's job (src/routes/guard.ts): react-admin's requireAuth
// would re-check on every query-cache reset and fight the navigation to /login.
// The locale is stored from the start, or ra-core's I18nContextProvider renders nothing for one pass.
// In memory: only the `common` and `user` state persist (spec section 3), through authProvider/session.ts.
const store = memoryStore({ locale: i18nProvider.getLocale() });
const queryClient = consoleQueryClient();

export const AdminApp = () => (
  <ConsoleProviders store={store} queryClient={queryClient}>
    <ConsoleRoutes />
  </ConsoleProviders>
);
