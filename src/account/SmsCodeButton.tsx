/**
 * Sends the change-password SMS code (spec section 7): the phone is checked
 * first; after a successful send the button is replaced by a countdown.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { isPhone, SMS_COUNTDOWN_SECONDS } from '../../resources/framework/password';
import { reportError, sendSmsCode } from './api';
import { useCountdown } from './useCountdown';

const SX = { height: 40, minWidth: 128, whiteSpace: 'nowrap', flexShrink: 0 } as const;

export const SmsCodeButton = ({ phone, onInvalidPhone }: { phone: string; onInvalidPhone: () => void }) => {
  const translate = useTranslate();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const send = async () => {
    if (busy.current) return;
    if (!isPhone(phone)) {
      onInvalidPhone();
      return;
    }
    busy.current = true;
    setSending(true);
    try {
      await sendSmsCode(phone);
      start(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      reportError(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  if (remaining > 0) {
    return (
      <Button variant="outlined" disabled sx={SX} data-testid="sms-countdown">
        {translate('account.countdown', { seconds: remaining })}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      sx={SX}
      disabled={sending}
      onClick={() => void send()}
      startIcon={sending ? <CircularProgress size={14} color="inherit" /> : undefined}
    >
      {translate('account.sendCode')}
    </Button>
  );
};
