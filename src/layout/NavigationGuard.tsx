/**
 * Cancels a same-path navigation that would drop a list's pageNum above 1 (spec section 2). React Router's
 * data router heeds one blocker at a time and warns when there are more, and a form page holds its own (the
 * unsaved-changes warning), so this one is held only while the address has a page above 1: the only time
 * its rule can cancel anything.
 */
import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { pageNumOf, shouldCancelNavigation } from '../routes/navigationRules';

const PageKeeper = () => {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldCancelNavigation(currentLocation, nextLocation));
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
};

export const NavigationGuard = () => {
  const { search } = useLocation();
  const page = pageNumOf(search);
  return page !== null && page > 1 ? <PageKeeper /> : null;
};
