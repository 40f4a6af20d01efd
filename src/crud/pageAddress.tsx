/**
 * The address a page asks for, held in React state (PageAddress, around every
 * route's page in RoutePage) and kept in step with the router's: a page's
 * change is written to the router with replace; a router change the page did
 * not write (back, forward, a link) becomes the page's address. Every part of
 * a page that keeps its state in the address (its list, its statistics view)
 * reads and changes it here: a change builds on the last one asked for, even
 * before the router shows it (the router shows a navigation in a transition,
 * after its loaders, and has no way to read the address asked for).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface PageAddressPort {
  /** The query string asked for ('?a=1' or ''). */
  search: string;
  /** Changes it from the last one asked for. */
  update: (change: (search: string) => string) => void;
}

const PageAddressContext = createContext<PageAddressPort | null>(null);

const normal = (search: string) => (search === '?' ? '' : search);

export const PageAddress = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.search);
  /** Addresses written to the router and not shown yet, oldest first. */
  const pending = useRef<string[]>([]);
  // The page's own path: once the router has gone elsewhere, the page neither follows nor writes.
  const [home] = useState(location.pathname);
  const shown = useRef(location);
  shown.current = location;

  // The page's change -> the router. Run after a commit, where the router's address is the one shown.
  useEffect(() => {
    if (shown.current.pathname !== home) return;
    const asked = pending.current.at(-1) ?? shown.current.search;
    if (normal(search) === normal(asked)) return;
    pending.current.push(search);
    navigate({ pathname: home, search, hash: shown.current.hash }, { replace: true });
  }, [search, home, navigate]);

  // The router's change -> the page: an address this page wrote is only shown at last; any other becomes the page's.
  const seen = useRef(location.search);
  useEffect(() => {
    if (location.pathname !== home || seen.current === location.search) return;
    seen.current = location.search;
    const own = pending.current.findIndex((entry) => normal(entry) === normal(location.search));
    if (own !== -1) {
      pending.current.splice(0, own + 1);
      return;
    }
    pending.current = [];
    setSearch(location.search);
  }, [location.pathname, location.search, home]);

  const update = useCallback((change: (current: string) => string) => setSearch((current) => change(current)), []);
  const port = useMemo(() => ({ search, update }), [search, update]);
  return <PageAddressContext.Provider value={port}>{children}</PageAddressContext.Provider>;
};

/** The page's address (inside PageAddress, which RoutePage puts around every route's page). */
export const usePageAddress = (): PageAddressPort => {
  const port = useContext(PageAddressContext);
  if (!port) throw new Error('usePageAddress: the page is not inside a PageAddress (src/routes/RoutePage.tsx)');
  return port;
};
