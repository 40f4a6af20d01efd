/**
 * Whether the sidebar shows its icons only (issue 26). On a screen at least
 * 1280px wide the user's choice is remembered (a preference, off by default:
 * the spec's 210px sidebar); below that width the console starts collapsed,
 * and a change there lasts for the session.
 */
import { useState } from 'react';
import { useStore } from 'ra-core';
import { PREFERENCES, useUserPreference } from './useUserPreference';

export const NARROW_SCREEN = 1280;

const NARROW_SESSION_KEY = 'layout.narrowSidebarCollapsed';

export const useSidebarCollapsed = (): [boolean, () => void] => {
  const [narrow] = useState(() => typeof window !== 'undefined' && window.innerWidth < NARROW_SCREEN);
  const [remembered, remember] = useUserPreference<boolean>(PREFERENCES.sidebarCollapsed, false);
  const [narrowChoice, setNarrowChoice] = useStore<boolean>(NARROW_SESSION_KEY, true);
  const collapsed = narrow ? narrowChoice : remembered;
  const toggle = () => (narrow ? setNarrowChoice(!collapsed) : remember(!collapsed));
  return [collapsed, toggle];
};
