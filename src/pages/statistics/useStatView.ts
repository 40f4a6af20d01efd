/**
 * The statistics view of the address (statFilters.ts) and the ways a page
 * changes it. The last view used is kept in react-admin's store, so a
 * statistics page opened from the menu (an address without a view) shows the
 * range the operator was looking at, and writes it to its address at once.
 * A change of the view or of a page's own filter goes back to page 1 of the
 * page's table (explicitly: the navigation guard keeps a dropped pageNum).
 */
import './messages';
import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_PARAM } from '../../crud/list/listParams';
import { hasView, readView, VIEW_PARAMS, viewBody, writeView, type StatView } from './statFilters';

const STORE_KEY = 'statistics.view';

/** Only the view's own parameters, as a query string. */
const viewQuery = (params: URLSearchParams) => {
  const kept = new URLSearchParams();
  for (const name of VIEW_PARAMS) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
};

/** The view an address shows: its own, else the stored one with the address's other parameters. */
const effectiveParams = (params: URLSearchParams, stored: string) => {
  if (hasView(params) || !stored) return params;
  const merged = new URLSearchParams(stored);
  params.forEach((value, name) => merged.set(name, value));
  return merged;
};

/**
 * The last address a change asked for. The router shows a navigation in a
 * transition, after its loaders: two changes made before it does (a quick
 * 近7天 then 上一周期) must build on each other, not both on the address shown.
 * react-router has no way to read the address asked for: even
 * useSearchParams' functional update is given the rendered parameters
 * (react-router 7.18), so the last one written is kept here. Shared by every
 * part of the page; forgotten once shown, or after a second (a navigation the
 * guard turned elsewhere).
 */
let pending: { pathname: string; search: string; at: number } | null = null;

const pendingSearch = (pathname: string, shown: string) => {
  if (!pending || pending.pathname !== pathname || pending.search === shown || Date.now() - pending.at > 1000) {
    pending = null;
    return null;
  }
  return pending.search;
};

export const useStatView = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useStore<string>(STORE_KEY, '');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const fromAddress = hasView(params);
  const view = useMemo(() => readView(effectiveParams(params, stored)), [params, stored]);

  /** The address a change builds on: the one last asked for while the router has not shown it yet. */
  const latest = useCallback(() => {
    const now = new URLSearchParams(pendingSearch(location.pathname, location.search) ?? location.search);
    return { params: now, view: readView(effectiveParams(now, stored)) };
  }, [location.pathname, location.search, stored]);

  const go = useCallback(
    (next: URLSearchParams, replace = true) => {
      const search = `?${next.toString()}`;
      pending = { pathname: location.pathname, search, at: Date.now() };
      navigate({ pathname: location.pathname, search }, { replace });
    },
    [navigate, location.pathname],
  );

  /** A new view: the page's table goes back to page 1. */
  const setView = useCallback(
    (patch: Partial<StatView>) => {
      const current = latest();
      const next = writeView(current.params, { ...current.view, ...patch });
      next.set(PAGE_PARAM, '1');
      go(next);
    },
    [latest, go],
  );

  /** A page's own filter (module, title, tab, dimension): '' or undefined removes it; back to page 1. */
  const setParams = useCallback(
    (patch: Record<string, string | undefined>) => {
      const current = latest();
      const next = writeView(current.params, current.view);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
      }
      next.set(PAGE_PARAM, '1');
      go(next);
    },
    [latest, go],
  );

  /** An address of another statistics page with this view (drill-down links). */
  const linkTo = useCallback(
    (pathname: string, extra: Record<string, string> = {}) => {
      const next = writeView(new URLSearchParams(), view);
      for (const [name, value] of Object.entries(extra)) next.set(name, value);
      return `${pathname}?${next.toString()}`;
    },
    [view],
  );

  const body = useMemo(() => viewBody(view), [view]);
  return { view, body, params, fromAddress, setStored, go, setView, setParams, linkTo };
};

/**
 * Once per page (StatPage): an address without a view takes the stored one at
 * once, so the address always says what the page shows; a view in the address
 * becomes the stored one.
 */
export const useStatViewSync = () => {
  const { view, params, fromAddress, setStored, go } = useStatView();
  useEffect(() => {
    if (!fromAddress) go(writeView(params, view));
  }, [fromAddress, params, view, go]);
  useEffect(() => {
    if (fromAddress) setStored(viewQuery(params));
  }, [fromAddress, params, setStored]);
};
