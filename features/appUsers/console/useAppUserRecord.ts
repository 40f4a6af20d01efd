/**
 * The app user of the edit and authorize pages: react-admin's getOne of
 * resource appUser, which the list's rows already fill; without them (a
 * direct link, a reload) the dataProvider reads the app-user list filtered by
 * id (the contract has no detail call, its contract's `byListId`).
 * Changes made on the page are written back with `setAppUser`.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import { APP_USER_RESOURCE } from '../contract/calls';
import type { AppUser } from '../contract/calls';
import { isNotFound } from '../../../dataProvider/errors';

export const useAppUserRecord = (id: string) => {
  const queryClient = useQueryClient();
  const found = useGetOne<AppUser>(APP_USER_RESOURCE, { id: Number(id) }, { retry: false });

  /** After a change: the page shows the answer, and the list's pages reload when it is shown again. */
  const setAppUser = useCallback(
    (record: AppUser) => {
      // react-admin's documented getOne key: [resource, 'getOne', { id: String(id), meta }].
      queryClient.setQueryData([APP_USER_RESOURCE, 'getOne', { id: String(id), meta: undefined }], record);
      void queryClient.invalidateQueries({ queryKey: [APP_USER_RESOURCE, 'getList'], refetchType: 'none' });
    },
    [queryClient, id],
  );

  // An app user that is not there is no record and no error: the page says 未找到该用户.
  return { data: found.data, isPending: found.isPending, error: isNotFound(found.error) ? null : found.error, setAppUser };
};
