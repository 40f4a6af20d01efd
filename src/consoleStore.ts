/**
 * react-admin's store for the console. It stays in memory: only the `common`
 * and `user` state persist (spec section 3), through authProvider/session.ts.
 * It is set up from the start, so that a page can seed it as it first renders
 * (src/crud/list/useSeededListParams.ts); ra-core's provider would set it up
 * only in an effect after the first commit, and keeps what is written before
 * that aside. An unmount does not clear it: it lives as long as the page, and
 * React's StrictMode runs effects twice in development.
 */
import { memoryStore, type Store } from 'ra-core';

export const consoleStore = (initial: Record<string, unknown> = {}): Store => {
  const store = memoryStore(initial);
  store.setup();
  return { ...store, setup: () => undefined, teardown: () => undefined };
};
