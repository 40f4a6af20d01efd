/**
 * Rendering the console in a test: a page (by its address, through the
 * console's route table) or the whole admin (login guard, layout, routes),
 * inside the console's own providers (src/ConsoleProviders.tsx: the real
 * dataProvider, authProvider, i18n, a fresh store and query client, the theme
 * and the message line) in a memory data router.
 */
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { memoryStore } from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import { ConsoleProviders } from '../../../src/ConsoleProviders';
import { ConsolePages, ConsoleRoutes } from '../../../src/routes/ConsoleRoutes';
import { guardLoader } from '../../../src/routes/guard';
import { asyncRoutes, flattenRoutes } from '../../../src/routes/routeTable';
import { LOGIN_PATH } from '../../../src/routes/paths';
import { resourcePageFor } from '../../../src/crud/registry';
import { loadEditPage } from '../../../src/crud/form/loadEditPage';
import { consoleQueryClient } from '../../../src/queryClient';
import { i18nProvider } from '../../../src/i18n';
import { resources } from '../../../resources';
import { tabsOf } from '../../../resources/framework/tabs';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderOptions {
  /** Rendered instead of the console's route table (a component, a dialog host, a page with test doubles). */
  page?: ReactNode;
  /** The history state of the current address (e.g. `{ record, from }` as a list passes it). */
  state?: unknown;
  /** The query client (default: a fresh one of the console's, src/queryClient.ts). */
  queryClient?: QueryClient;
}

const bare = (address: string) => address.split(/[?#]/)[0];

/**
 * Fetches the code of the pages an address shows or leads to, so they render
 * without waiting for their chunk: the route's page and those below it, and
 * for a declared module its edit page (and its tabs page). renderAt and
 * renderAdmin call it for every address of the history they are given.
 */
export const preloadPages = async (address: string) => {
  const path = bare(address);
  const loaders: Array<() => Promise<unknown>> = [];
  for (const route of flattenRoutes(asyncRoutes)) {
    if (route.page && (route.path === path || route.path.startsWith(`${path}/`))) loaders.push(route.page);
  }
  const declared = resourcePageFor(path);
  if (declared) {
    loaders.push(loadEditPage);
    if (tabsOf(declared.resource, resources).length > 1) loaders.push(() => import('../../../src/crud/list/ResourceTabsPage'));
  }
  await Promise.all(loaders.map((load) => load().catch(() => undefined)));
};

/** Lets React settle: promises, timers of `ms`, the commits they cause. */
export const settle = (ms = 50) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

const entriesOf = (at: string | string[], state: unknown) => {
  const addresses = Array.isArray(at) ? at : [at];
  return addresses.map((address, index) => {
    const [pathname, search = ''] = address.split('?');
    return { pathname, search: search ? `?${search}` : '', state: index === addresses.length - 1 ? state : undefined };
  });
};

const mount = async (routes: Parameters<typeof createMemoryRouter>[0], at: string | string[], state: unknown) => {
  const initialEntries = entriesOf(at, state);
  await Promise.all(initialEntries.map((entry) => preloadPages(entry.pathname)));
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  render(<RouterProvider router={router} />);
  // The route's React.lazy page resolves (its code is in) and commits.
  await settle(0);
  await settle(0);
  return router;
};

const store = () => memoryStore({ locale: i18nProvider.getLocale() });

/**
 * A page of the console at `at` (an address; an array is a history, the last
 * one current): what the console's routes show there (a hand-built page, a
 * declared module's generic page, the not-available, access-denied or
 * not-found page; src/routes/ConsoleRoutes.tsx's ConsolePages) without the
 * layout, or `options.page`. Answers the router once the page's code is in.
 */
export const renderAt = (at: string | string[], { page, state, queryClient = consoleQueryClient() }: RenderOptions = {}) =>
  mount(
    [
      {
        path: '*',
        element: (
          <ConsoleProviders store={store()} queryClient={queryClient}>
            {page ?? <ConsolePages />}
          </ConsoleProviders>
        ),
      },
    ],
    at,
    state,
  );

/**
 * The whole console at `at`, as src/App.tsx mounts it: the login guard (no
 * token: /login, which shows `登录页`), the layout (header, sidebar, title bar,
 * account dialogs) and the route table.
 */
export const renderAdmin = (at: string | string[], { state, queryClient = consoleQueryClient() }: Omit<RenderOptions, 'page'> = {}) =>
  mount(
    [
      { path: LOGIN_PATH, element: <p>登录页</p> },
      {
        path: '*',
        loader: guardLoader,
        shouldRevalidate: () => true,
        hydrateFallbackElement: null,
        element: (
          <ConsoleProviders store={store()} queryClient={queryClient}>
            <ConsoleRoutes />
          </ConsoleProviders>
        ),
      },
    ],
    at,
    state,
  );

/** The current address: pathname and search. */
export const pathOf = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;
/** The current query. */
export const searchOf = (router: TestRouter) => new URLSearchParams(router.state.location.search);
/** Waits until the message line shows `text` (a previous message may still be there for a moment). */
export const says = (text: string) => waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(text));
