/**
 * 删除 of one row in a list, after a confirmation: `ask` opens it, and
 * `confirmProps` go to react-admin's Confirm. The row goes through the list
 * resource's delete call (the dataProvider's delete; not react-admin's useDelete,
 * which reloads the list after a refusal too); on success it
 * says so and reloads the list (the previous page when the row was its page's
 * last); a refusal ('该角色下还有 2 个用户，无法删除') is shown and only closes the dialog.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, type RaRecord } from 'react-admin';
import { toApiError } from '../../../dataProvider/errors';

export const useRowDelete = (record: RaRecord, success: string, afterDelete?: () => void) => {
  const notify = useNotify();
  const { resource, refetch, data, page, setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const dataProvider = useDataProvider();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id: record.id, previousData: record }),
    onSuccess: () => {
      setOpen(false);
      notify(success, { type: 'success' });
      afterDelete?.();
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else void refetch();
    },
    onError: (error) => {
      setOpen(false);
      notify(toApiError(error).statusText, { type: 'error' });
    },
  });

  return { ask: () => setOpen(true), confirmProps: { isOpen: open, loading: isPending, onConfirm: () => mutate(), onClose: () => setOpen(false) } };
};
