/**
 * 允许登录: the resource's update (user/userManagerUpdete) with {id, version,
 * loginEnabled}. Turning login off asks first. The row shows the answer at
 * once (react-admin's update puts it in the list's cache) and the list then
 * reloads with the saved search form; a refusal (e.g. a stale version) shows
 * the server's text and the switch keeps its value. Read-only without the
 * 'enable' or 'modify' data unit.
 */
import { useTranslate, useUpdate } from 'react-admin';
import { APP_USER_RESOURCE } from '../contract/calls';
import type { AppUser } from '../contract/calls';
import { ListRowSwitch } from '../../../src/crud/list/ListRowSwitch';
import { LOGIN_OFF, LOGIN_ON } from './codes';

export const LoginSwitch = ({ user, allowed }: { user: AppUser; allowed: boolean }) => {
  const translate = useTranslate();
  const [update] = useUpdate<AppUser>();
  const name = user.realName || user.mobile;
  return (
    <ListRowSwitch
      checked={Number(user.loginEnabled) === LOGIN_ON}
      disabled={!allowed}
      label={translate('system.appUsers.loginOf', { name })}
      success="system.common.switched"
      confirmOff={{ content: 'system.appUsers.confirmLoginOff', options: { name } }}
      // The update is quiet, as react-admin's CRUD calls are: the switch shows the refusal.
      reportErrors
      toggle={async (on) => {
        const data = { version: user.version, loginEnabled: on ? LOGIN_ON : LOGIN_OFF };
        await update(APP_USER_RESOURCE, { id: user.id, data, previousData: user }, { mutationMode: 'pessimistic', returnPromise: true });
      }}
    />
  );
};
