/**
 * A list's starting params, put in react-admin's store before its list
 * controller mounts (ListBase reads them once, when it mounts): the address's
 * page and page size, and the saved search form when coming back to a page of
 * the list. An effect writes them, then the list renders, in the next commit:
 * after the effects of the commit that mounted the store too, so on a cold
 * load the store is set up by then. Later address changes are followed by
 * usePageInUrl.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation } from 'react-router-dom';

export interface SeededListProps<T> {
  storeKey: string;
  /** The params to start with, from the query string and what the store holds under `storeKey` now. */
  seed: (search: string, stored: T | undefined) => T;
  children: ReactNode;
}

export const SeededList = <T,>({ storeKey, seed, children }: SeededListProps<T>) => {
  const store = useStoreContext();
  const { search } = useLocation();
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    store.setItem(storeKey, seed(search, store.getItem<T>(storeKey)));
    setSeeded(true);
    // Once per mount: the list controller reads its params once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return seeded ? <>{children}</> : null;
};
