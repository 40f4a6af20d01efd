/**
 * The single message line: shows the latest message of the HTTP wrapper or
 * of react-admin's notify, a new one closing the previous (spec section 8).
 * Used as react-admin's `notification` component.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useNotificationContext, useTranslate } from 'react-admin';
import { closeMessage, showMessage, subscribeMessages, currentMessage, type Message, type MessageType } from '../../dataProvider/messages';

const AUTO_HIDE_MS = 3000;

export const MessageHost = () => {
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();
  const [message, setMessage] = useState<Message | null>(currentMessage());

  useEffect(() => subscribeMessages(setMessage), []);

  // react-admin notifications join the same single line.
  useEffect(() => {
    if (!notifications.length) return;
    const latest = notifications[notifications.length - 1];
    setNotifications([]);
    const text = typeof latest.message === 'string' ? translate(latest.message, { _: latest.message, ...latest.notificationOptions?.messageArgs }) : '';
    if (text) showMessage((latest.type as MessageType) ?? 'info', text);
  }, [notifications, setNotifications, translate]);

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
