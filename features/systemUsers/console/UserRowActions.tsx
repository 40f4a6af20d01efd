/**
 * The 操作 cell of a user (编辑, 重置密码, 删除) and the 状态 switch, each
 * shown or enabled by the data units of menu 2. After a switch or a delete the
 * list reloads with the saved search form (the previous page when the deleted
 * row was the last of its page). A refusal shows the server's text.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { getUserState } from '../../../dataProvider/session';
import type { Can } from '../../../authProvider/useCan';
import { ListRowSwitch } from '../../../src/crud/list/ListRowSwitch';
import { RowDeleteButton, type RowDeleteMessages } from '../../../src/crud/list/RowDeleteButton';
import { RowLinkButton, RowNote } from '../../../src/crud/list/RowLink';
import { USER_RESOURCE } from '../contract/calls';
import type { UserRecord } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';
import { DISABLED, ENABLED, USER_EDIT_PATH } from './paths';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const DELETE_MESSAGES: RowDeleteMessages = { label: 'system.users.actions.delete', title: 'system.common.confirmTitle', content: 'system.users.confirmDelete', deleted: 'system.common.deleted' };

export const UserStatusSwitch = ({ user, can }: { user: UserRecord; can: Can }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleData();
  const toggle = async (on: boolean) => {
    await dataProvider.switchUserStatus({ id: user.id, status: on ? ENABLED : DISABLED });
    // The switch gave the user a new version: the row react-admin kept for the edit page goes, and the list's reload brings the new one.
    queryClient.removeQueries({ queryKey: [USER_RESOURCE, 'getOne', { id: String(user.id) }] });
  };
  return (
    <ListRowSwitch
      checked={Number(user.status) === ENABLED}
      disabled={!can.enable || user.manageable === false}
      label={translate('system.users.statusOf', { name: user.cnName || user.loginName })}
      success="system.common.switched"
      toggle={toggle}
    />
  );
};

/** One's own password changes in 修改密码 (old password and SMS code), never by a reset: the server refuses it. */
const isOwnAccount = (user: UserRecord) => String(user.id) === String(getUserState().userInfo?.id ?? '');

export const UserRowActions = ({ user, can }: { user: UserRecord; can: Can }) => {
  const translate = useTranslate();
  const [resetOpen, setResetOpen] = useState(false);

  if (user.manageable === false && (can.edit || can.delete)) {
    return <RowNote text="system.users.notManageable" />;
  }
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {can.edit && (
        // The row goes along in the history state: the edit page starts from it (see useUserRecord).
        <RowLinkButton path={USER_EDIT_PATH} id={user.id} label="system.users.actions.edit" />
      )}
      {can.edit && !isOwnAccount(user) && (
        <Button variant="text" onClick={() => setResetOpen(true)}>
          {translate('system.users.actions.resetPassword')}
        </Button>
      )}
      {can.delete && <RowDeleteButton record={user} name={user.cnName || user.loginName} messages={DELETE_MESSAGES} />}
      {resetOpen && <ResetPasswordDialog user={user} onClose={() => setResetOpen(false)} />}
    </Box>
  );
};
