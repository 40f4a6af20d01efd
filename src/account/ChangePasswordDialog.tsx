/**
 * Change password (spec sections 3 to 5): the phone from the user info and
 * read-only, the other fields empty; SMS code; every password RSA(MD5).
 */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { showMessage } from '../../dataProvider/messages';
import { useUserState } from '../layout/useSessionState';
import { AccountDialog, CancelButton, SubmitButton } from './AccountDialog';
import { useConsoleData } from '../crud/useCall';
import { changeOwnPassword } from './passwordChanges';
import { PasswordField } from './PasswordField';
import { SmsCodeButton } from './SmsCodeButton';
import { useAccountForm } from './useAccountForm';
import { useSubmitAction } from './useSubmitAction';
import { confirmRule, passwordRule, phoneRule, PHONE_INVALID, requiredRule } from './validators';

type Field = 'phone' | 'ordLoginPwd' | 'newLoginPwd' | 'confirmLoginPwd' | 'messageCode';

const RULES = {
  phone: phoneRule,
  ordLoginPwd: requiredRule('oldRequired'),
  newLoginPwd: passwordRule('newRequired'),
  confirmLoginPwd: confirmRule<Field>('confirmRequired', 'newLoginPwd', 'confirmMismatch'),
  messageCode: requiredRule('codeRequired'),
};

interface ChangePasswordDialogProps {
  /** Opened after the 180-day notice: only the submit button. */
  forced?: boolean;
  onClose: () => void;
}

export const ChangePasswordDialog = ({ forced, onClose }: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const { userInfo } = useUserState();
  const dataProvider = useConsoleData();
  const form = useAccountForm<Field>({ phone: String(userInfo?.phone ?? ''), ordLoginPwd: '', newLoginPwd: '', confirmLoginPwd: '', messageCode: '' }, RULES);
  const { pending, run } = useSubmitAction(
    () => changeOwnPassword(dataProvider, userInfo?.id ?? '', form.values),
    () => {
      onClose();
      showMessage('success', 'account.changed');
    },
  );

  const phone = form.fieldProps('phone');
  return (
    <AccountDialog
      title={translate('account.changePassword')}
      testId="change-password-dialog"
      onSubmit={() => form.validate() && run()}
      actions={
        <>
          {!forced && <CancelButton onClick={onClose} disabled={pending} />}
          <SubmitButton pending={pending} />
        </>
      }
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField {...phone} onChange={undefined} slotProps={{ htmlInput: { readOnly: true } }} />
        {}
        <PasswordField {...form.fieldProps('ordLoginPwd')} autoComplete="current-password" autoFocus />
        <PasswordField {...form.fieldProps('newLoginPwd')} autoComplete="new-password" />
        <PasswordField {...form.fieldProps('confirmLoginPwd')} autoComplete="new-password" />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField {...form.fieldProps('messageCode')} autoComplete="one-time-code" />
          <SmsCodeButton phone={form.values.phone} onInvalidPhone={() => form.setError('phone', PHONE_INVALID)} />
        </Stack>
      </Stack>
    </AccountDialog>
  );
};
