/** A seconds countdown ticking each second; the timer is cleared at 0 and on unmount. */
import { useCallback, useEffect, useRef, useState } from 'react';

export const useCountdown = () => {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // A send that answers after the dialog closed must not start a timer nobody stops.
  const mounted = useRef(true);

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      if (!mounted.current) return;
      setRemaining(seconds);
      timer.current = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    },
    [stop],
  );

  useEffect(() => {
    if (remaining === 0) stop();
  }, [remaining, stop]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      stop();
    };
  }, [stop]);

  return { remaining, start };
};
