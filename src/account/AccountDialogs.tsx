/**
 * Host of the account dialogs, mounted once in the logged-in layout: renders
 * the open dialog (a fresh one each time, so fields start empty) and runs the
 * login check.
 */
import { useEffect } from 'react';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { InitialPasswordDialog } from './InitialPasswordDialog';
import { PasswordNoticeDialog } from './PasswordNoticeDialog';
import { closeAccountDialog, openAccountDialog, useAccountDialog } from './accountDialogStore';
import { useLoginCheck } from './useLoginCheck';

export const AccountDialogs = () => {
  const kind = useAccountDialog();
  useLoginCheck();
  // Leaving the layout (logout) must not leave a dialog for the next login.
  useEffect(() => closeAccountDialog, []);

  switch (kind) {
    case 'change':
      return <ChangePasswordDialog onClose={closeAccountDialog} />;
    case 'forcedChange':
      return <ChangePasswordDialog forced onClose={closeAccountDialog} />;
    case 'initial':
      return <InitialPasswordDialog onClose={closeAccountDialog} />;
    case 'notice':
      return <PasswordNoticeDialog onProceed={() => openAccountDialog('forcedChange')} />;
    default:
      return null;
  }
};
