/**
 * Host of the account dialogs, mounted once in the logged-in layout: renders
 * the open dialog (a fresh one each time, so fields start empty) and runs the
 * login check. The dialogs are loaded when one first opens, not with every page.
 */
import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { closeAccountDialog, openAccountDialog, useAccountDialog } from './accountDialogStore';
import { useLoginCheck } from './useLoginCheck';

const ChangePasswordDialog = lazy(async () => ({ default: (await import('./ChangePasswordDialog')).ChangePasswordDialog }));
const InitialPasswordDialog = lazy(async () => ({ default: (await import('./InitialPasswordDialog')).InitialPasswordDialog }));
const PasswordNoticeDialog = lazy(async () => ({ default: (await import('./PasswordNoticeDialog')).PasswordNoticeDialog }));

const OpenDialog = ({ kind }: { kind: ReturnType<typeof useAccountDialog> }) => {
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

export const AccountDialogs = () => {
  const kind = useAccountDialog();
  useLoginCheck();
  // Leaving the layout (logout) must not leave a dialog for the next login.
  useEffect(() => closeAccountDialog, []);
  return (
    // A dialog whose chunk cannot load leaves the page as it is; opening it again retries.
    <ErrorBoundary fallback={null} resetKeys={[kind]}>
      <Suspense fallback={null}>
        <OpenDialog kind={kind} />
      </Suspense>
    </ErrorBoundary>
  );
};
