/**
 * The 操作 cell of a user (编辑, 重置密码, 删除) and the 状态 switch, each
 * shown or enabled by the data units of menu 2. After a switch or a delete the
 * list reloads with the saved search form (the previous page when the deleted
 * row was the last of its page). A refusal shows the server's text.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getUserState } from '../../../../authProvider/session';
import type { Can } from '../../../../authProvider/useCan';
import { deleteUser, DISABLED, editPathOf, ENABLED, switchUserStatus, type UserRecord } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export const UserStatusSwitch = ({ user, can }: { user: UserRecord; can: Can }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useListContext();
  const [pending, setPending] = useState(false);
  const checked = Number(user.status) === ENABLED;

  const toggle = async () => {
    setPending(true);
    try {
      await switchUserStatus(user.id, checked ? DISABLED : ENABLED);
      notify('system.common.switched', { type: 'success' });
      await refetch();
    } catch {
      // The request wrapper has shown the server's text; the switch stays as it was.
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      checked={checked}
      disabled={pending || !can.enable || user.manageable === false}
      onChange={toggle}
      size="small"
      slotProps={{ input: { 'aria-label': translate('system.users.statusOf', { name: user.cnName || user.loginName }) } }}
    />
  );
};

/** One's own password changes in 修改密码 (old password and SMS code), never by a reset: the server refuses it. */
const isOwnAccount = (user: UserRecord) => String(user.id) === String(getUserState().userInfo?.id ?? '');

export const UserRowActions = ({ user, can }: { user: UserRecord; can: Can }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const { refetch, data, page, setPage } = useListContext();
  const [dialog, setDialog] = useState<'delete' | 'reset' | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteUser(user.id);
      setDialog(null);
      notify('system.common.deleted', { type: 'success' });
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else await refetch();
    } catch {
      setDialog(null);
    } finally {
      setDeleting(false);
    }
  };

  if (user.manageable === false && (can.edit || can.delete)) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
        {translate('system.users.notManageable')}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {can.edit && (
        // The row goes along in the history state: the edit page starts from it (see useUserRecord).
        <Button variant="text" onClick={() => navigate(editPathOf(user.id), { state: { record: user } })}>
          {translate('system.users.actions.edit')}
        </Button>
      )}
      {can.edit && !isOwnAccount(user) && (
        <Button variant="text" onClick={() => setDialog('reset')}>
          {translate('system.users.actions.resetPassword')}
        </Button>
      )}
      {can.delete && (
        <Button variant="text" color="error" onClick={() => setDialog('delete')}>
          {translate('system.users.actions.delete')}
        </Button>
      )}
      <Confirm
        isOpen={dialog === 'delete'}
        loading={deleting}
        title="system.common.confirmTitle"
        content="system.users.confirmDelete"
        contentTranslateOptions={{ name: user.cnName || user.loginName }}
        onConfirm={onDelete}
        onClose={() => setDialog(null)}
      />
      {dialog === 'reset' && <ResetPasswordDialog user={user} onClose={() => setDialog(null)} />}
    </Box>
  );
};
