/**
 * 允许登录: user/userManagerUpdete with {id, version, loginEnabled}. Turning
 * login off asks first. The row shows the answer at once and the list then
 * reloads with the saved search form; a refusal (e.g. a stale version) shows
 * the server's text and the switch keeps its value. Read-only without the
 * 'enable' or 'modify' data unit.
 */
import { useState } from 'react';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useConfirm } from '../roles/useConfirm';
import { APP_USER_RESOURCE, LOGIN_OFF, LOGIN_ON, updateAppUser, type AppUser } from './api';

type ListPage = { data?: AppUser[] } | undefined;

export const LoginSwitch = ({ user, allowed }: { user: AppUser; allowed: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { refetch } = useListContext();
  const { ask, dialog } = useConfirm();
  const [pending, setPending] = useState(false);
  const checked = Number(user.loginEnabled) === LOGIN_ON;

  const toggle = async () => {
    if (checked && !(await ask('system.appUsers.confirmLoginOff', { name: user.realName || user.mobile }))) return;
    setPending(true);
    try {
      const updated = await updateAppUser(user.id, user.version, { loginEnabled: checked ? LOGIN_OFF : LOGIN_ON });
      if (updated && typeof updated === 'object') {
        queryClient.setQueriesData<ListPage>({ queryKey: [APP_USER_RESOURCE, 'getList'] }, (page) =>
          page?.data ? { ...page, data: page.data.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)) } : page,
        );
      }
      notify('system.common.switched', { type: 'success' });
      await refetch();
    } catch {
      // The request wrapper has shown the server's text; the switch keeps its value.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Switch
        checked={checked}
        disabled={pending || !allowed}
        onChange={() => void toggle()}
        size="small"
        slotProps={{ input: { 'aria-label': translate('system.appUsers.loginOf', { name: user.realName || user.mobile }) } }}
      />
      {dialog}
    </>
  );
};
