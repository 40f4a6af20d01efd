/**
 * The menu search's state for the sidebar: Ctrl+K (⌘K on a Mac) anywhere in
 * the console opens it (searchShortcut.ts), as does the sidebar's search field; the dialog's
 * chunk is fetched on the first pointer or focus on the field, or the first
 * opening, and stays mounted after.
 */
import { lazy, useCallback, useEffect, useState } from 'react';
import { OnDemand } from '../OnDemand';
import { attachSearchOpener } from './searchShortcut';

const loadDialog = () => import('./MenuSearchDialog');
const MenuSearchDialog = lazy(loadDialog);
export const preloadMenuSearch = () => void loadDialog().catch(() => undefined);

export { isSearchShortcut } from './searchShortcut';

export const useMenuSearch = () => {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);

  // Ctrl+K is listened for from the start (searchShortcut.ts), so a press made while this layout loaded opens it now.
  useEffect(() => attachSearchOpener(show), [show]);

  const dialog = mounted ? (
    <OnDemand>
      <MenuSearchDialog open={open} onClose={() => setOpen(false)} />
    </OnDemand>
  ) : null;
  return { show, dialog };
};

/** The shortcut as this platform writes it. */
export const shortcutLabel = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');
