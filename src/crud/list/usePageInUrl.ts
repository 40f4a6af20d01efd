/**
 * Keeps the list's page and the `pageNum` query parameter together: a page
 * change of the list (pagination, search, out-of-range correction) is written
 * to the URL with replace, a URL change (back/forward) moves the list. Each
 * direction reacts only to a change of its own source, so they cannot loop.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { pageFromSearch, searchWithPage } from './listParams';

/**
 * `restoredPage`: the list may start on a page restored from the saved search
 * form (the user state) rather than from the address; that page goes to the
 * address too, once, so going back and forth keeps it.
 */
export const usePageInUrl = ({ restoredPage = false } = {}) => {
  const { page, setPage } = useListContext();
  const location = useLocation();
  const navigate = useNavigate();
  const urlPage = pageFromSearch(location.search);

  const latest = useRef({ page, urlPage, search: location.search });
  latest.current = { page, urlPage, search: location.search };
  const previousUrlPage = useRef(urlPage);

  /**
   * Writes `?pageNum=N` (explicitly, even for page 1: the navigation guard keeps a dropped pageNum).
   * The list already shows (or is moving to) that page, so the URL -> list direction ignores this
   * change: moving the list again could replay an older state of its params (a search started on
   * page 2 would lose its filter).
   */
  const writePage = useCallback(
    (next: number) => {
      const search = searchWithPage(latest.current.search, next);
      previousUrlPage.current = next;
      if (search !== latest.current.search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    },
    [navigate, location.pathname, location.hash],
  );

  // URL -> list: only when the URL's page itself changed (back/forward, a link).
  useEffect(() => {
    if (previousUrlPage.current === urlPage) return;
    previousUrlPage.current = urlPage;
    if (latest.current.page !== urlPage) setPage(urlPage);
  }, [urlPage, setPage]);

  // list -> URL: only when the list's page itself changed.
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    if (latest.current.urlPage !== page) writePage(page);
  }, [page, writePage]);

  useEffect(() => {
    if (restoredPage && latest.current.urlPage !== latest.current.page) writePage(latest.current.page);
    // Once, on opening the list; later changes go both ways above.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const goToPage = useCallback(
    (next: number) => {
      if (next !== latest.current.page) setPage(next);
      writePage(next);
    },
    [setPage, writePage],
  );

  return { page, goToPage, writePage };
};
