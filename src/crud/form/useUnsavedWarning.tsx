/**
 * Warns before leaving a form with unsaved changes: an in-app navigation is
 * held by the data router's blocker and a dialog asks 离开 / 留下; closing
 * or reloading the tab gets the browser's own prompt. `allowLeave()` lets
 * the navigation after a successful save through.
 */
import { useCallback, useEffect, useRef } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker, type Location } from 'react-router-dom';

const sameLocation = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

/** The dialog's message keys: a page may say what it would lose in its own words. */
export interface UnsavedWarningMessages {
  title: string;
  content: string;
  confirm: string;
  cancel: string;
}

const FORM_MESSAGES: UnsavedWarningMessages = {
  title: 'form.unsaved.title',
  content: 'form.unsaved.content',
  confirm: 'form.unsaved.leave',
  cancel: 'form.unsaved.stay',
};

export const useUnsavedWarning = (dirty: boolean, messages: UnsavedWarningMessages = FORM_MESSAGES) => {
  const leaving = useRef(false);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => dirtyRef.current && !leaving.current && !sameLocation(currentLocation, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  const dialog = (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={messages.title}
      content={messages.content}
      confirm={messages.confirm}
      cancel={messages.cancel}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );

  return { dialog, allowLeave };
};
