/**
 * The app user of the edit and authorize pages. There is no detail call: the
 * row react-admin keeps of the user list (useGetOne's cache, which the list
 * fills and a save updates), else the server: the list filtered by the mobile
 * of the row passed in the history state (a reload of the page), or the list
 * read page by page (a direct link, or a mobile that no longer matches).
 * Changes made on the page are written back with `setAppUser`.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { APP_USER_RESOURCE } from '../../../../resources/bespoke';
import type { AppUser } from '../../../../resources/calls/appUsers';
import { useFoundInList } from '../users/useFoundInList';

const mobileFromHistory = (state: unknown, id: string): string | undefined => {
  const record = (state as { record?: Partial<AppUser> } | null)?.record;
  return record && String(record.id) === id && typeof record.mobile === 'string' ? record.mobile : undefined;
};

export const useAppUserRecord = (id: string) => {
  const queryClient = useQueryClient();
  const mobile = mobileFromHistory(useLocation().state, id);
  // Read from the cache only: resource appUser has no detail call for getOne to make (see useFoundInList).
  const kept = useGetOne<AppUser>(APP_USER_RESOURCE, { id: Number(id) }, { enabled: false });
  const byMobile = useFoundInList<AppUser>(APP_USER_RESOURCE, id, { filter: { mobile }, enabled: !kept.data && !!mobile });
  const missedByMobile = !byMobile.isPending && !byMobile.data && !byMobile.error;
  const scanned = useFoundInList<AppUser>(APP_USER_RESOURCE, id, { enabled: !kept.data && (!mobile || missedByMobile) });

  /** After a change: the page shows the answer, and the list's pages reload when it is shown again. */
  const setAppUser = useCallback(
    (record: AppUser) => {
      queryClient.setQueryData([APP_USER_RESOURCE, 'getOne', { id, meta: undefined }], record);
      void queryClient.invalidateQueries({ queryKey: [APP_USER_RESOURCE, 'getList'], refetchType: 'none' });
    },
    [queryClient, id],
  );

  const found = kept.data ? { data: kept.data, isPending: false, error: null } : mobile && !missedByMobile ? byMobile : scanned;
  return { ...found, setAppUser };
};
