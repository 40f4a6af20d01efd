/**
 * 重置密码: the new initial password twice, with the password rule of spec
 * section 5; sent as RSA(MD5) to user/resetCenterUserPwd. The user must set a
 * new password at the next login. Like the account dialogs, it closes only by
 * its buttons.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { showMessage } from '../../../../dataProvider/messages';
import { AccountDialog, CancelButton, SubmitButton } from '../../../account/AccountDialog';
import { PasswordField } from '../../../account/PasswordField';
import { useAccountForm } from '../../../account/useAccountForm';
import { useSubmitAction } from '../../../account/useSubmitAction';
import { confirmRule, passwordRule } from '../../../account/validators';
import { resetUserPassword, type UserRecord } from './api';

type Field = 'initialPwd' | 'confirmInitialPwd';

const RULES = {
  initialPwd: passwordRule('initialRequired'),
  confirmInitialPwd: confirmRule<Field>('initialConfirmRequired', 'initialPwd', 'initialMismatch'),
};

export const ResetPasswordDialog = ({ user, onClose }: { user: UserRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const form = useAccountForm<Field>({ initialPwd: '', confirmInitialPwd: '' }, RULES);
  const { pending, run } = useSubmitAction(
    () => resetUserPassword(user.id, form.values.initialPwd),
    () => {
      onClose();
      showMessage('success', 'system.users.resetDone');
    },
  );

  return (
    <AccountDialog
      title={translate('system.users.resetTitle')}
      testId="reset-password-dialog"
      onSubmit={() => form.validate() && void run()}
      actions={
        <>
          <CancelButton onClick={onClose} disabled={pending} />
          <SubmitButton pending={pending} />
        </>
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', pb: 1 }}>
          {translate('system.users.resetTarget', { name: user.cnName || user.loginName })}
        </Typography>
        <PasswordField {...form.fieldProps('initialPwd')} autoComplete="new-password" autoFocus />
        <PasswordField {...form.fieldProps('confirmInitialPwd')} autoComplete="new-password" />
      </Stack>
    </AccountDialog>
  );
};
