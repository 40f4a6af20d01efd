/** Runs a dialog's submission once at a time, with a pending flag; `onDone` after success. */
import { useRef, useState } from 'react';
import { reportError } from './api';

export const useSubmitAction = (action: () => Promise<unknown>, onDone: () => void) => {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const run = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let succeeded = false;
    try {
      await action();
      succeeded = true;
    } catch (error) {
      // The dialog stays open with the typed values.
      reportError(error);
    } finally {
      busy.current = false;
      setPending(false);
    }
    if (succeeded) onDone();
  };

  return { pending, run };
};
