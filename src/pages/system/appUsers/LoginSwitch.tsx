/**
 * 允许登录: user/userManagerUpdete with {id, version, loginEnabled}. Turning
 * login off asks first. The row shows the answer at once and the list then
 * reloads with the saved search form; a refusal (e.g. a stale version) shows
 * the server's text and the switch keeps its value. Read-only without the
 * 'enable' or 'modify' data unit.
 */
import './messages';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ListRowSwitch } from '../../../crud/list/ListRowSwitch';
import { APP_USER_RESOURCE, LOGIN_OFF, LOGIN_ON, updateAppUser, type AppUser } from './api';

type ListPage = { data?: AppUser[] } | undefined;

export const LoginSwitch = ({ user, allowed }: { user: AppUser; allowed: boolean }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const name = user.realName || user.mobile;
  return (
    <ListRowSwitch
      checked={Number(user.loginEnabled) === LOGIN_ON}
      disabled={!allowed}
      label={translate('system.appUsers.loginOf', { name })}
      success="system.common.switched"
      confirmOff={{ content: 'system.appUsers.confirmLoginOff', options: { name } }}
      toggle={async (on) => {
        const updated = await updateAppUser(user.id, user.version, { loginEnabled: on ? LOGIN_ON : LOGIN_OFF });
        // The row shows the answer at once, before the list's reload.
        if (updated && typeof updated === 'object') {
          queryClient.setQueriesData<ListPage>({ queryKey: [APP_USER_RESOURCE, 'getList'] }, (page) =>
            page?.data ? { ...page, data: page.data.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)) } : page,
          );
        }
      }}
    />
  );
};
