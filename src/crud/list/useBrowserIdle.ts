/**
 * False until the browser is first idle after `after` became true (at most
 * `timeout` ms later), then true for good: for requests a page can do
 * without on its first paint, such as the last-push times shown only in the
 * 推送 buttons' hints, so that they do not compete with the rows for the
 * network and the main thread.
 */
import { useEffect, useState } from 'react';

export const useBrowserIdle = (after: boolean, timeout = 1000): boolean => {
  const [idle, setIdle] = useState(false);
  const waiting = after && !idle;
  useEffect(() => {
    if (!waiting) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback(handle);
  }, [waiting, timeout]);
  return idle;
};
