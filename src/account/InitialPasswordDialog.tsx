/** The initial password after a first login or a reset (spec sections 3 and 7); submit only. */
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { showMessage } from '../../dataProvider/messages';
import { getUserState, setUserState } from '../../dataProvider/session';
import { useUserState } from '../layout/useSessionState';
import { AccountDialog, SubmitButton } from './AccountDialog';
import { useConsoleData } from '../crud/useCall';
import { setInitialPassword } from './passwordChanges';
import { PasswordField } from './PasswordField';
import { useAccountForm } from './useAccountForm';
import { useSubmitAction } from './useSubmitAction';
import { confirmRule, passwordRule } from './validators';

type Field = 'initialPwd' | 'confirmInitialPwd';

const RULES = {
  initialPwd: passwordRule('initialRequired'),
  confirmInitialPwd: confirmRule<Field>('initialConfirmRequired', 'initialPwd', 'initialMismatch'),
};

export const InitialPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { userInfo } = useUserState();
  const dataProvider = useConsoleData();
  const form = useAccountForm<Field>({ initialPwd: '', confirmInitialPwd: '' }, RULES);
  const { pending, run } = useSubmitAction(
    () => setInitialPassword(dataProvider, userInfo?.id ?? '', form.values.initialPwd),
    () => {
      const { userInfo: current } = getUserState();
      if (current) setUserState({ userInfo: { ...current, mustChangePassword: false } });
      // The page behind was refused its data until now: it asks again.
      void queryClient.invalidateQueries();
      onClose();
      showMessage('success', 'account.changed');
    },
  );

  return (
    <AccountDialog title={translate('account.initialPassword')} testId="initial-password-dialog" onSubmit={() => form.validate() && run()} actions={<SubmitButton pending={pending} />}>
      <Stack spacing={1} sx={{ pt: 1 }}>
        {}
        <PasswordField {...form.fieldProps('initialPwd')} autoComplete="new-password" autoFocus />
        <PasswordField {...form.fieldProps('confirmInitialPwd')} autoComplete="new-password" />
      </Stack>
    </AccountDialog>
  );
};
