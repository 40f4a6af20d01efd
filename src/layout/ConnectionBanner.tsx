/**
 * While calls fail because the server cannot be reached, a banner at the top
 * of the console says so (non-blocking), the message line stops repeating
 * each failed call's error, and a cheap public call probes the server every
 * few seconds. As soon as any call is answered again: the banner goes,
 * 已恢复连接 shows once, and the visible data is fetched again.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { MSG } from '../../dataProvider/errors';
import { subscribeCallOutcomes } from '../../dataProvider/callOutcomes';
import { muteMessages } from '../../dataProvider/messages';
import { useConsoleData } from '../crud/useCall';
import { LAYOUT } from '../theme';

export const PROBE_EVERY_MS = 3000;
const PROBE_TIMEOUT_MS = 5000;
/** Messages that only repeat what the banner says. */
const UNREACHABLE_KEYS = [MSG.network, MSG.timeout, 'ra.notification.http_error'];

export const ConnectionBanner = ({ probeEveryMs = PROBE_EVERY_MS }: { probeEveryMs?: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useConsoleData();
  const [down, setDown] = useState(false);
  const downRef = useRef(false);
  const texts = useRef<string[]>([]);
  texts.current = UNREACHABLE_KEYS.flatMap((key) => [key, translate(key, { _: key })]);

  useEffect(() => {
    const unsubscribe = subscribeCallOutcomes((outcome) => {
      if (outcome === 'network' && !downRef.current) {
        downRef.current = true;
        // Muted at once: the failure being reported right now shows as the banner only.
        muteMessages((type, text) => type === 'error' && texts.current.includes(text));
        setDown(true);
      } else if (outcome === 'answered' && downRef.current) {
        downRef.current = false;
        muteMessages(null);
        setDown(false);
        notify('connection.restored', { type: 'success' });
        refresh();
      }
    });
    return () => {
      unsubscribe();
      if (downRef.current) muteMessages(null);
      downRef.current = false;
    };
  }, [notify, refresh]);

  useEffect(() => {
    if (!down) return undefined;
    let probing = false;
    const timer = setInterval(() => {
      if (probing) return;
      probing = true;
      // Its answer (or failure) reaches the listener above like any other call's.
      dataProvider
        .probeServer(undefined, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        .catch(() => undefined)
        .finally(() => {
          probing = false;
        });
    }, probeEveryMs);
    return () => clearInterval(timer);
  }, [dataProvider, down, probeEveryMs]);

  if (!down) return null;
  return (
    <Alert severity="warning" role="status" aria-live="polite" data-testid="connection-banner" sx={{ borderRadius: 0, py: 0.25, position: 'sticky', top: LAYOUT.headerHeight, zIndex: 2 }}>
      {translate('connection.lost')}
    </Alert>
  );
};
