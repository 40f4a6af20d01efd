/**
 * Rendering the console in a test: a page (by its address, through the
 * console's route table) or the whole admin (login guard, layout, routes),
 * inside the console's own providers (src/ConsoleProviders.tsx: the real
 * dataProvider, authProvider, i18n, a fresh store and query client, the theme
 * and the message line) in a memory data router.
 */
import { PageAddress } from '../../../src/crud/pageAddress';
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
import { LOGIN_PATH } from '../../../authProvider/paths';
import { resourcePageFor } from '../../../src/crud/registry';
import { loadEditPage } from '../../../src/crud/form/loadEditPage';
import { consoleQueryClient } from '../../../src/queryClient';
import { i18nProvider } from '../../../src/i18n';
import { resources } from '../../../resources';
import { tabsOf } from '../../../resources/framework/tabs';
import { inFlightPaths } from './webCenter';

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

/** One macrotask inside act: the promises queued so far, a timer of 0 and the commits they cause (a yield, not a sleep). */
const yieldToReact = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The query client of the latest renderAt/renderAdmin, which quiet() watches. */
let latestQueryClient: QueryClient | undefined;

/** How long quiet() waits for the console to become idle before failing. */
const QUIET_TIMEOUT_MS = 5_000;

const busyParts = () => {
  const parts: string[] = [];
  const paths = inFlightPaths();
  if (paths.length > 0) parts.push(`calls being answered: ${paths.join(', ')}`);
  if (latestQueryClient) {
    const fetching = latestQueryClient.isFetching();
    const mutating = latestQueryClient.isMutating();
    if (fetching > 0) {
      const keys = latestQueryClient
        .getQueryCache()
        .findAll({ fetchStatus: 'fetching' })
        .map((query) => JSON.stringify(query.queryKey));
      parts.push(`queries fetching: ${keys.join(', ')}`);
    }
    if (mutating > 0) parts.push(`${mutating} mutation(s) running`);
  }
  return parts;
};

/**
 * Resolves once the console is idle: no call being answered by the fake
 * web-center (held and later responders count until they answer), and the
 * query client of the latest render fetching nothing and running no mutation,
 * at two checks in a row with a macrotask (inside act) between them. For
 * "nothing happens" checks (no call posted, no navigation, no dialog): what
 * the console would do has been done; a positive outcome is waited for with
 * waitFor/findBy instead. Fails, naming what is still busy, when the console
 * is not idle within `timeout` ms.
 */
export const quiet = async ({ timeout = QUIET_TIMEOUT_MS }: { timeout?: number } = {}) => {
  const deadline = Date.now() + timeout;
  let idleChecks = 0;
  while (idleChecks < 2) {
    await yieldToReact();
    const busy = busyParts();
    idleChecks = busy.length === 0 ? idleChecks + 1 : 0;
    if (busy.length > 0 && Date.now() > deadline) throw new Error(`quiet(): the console is still busy after ${timeout} ms (${busy.join('; ')})`);
  }
};

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
  await yieldToReact();
  await yieldToReact();
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
export const renderAt = (at: string | string[], { page, state, queryClient = consoleQueryClient() }: RenderOptions = {}) => {
  latestQueryClient = queryClient;
  return mount(
    [
      {
        path: '*',
        element: (
          <ConsoleProviders store={store()} queryClient={queryClient}>
            {/* A page given alone keeps its address as a route's page does (src/routes/RoutePage.tsx). */}
            {page ? <PageAddress>{page}</PageAddress> : <ConsolePages />}
          </ConsoleProviders>
        ),
      },
    ],
    at,
    state,
  );
};

/**
 * The whole console at `at`, as src/App.tsx mounts it: the login guard (no
 * token: /login, which shows `登录页`), the layout (header, sidebar, title bar,
 * account dialogs) and the route table.
 */
export const renderAdmin = (at: string | string[], { state, queryClient = consoleQueryClient() }: Omit<RenderOptions, 'page'> = {}) => {
  latestQueryClient = queryClient;
  return mount(
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
};

/** The current address: pathname and search. */
export const pathOf = (router: TestRouter) => `${router.state.location.pathname}${router.state.location.search}`;
/** The current query. */
export const searchOf = (router: TestRouter) => new URLSearchParams(router.state.location.search);
/** Waits until the message line shows `text` (a previous message may still be there for a moment). */
export const says = (text: string) => waitFor(() => expect(screen.getByTestId('message')).toHaveTextContent(text));
