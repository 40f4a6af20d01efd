/** The 180-day notice: its only button leads to change password (submit only). */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AccountDialog, SubmitButton } from './AccountDialog';

export const PasswordNoticeDialog = ({ onProceed }: { onProceed: () => void }) => {
  const translate = useTranslate();
  return (
    <AccountDialog title={translate('account.noticeTitle')} testId="password-notice-dialog" onSubmit={onProceed} actions={<SubmitButton label={translate('account.noticeAction')} />}>
      <Typography sx={{ pt: 1, pb: 2 }}>{translate('account.noticeText')}</Typography>
    </AccountDialog>
  );
};
