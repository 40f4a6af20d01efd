/** A preference of the logged-in operator in react-admin's store, kept per user (src/layout/preferences/consoleStore.ts). */
import { useStore } from 'ra-core';
import { useUserState } from '../useSessionState';
import { preferenceKey } from './consoleStore';

export const useUserPreference = <T>(name: string, fallback: T) => {
  const { userInfo } = useUserState();
  return useStore<T>(preferenceKey(userInfo?.id ?? 'anonymous', name), fallback);
};

/** The names of the preferences (docs/operator-comfort.md). */
export const PREFERENCES = {
  pageTabs: 'pageTabs',
  sidebarCollapsed: 'sidebarCollapsed',
  recentPages: 'recentPages',
} as const;
