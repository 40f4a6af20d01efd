/**
 * Records each page the operator opens, with its address and its title as the
 * title bar shows it: in the open-page tabs of this session (react-admin's
 * store, in memory: a logout ends them) and in the user's recently visited
 * pages (a preference, kept across sessions). It runs whether or not the tabs
 * are shown, so switching them on shows the pages already opened.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStoreContext, useTranslate } from 'react-admin';
import { HOME_PATH } from '../../../authProvider/paths';
import { useUserState } from '../useSessionState';
import { preferenceKey } from '../preferences/consoleStore';
import { PREFERENCES } from '../preferences/useUserPreference';
import type { PageHeading } from '../usePageHeading';
import { openTab, recordRecent, type Visit } from './visitRules';

/** The store's key of this session's open pages. */
export const OPEN_TABS_KEY = 'layout.openTabs';

export const useHomeVisit = (): Visit => {
  const translate = useTranslate();
  return { path: HOME_PATH, address: HOME_PATH, title: translate('page.welcome') };
};

export const useVisitRecorder = ({ route, text }: PageHeading) => {
  const store = useStoreContext();
  const location = useLocation();
  const { userInfo } = useUserState();
  const home = useHomeVisit();
  const address = `${location.pathname}${location.search}`;
  const userId = userInfo?.id;

  useEffect(() => {
    // A section's redirect or an unknown address is no page of its own.
    if (!route || route.redirect || !text || userId === undefined) return;
    const visit: Visit = { path: route.path, address, title: text };
    const tabs = store.getItem<Visit[]>(OPEN_TABS_KEY) ?? [];
    const opened = openTab(tabs, visit, home);
    if (opened !== tabs) store.setItem(OPEN_TABS_KEY, opened);
    if (route.path === HOME_PATH) return; // the home page lists the others
    const recentKey = preferenceKey(userId, PREFERENCES.recentPages);
    const recent = store.getItem<Visit[]>(recentKey) ?? [];
    const recorded = recordRecent(recent, visit);
    if (recorded !== recent) store.setItem(recentKey, recorded);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `home` is rebuilt each render; its title only changes with the language
  }, [store, route, address, text, userId, home.title]);
};
