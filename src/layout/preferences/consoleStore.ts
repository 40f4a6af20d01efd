/**
 * react-admin's store for the console: ra-core's memoryStore for everything
 * (list params, the open-page tabs of this session), except the operator's
 * own preferences (keys under `preferences.`: page tabs on, sidebar collapsed,
 * recently visited pages, each keyed by user), which ra-core's
 * localStorageStore keeps across sessions, as issue 26 asks ("remembered per
 * user"). A logout resets the session's part only: the preferences are the
 * user's and outlive it. The spec's own client state stays in `common` and
 * `user` (dataProvider/session.ts).
 */
import { localStorageStore, memoryStore, type Store } from 'ra-core';

export const PREFERENCES_PREFIX = 'preferences.';

/** The store's key of a user's preference `name`. */
export const preferenceKey = (userId: string | number, name: string) => `${PREFERENCES_PREFIX}${userId}.${name}`;

export const splitStore = (session: Store, preferences: Store): Store => {
  const pick = (key: string) => (key.startsWith(PREFERENCES_PREFIX) ? preferences : session);
  return {
    setup: () => {
      session.setup();
      preferences.setup();
    },
    teardown: () => {
      session.teardown();
      preferences.teardown();
    },
    getItem: (key, defaultValue) => pick(key).getItem(key, defaultValue),
    setItem: (key, value) => pick(key).setItem(key, value),
    removeItem: (key) => pick(key).removeItem(key),
    removeItems: (keyPrefix) => {
      session.removeItems(keyPrefix);
      if (keyPrefix.startsWith(PREFERENCES_PREFIX)) preferences.removeItems(keyPrefix);
    },
    reset: () => session.reset(),
    listItems: (keyPrefix) => ({ ...session.listItems?.(keyPrefix), ...preferences.listItems?.(keyPrefix) }),
    subscribe: (key, callback) => pick(key).subscribe(key, callback),
  };
};

/** The console's store: `initial` (the locale) in memory, the preferences in localStorage. */
export const consoleStore = (initial: Record<string, unknown>): Store => splitStore(memoryStore(initial), localStorageStore('1', 'Console'));
