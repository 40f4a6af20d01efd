/**
 * The statistics view of the address (statFilters.ts) and the ways a page
 * changes it. The last view used is kept in react-admin's store, so a
 * statistics page opened from the menu (an address without a view) shows the
 * range the operator was looking at, and writes it to its address at once.
 * A change of the view or of a page's own filter goes back to page 1 of the
 * page's table (explicitly: the navigation guard keeps a dropped pageNum).
 */
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

export const useStatView = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored, setStored] = useStore<string>(STORE_KEY, '');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const fromAddress = hasView(params);
  const effective = useMemo(() => {
    if (fromAddress || !stored) return params;
    const merged = new URLSearchParams(stored);
    params.forEach((value, name) => merged.set(name, value));
    return merged;
  }, [fromAddress, stored, params]);
  const view = useMemo(() => readView(effective), [effective]);

  const go = useCallback(
    (next: URLSearchParams, replace = true) => navigate({ pathname: location.pathname, search: `?${next.toString()}` }, { replace }),
    [navigate, location.pathname],
  );

  /** A new view: the page's table goes back to page 1. */
  const setView = useCallback(
    (patch: Partial<StatView>) => {
      const next = writeView(params, { ...view, ...patch });
      next.set(PAGE_PARAM, '1');
      go(next);
    },
    [params, view, go],
  );

  /** A page's own filter (module, title, tab, dimension): '' or undefined removes it; back to page 1. */
  const setParams = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = writeView(params, view);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
      }
      next.set(PAGE_PARAM, '1');
      go(next);
    },
    [params, view, go],
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
