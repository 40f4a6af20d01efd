/** Cancels a same-path navigation that would drop a list's pageNum above 1 (spec section 2). */
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { shouldCancelNavigation } from '../routes/navigationRules';

export const NavigationGuard = () => {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldCancelNavigation(currentLocation, nextLocation));
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
};
