/**
 * The app user of the edit and authorize pages. There is no detail call, so
 * the record comes from react-admin's cache of the list (the list reloads
 * whenever it is shown, so the row clicked is current), else from the server:
 * one page filtered by the mobile of the row passed in the history state
 * (a reload of the page), or the list read page by page (a direct link).
 * Changes made on the page are written back with `setAppUser`.
 */
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { APP_USER_RESOURCE, findAppUser, type AppUser } from './api';

const fromListCache = (queryClient: QueryClient, id: string): AppUser | undefined => {
  const pages = queryClient.getQueriesData<{ data?: AppUser[] }>({ queryKey: [APP_USER_RESOURCE, 'getList'] });
  for (const [, page] of pages) {
    const row = page?.data?.find((candidate) => String(candidate.id) === id);
    if (row) return row;
  }
  return undefined;
};

const mobileFromHistory = (state: unknown, id: string): string | undefined => {
  const record = (state as { record?: Partial<AppUser> } | null)?.record;
  return record && String(record.id) === id && typeof record.mobile === 'string' ? record.mobile : undefined;
};

export const appUserRecordKey = (id: string) => [APP_USER_RESOURCE, 'record', id];

export const useAppUserRecord = (id: string) => {
  const queryClient = useQueryClient();
  const location = useLocation();
  const query = useQuery({
    queryKey: appUserRecordKey(id),
    queryFn: () => findAppUser(id, mobileFromHistory(location.state, id)),
    initialData: () => fromListCache(queryClient, id),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    enabled: /^\d+$/.test(id),
  });

  /** After a change: the page shows the answer, and the list's pages reload when it is shown again. */
  const setAppUser = useCallback(
    (record: AppUser) => {
      queryClient.setQueryData(appUserRecordKey(id), record);
      void queryClient.invalidateQueries({ queryKey: [APP_USER_RESOURCE, 'getList'], refetchType: 'none' });
    },
    [queryClient, id],
  );

  return { ...query, setAppUser };
};
