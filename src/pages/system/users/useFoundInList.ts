/**
 * A record of a resource whose contract has no detail call (system users, app
 * users), found in its list: pages of 100 rows, newest first, read until the
 * id shows up or the list ends (at most 50 pages). Read afresh on each visit
 * and not again while the page is open: a form starts from it.
 */
import { useEffect } from 'react';
import { useInfiniteGetList, type RaRecord } from 'react-admin';

const FIRST_PAGE = { page: 1, perPage: 100 };
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
const MAX_PAGES = 50;

export const useFoundInList = <T extends RaRecord>(resource: string, id: string, { filter = {}, enabled = true }: { filter?: Record<string, unknown>; enabled?: boolean } = {}) => {
  const pages = useInfiniteGetList<T>(
    resource,
    { pagination: FIRST_PAGE, sort: NEWEST_FIRST, filter },
    { enabled, retry: false, staleTime: Infinity, gcTime: 0 },
  );
  const { fetchNextPage, isFetchingNextPage } = pages;
  const loaded = pages.data?.pages ?? [];
  const found = loaded.flatMap((page) => page.data).find((record) => String(record.id) === id);
  const more = enabled && !found && !pages.error && pages.hasNextPage && loaded.length < MAX_PAGES;
  useEffect(() => {
    if (more && !isFetchingNextPage) void fetchNextPage();
  }, [more, isFetchingNextPage, fetchNextPage]);
  return { data: found, isPending: enabled && (pages.isPending || more), error: pages.error };
};
