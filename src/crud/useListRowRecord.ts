/**
 * A record of a resource the contract gives no detail call: from
 * react-admin's cache of the resource's list pages (the list reloads whenever
 * it is shown, so the row clicked is current), else `initial` (e.g. the row
 * passed in the history state, kept across a reload), else `find` on the
 * server. It is not refetched while the page is open: the form starts from it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

export const listRowRecordKey = (resource: string, id: string) => [resource, 'record', id];

const fromListCache = <T extends RaRecord>(queryClient: QueryClient, resource: string, id: string): T | undefined => {
  for (const [, page] of queryClient.getQueriesData<{ data?: T[] }>({ queryKey: [resource, 'getList'] })) {
    const row = page?.data?.find((candidate) => String(candidate.id) === id);
    if (row) return row;
  }
  return undefined;
};

export const useListRowRecord = <T extends RaRecord>(resource: string, id: string, find: () => Promise<T | null>, options: { initial?: T; enabled?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useQuery<T | null>({
    queryKey: listRowRecordKey(resource, id),
    queryFn: find,
    initialData: () => fromListCache<T>(queryClient, resource, id) ?? options.initial,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    enabled: options.enabled ?? true,
  });
};
