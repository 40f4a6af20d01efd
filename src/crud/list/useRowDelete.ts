/**
 * 删除 of one row in a list, after a confirmation: `ask` opens it, and
 * `confirmProps` go to react-admin's Confirm. On success it says so and
 * reloads the list (the previous page when the row was its page's last); a
 * refusal (shown by the request wrapper) only closes the dialog.
 */
import { useState } from 'react';
import { useListContext, useNotify } from 'react-admin';

export const useRowDelete = (remove: () => Promise<unknown>, success: string, afterDelete?: () => void) => {
  const notify = useNotify();
  const { refetch, data, page, setPage } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onConfirm = async () => {
    setDeleting(true);
    try {
      await remove();
      setOpen(false);
      notify(success, { type: 'success' });
      afterDelete?.();
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else await refetch();
    } catch {
      setOpen(false);
    } finally {
      setDeleting(false);
    }
  };

  return { ask: () => setOpen(true), confirmProps: { isOpen: open, loading: deleting, onConfirm, onClose: () => setOpen(false) } };
};
