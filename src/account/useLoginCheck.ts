/**
 * The initialization-login check (spec section 7), once per login token and
 * only when the run-time setting turns it on (off by default). The server's
 * failure text picks the dialog: 180 days → notice, first login → initial.
 * A login whose answer says the initial password must be set opens that
 * dialog at once (the server allows nothing else meanwhile).
 */
import { useEffect } from 'react';
import type { ConsoleDataProvider } from '../../dataProvider';
import { toApiError } from '../../dataProvider/errors';
import { getConfig } from '../../dataProvider/config';
import { showMessage } from '../../dataProvider/messages';
import { getToken } from '../../dataProvider/session';
import { LOGIN_CHECK } from '../../resources/framework/password';
import { useUserState } from '../layout/useSessionState';
import type { AccountId } from '../../resources/calls/account';
import { useConsoleData } from '../crud/useCall';
import { openAccountDialog } from './accountDialogStore';

/** The token the check last ran for (a reload runs it again: the server still decides). */
let checkedToken: string | null = null;

export const runLoginCheck = async (dataProvider: ConsoleDataProvider, token: string, id: AccountId) => {
  try {
    await dataProvider.checkInitializationLogin({ id });
  } catch (reason) {
    // Logged out (or in as someone else) meanwhile: the answer is stale.
    if (getToken() !== token) return;
    const { statusText } = toApiError(reason);
    if (statusText === LOGIN_CHECK.expired) openAccountDialog('notice');
    else if (statusText === LOGIN_CHECK.firstLogin) openAccountDialog('initial');
    else showMessage('error', statusText);
  }
};

export const useLoginCheck = () => {
  const dataProvider = useConsoleData();
  const { token, userInfo } = useUserState();
  const id = userInfo?.id;
  const mustSetPassword = userInfo?.mustChangePassword === true;
  useEffect(() => {
    if (!token || id === undefined || id === null) return;
    // The server refuses every other call until the initial password is set: the dialog opens whatever the setting.
    if (mustSetPassword) {
      openAccountDialog('initial');
      return;
    }
    if (checkedToken === token || !getConfig().initializationLoginCheck) return;
    checkedToken = token;
    void runLoginCheck(dataProvider, token, id);
  }, [dataProvider, token, id, mustSetPassword]);
};
