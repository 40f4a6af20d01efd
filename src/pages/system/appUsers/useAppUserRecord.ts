/**
 * The app user of the edit and authorize pages. There is no detail call: the
 * list's cached pages, else the server: one page filtered by the mobile of the
 * row passed in the history state (a reload of the page), or the list read
 * page by page (a direct link). Changes made on the page are written back
 * with `setAppUser`.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { listRowRecordKey, useListRowRecord } from '../../../crud/useListRowRecord';
import { APP_USER_RESOURCE, findAppUser, type AppUser } from './api';

const mobileFromHistory = (state: unknown, id: string): string | undefined => {
  const record = (state as { record?: Partial<AppUser> } | null)?.record;
  return record && String(record.id) === id && typeof record.mobile === 'string' ? record.mobile : undefined;
};

export const useAppUserRecord = (id: string) => {
  const queryClient = useQueryClient();
  const { state } = useLocation();
  const query = useListRowRecord<AppUser>(APP_USER_RESOURCE, id, () => findAppUser(id, mobileFromHistory(state, id)), { enabled: /^\d+$/.test(id) });

  /** After a change: the page shows the answer, and the list's pages reload when it is shown again. */
  const setAppUser = useCallback(
    (record: AppUser) => {
      queryClient.setQueryData(listRowRecordKey(APP_USER_RESOURCE, id), record);
      void queryClient.invalidateQueries({ queryKey: [APP_USER_RESOURCE, 'getList'], refetchType: 'none' });
    },
    [queryClient, id],
  );

  return { ...query, setAppUser };
};
