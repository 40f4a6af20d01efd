/**
 * Warns before leaving the editor with unsaved changes: an in-app navigation is held by the data
 * router's blocker and a dialog asks 离开 / 留下; closing or reloading the tab gets the browser's prompt.
 * (The roles' useUnsavedWarning does the same with the system section's messages, not loaded here.)
 */
import { useCallback, useEffect, useRef } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker, type Location } from 'react-router-dom';

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search;

export const useLeaveWarning = (dirty: boolean) => {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const shouldBlock = useCallback(({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => dirtyRef.current && !samePlace(currentLocation, nextLocation), []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="introduce.chart.leave.title"
      content="introduce.chart.leave.content"
      confirm="introduce.chart.leave.leave"
      cancel="introduce.chart.leave.stay"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
