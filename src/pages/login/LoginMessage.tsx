/**
 * The message line on the login page: the latest message (spec section 8's
 * single line) shown inside the form, above the button, instead of the
 * console's pop-up, which would pull its transitions into the light page.
 */
import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { currentMessage, subscribeMessages, type Message } from '../../../dataProvider/messages';

const COLORS = { error: 'error.main', warning: 'warning.dark', success: 'success.dark', info: 'text.secondary' } as const;

export const LoginMessage = () => {
  const translate = useTranslate();
  const [message, setMessage] = useState<Message | null>(currentMessage());

  useEffect(() => subscribeMessages(setMessage), []);

  return (
    <Typography role="alert" data-testid={message ? 'message' : undefined} color={message ? COLORS[message.type] : undefined} sx={{ minHeight: 24, mb: 1 }} variant="body2">
      {message ? translate(message.text, { _: message.text }) : ''}
    </Typography>
  );
};
