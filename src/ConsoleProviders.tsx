/**
 * The providers every console page renders in: ra-core's CoreAdminContext
 * with the console's authProvider, dataProvider, i18n, store and query client,
 * our theme and the message line. src/AdminApp.tsx puts the routes inside;
 * the unit tests' harness (test/unit/harness) renders its pages inside the same.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, type Store } from 'ra-core';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { MessageHost } from './layout/MessageHost';

export const ConsoleProviders = ({ store, queryClient, children }: { store: Store; queryClient: QueryClient; children: ReactNode }) => (
  <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
      <MessageHost />
    </ThemeProvider>
  </CoreAdminContext>
);
