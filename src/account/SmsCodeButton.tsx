/**
 * Sends the change-password SMS code (spec section 7): the phone is checked
 * first; after a successful send the button is replaced by a countdown; a
 * refusal is shown and the button comes back.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isPhone, SMS_COUNTDOWN_SECONDS } from '../../resources/framework/password';
import { callKey, useCallMutation } from '../crud/useCall';
import { showFailure } from './showFailure';
import { useCountdown } from './useCountdown';

const SX = { height: 40, minWidth: 128, whiteSpace: 'nowrap', flexShrink: 0 } as const;
const SENDING = callKey('sendPasswordSmsCode');

export const SmsCodeButton = ({ phone, onInvalidPhone }: { phone: string; onInvalidPhone: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { remaining, start } = useCountdown();
  const { mutate, isPending: sending } = useCallMutation('sendPasswordSmsCode', {
    mutationKey: SENDING,
    onSuccess: () => start(SMS_COUNTDOWN_SECONDS),
    onError: showFailure,
  });

  const send = () => {
    // The mutation cache knows at once that a code is on its way; `sending` only after the next render.
    if (queryClient.isMutating({ mutationKey: SENDING }) > 0) return;
    if (!isPhone(phone)) {
      onInvalidPhone();
      return;
    }
    mutate({ phone, messageType: 'changePwd' });
  };

  if (remaining > 0) {
    return (
      <Button variant="outlined" disabled sx={SX} data-testid="sms-countdown">
        {translate('account.countdown', { seconds: remaining })}
      </Button>
    );
  }
  return (
    <Button variant="outlined" sx={SX} disabled={sending} onClick={send} startIcon={sending ? <CircularProgress size={14} color="inherit" /> : undefined}>
      {translate('account.sendCode')}
    </Button>
  );
};
