/**
 * Which account dialog is open. The header, the login check and the notice
 * open dialogs from anywhere; the AccountDialogs host renders the open one.
 */
import { useSyncExternalStore } from 'react';

/**
 * change: from the user menu (取消 and 确定); forcedChange: after the 180-day
 * notice (确定 only); initial: first login or after a reset; notice: 180 days.
 */
export type AccountDialogKind = 'change' | 'forcedChange' | 'initial' | 'notice';

let current: AccountDialogKind | null = null;
const listeners = new Set<() => void>();

const set = (kind: AccountDialogKind | null) => {
  current = kind;
  listeners.forEach((listener) => listener());
};

export const openAccountDialog = (kind: AccountDialogKind) => set(kind);
export const closeAccountDialog = () => set(null);
export const currentAccountDialog = () => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAccountDialog = () => useSyncExternalStore(subscribe, currentAccountDialog);
