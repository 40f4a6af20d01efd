/**
 * The console's message line: react-admin's notify joins the single line of
 * dataProvider/messages (spec section 8), drawn by MessageLine.
 * Used as react-admin's `notification` component.
 */
import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { showMessage, type MessageType } from '../../dataProvider/messages';
import { MessageLine } from './MessageLine';

export const MessageHost = () => {
  const translate = useTranslate();
  const { notifications, setNotifications } = useNotificationContext();

  useEffect(() => {
    if (!notifications.length) return;
    const latest = notifications[notifications.length - 1];
    setNotifications([]);
    const text = typeof latest.message === 'string' ? translate(latest.message, { _: latest.message, ...latest.notificationOptions?.messageArgs }) : '';
    if (text) showMessage((latest.type as MessageType) ?? 'info', text);
  }, [notifications, setNotifications, translate]);

  return <MessageLine />;
};
