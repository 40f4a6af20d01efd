/**
 * The statistics view of the address (statFilters.ts) and the ways a page
 * changes it, through the page's address (src/crud/pageAddress.tsx), so two
 * quick changes (近7天 then 上一周期) build on each other. The last view used
 * is kept in react-admin's store, so a statistics page opened from the menu
 * (an address without a view) shows the range the operator was looking at,
 * and writes it to its address at once. A change of the view or of a page's
 * own filter goes back to page 1 of the page's table (explicitly: the
 * navigation guard keeps a dropped pageNum).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'react-admin';
import { PAGE_PARAM } from '../../../src/crud/list/listParams';
import { usePageAddress } from '../../../src/crud/pageAddress';
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

export const useStatView = () => {
  const { search, update } = usePageAddress();
  const [stored, setStored] = useStore<string>(STORE_KEY, '');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const fromAddress = hasView(params);
  const view = useMemo(() => readView(effectiveParams(params, stored)), [params, stored]);

  /** Changes the address from the last one asked for; `change` gets its parameters and view. */
  const change = useCallback(
    (next: (current: URLSearchParams, currentView: StatView) => URLSearchParams) =>
      update((current) => {
        const currentParams = new URLSearchParams(current);
        return `?${next(currentParams, readView(effectiveParams(currentParams, stored))).toString()}`;
      }),
    [update, stored],
  );

  /** A new view (a patch, or the next view from the current one): the page's table goes back to page 1. */
  const setView = useCallback(
    (patch: Partial<StatView> | ((currentView: StatView) => StatView)) =>
      change((current, currentView) => {
        const next = writeView(current, typeof patch === 'function' ? patch(currentView) : { ...currentView, ...patch });
        next.set(PAGE_PARAM, '1');
        return next;
      }),
    [change],
  );

  /** A page's own filter (module, title, tab, dimension): '' or undefined removes it; back to page 1. */
  const setParams = useCallback(
    (patch: Record<string, string | undefined>) =>
      change((current, currentView) => {
        const next = writeView(current, currentView);
        for (const [name, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        next.set(PAGE_PARAM, '1');
        return next;
      }),
    [change],
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
  return { view, body, params, fromAddress, setStored, change, setView, setParams, linkTo };
};

/**
 * Once per page (StatLayout): an address without a view takes the stored one at
 * once, so the address always says what the page shows; a view in the address
 * becomes the stored one.
 */
export const useStatViewSync = () => {
  const { params, fromAddress, setStored, change } = useStatView();
  useEffect(() => {
    if (!fromAddress) change((current, currentView) => writeView(current, currentView));
  }, [fromAddress, change]);
  useEffect(() => {
    if (fromAddress) setStored(viewQuery(params));
  }, [fromAddress, params, setStored]);
};
