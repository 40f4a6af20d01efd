/**
 * 重置密码: the new initial password twice, with the password rule of spec
 * section 5; sent as RSA(MD5) under a fresh key to user/resetCenterUserPwd.
 * The user must set a new password at the next login. Like the account
 * dialogs, it closes only by its buttons, and shows a refusal itself.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { showMessage } from '../../../dataProvider/messages';
import { AccountDialog, CancelButton, SubmitButton } from '../../../src/account/AccountDialog';
import { PasswordField } from '../../../src/account/PasswordField';
import { useAccountForm } from '../../../src/account/useAccountForm';
import { useSubmitAction } from '../../../src/account/useSubmitAction';
import { sealLoginPassword } from '../../../src/account/passwordKey';
import { useConsoleData } from '../../../src/crud/useCall';
import { confirmRule, passwordRule } from '../../../src/account/validators';
import type { UserRecord } from '../contract/calls';

type Field = 'initialPwd' | 'confirmInitialPwd';

const RULES = {
  initialPwd: passwordRule('initialRequired'),
  confirmInitialPwd: confirmRule<Field>('initialConfirmRequired', 'initialPwd', 'initialMismatch'),
};

export const ResetPasswordDialog = ({ user, onClose }: { user: UserRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useConsoleData();
  const form = useAccountForm<Field>({ initialPwd: '', confirmInitialPwd: '' }, RULES);
  const { pending, run } = useSubmitAction(
    async () => dataProvider.resetUserPassword({ id: user.id, ...(await sealLoginPassword(dataProvider, form.values.initialPwd)) }),
    () => {
      onClose();
      showMessage('success', 'system.users.resetDone');
    },
  );

  return (
    <AccountDialog
      title={translate('system.users.resetTitle')}
      testId="reset-password-dialog"
      onSubmit={() => form.validate() && run()}
      actions={
        <>
          <CancelButton onClick={onClose} disabled={pending} />
          <SubmitButton pending={pending} />
        </>
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary', pb: 1 }}>{translate('system.users.resetTarget', { name: user.cnName || user.loginName })}</Typography>
        <PasswordField {...form.fieldProps('initialPwd')} autoComplete="new-password" autoFocus />
        <PasswordField {...form.fieldProps('confirmInitialPwd')} autoComplete="new-password" />
      </Stack>
    </AccountDialog>
  );
};
