/**
 * The record of the user edit page. The contract has no detail call, so the
 * record comes, in this order, from:
 * 1. react-admin's cache of the user list (`systemUser` getList pages): the
 *    list reloads whenever it is shown, so the row clicked is current;
 * 2. the row passed in the history state by 编辑 (kept by the browser across
 *    a reload of the edit page);
 * 3. the server: user/queryUserList read page by page until the id shows up
 *    (a link opened in a new tab, or a row no longer on the cached pages).
 * The answer is not refetched while the page is open (the form starts from it).
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { findUser, USER_RESOURCE, type UserRecord } from './api';

const fromListCache = (queryClient: QueryClient, id: string): UserRecord | undefined => {
  const pages = queryClient.getQueriesData<{ data?: UserRecord[] }>({ queryKey: [USER_RESOURCE, 'getList'] });
  for (const [, page] of pages) {
    const row = page?.data?.find((candidate) => String(candidate.id) === id);
    if (row) return row;
  }
  return undefined;
};

const fromHistory = (state: unknown, id: string): UserRecord | undefined => {
  const record = (state as { record?: UserRecord } | null)?.record;
  return record && String(record.id) === id ? record : undefined;
};

export const userRecordKey = (id: string) => [USER_RESOURCE, 'record', id];

export const useUserRecord = (id: string) => {
  const queryClient = useQueryClient();
  const location = useLocation();
  return useQuery({
    queryKey: userRecordKey(id),
    queryFn: () => findUser(id),
    initialData: () => fromListCache(queryClient, id) ?? fromHistory(location.state, id),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
};
