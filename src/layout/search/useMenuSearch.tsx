/**
 * The menu search's state for the sidebar: Ctrl+K (⌘K on a Mac) anywhere in
 * the console opens it, as does the sidebar's search field; the dialog's
 * chunk is fetched on the first pointer or focus on the field, or the first
 * opening, and stays mounted after.
 */
import { lazy, useCallback, useEffect, useState } from 'react';
import { OnDemand } from '../OnDemand';

const loadDialog = () => import('./MenuSearchDialog');
const MenuSearchDialog = lazy(loadDialog);
export const preloadMenuSearch = () => void loadDialog().catch(() => undefined);

/** Ctrl+K, or ⌘K; not with Shift or Alt, which other tools use. */
export const isSearchShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k';

export const useMenuSearch = () => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.defaultPrevented) return;
      event.preventDefault(); // the browser's own Ctrl+K (its address bar search)
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const dialog = loaded ? (
    <OnDemand>
      <MenuSearchDialog open={open} onClose={() => setOpen(false)} />
    </OnDemand>
  ) : null;
  return { show, dialog };
};

/** The shortcut as this platform writes it. */
export const shortcutLabel = () => (typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');
