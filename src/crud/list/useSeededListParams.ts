/**
 * Seeds a list's params in react-admin's store as its page first renders: the
 * list controller (ListBase) reads them once, when it mounts, so the first
 * request already asks for the page in the URL or the saved search form.
 *
 * Written during that first render, once per mount, so that the list renders
 * in the same pass. Seeding in a layout effect and then rendering the list
 * made a second, synchronous render of the whole list inside the commit: one
 * long task on every list's first load (docs/performance.md). The write is the
 * same whenever it runs, so a render React starts again does no harm; the
 * store must be set up already (src/consoleStore.ts).
 */
import { useState } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** `seed`: the params from the query string and what the store holds under `storeKey` now. */
export const useSeededListParams = <T>(storeKey: string, seed: (search: string, stored: T | undefined) => T): void => {
  const store = useStoreContext();
  const { search } = useLocation();
  useState(() => store.setItem(storeKey, seed(search, store.getItem<T>(storeKey))));
};
