/**
 * The single message line of spec section 8, as drawn: the latest message of
 * dataProvider/messages, a new one closing the previous. MessageHost adds
 * react-admin's notifications inside the console; the login page uses this alone.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslate } from 'ra-core';
import { closeMessage, currentMessage, subscribeMessages, type Message } from '../../dataProvider/messages';

const AUTO_HIDE_MS = 3000;

export const MessageLine = () => {
  const translate = useTranslate();
  const [message, setMessage] = useState<Message | null>(currentMessage());

  useEffect(() => subscribeMessages(setMessage), []);

  if (!message) return null;
  return (
    <Snackbar
      key={message.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={AUTO_HIDE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && closeMessage(message.id)}
    >
      <Alert severity={message.type} variant="filled" onClose={() => closeMessage(message.id)} role="alert" data-testid="message">
        {translate(message.text, { _: message.text })}
      </Alert>
    </Snackbar>
  );
};
