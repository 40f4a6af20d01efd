/**
 * Ctrl+K (⌘K) for the whole console, listened for from the start (main.tsx) rather than by the layout: a press
 * made while the console is still loading (just after the login, or on a reload) is kept and opens the menu
 * search as soon as the layout is on screen, instead of being lost. On the login page the key is the browser's.
 */
import { LOGIN_PATH } from '../../../authProvider/paths';

/** Ctrl+K, or ⌘K; not with Shift or Alt, which other tools use. */
export const isSearchShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k';

let opener: (() => void) | null = null;
let pending = false;
/** Whether a press is the console's: the layout is up, or the console is on its way (signed in, or signing in). */
let armed = false;

const onKeyDown = (event: KeyboardEvent) => {
  if (!armed || !isSearchShortcut(event) || event.defaultPrevented) return;
  event.preventDefault(); // the browser's own Ctrl+K (its address bar search)
  if (opener) opener();
  else pending = true;
};

/** Installs the listener once; `armed` unless the console starts on the login page. */
export const installSearchShortcut = (path = window.location.pathname) => {
  armed = path !== LOGIN_PATH;
  window.removeEventListener('keydown', onKeyDown);
  window.addEventListener('keydown', onKeyDown);
};

/** The login succeeded: the console is on its way, and a press from now on is kept for it. */
export const armSearchShortcut = () => {
  armed = true;
};

/** The layout's way to open the search: a press kept while it loaded opens it now. Returns the detach. */
export const attachSearchOpener = (open: () => void) => {
  // The same listener is added once however often this runs (a layout rendered without main.tsx, in a test).
  window.addEventListener('keydown', onKeyDown);
  opener = open;
  armed = true;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (opener !== open) return;
    opener = null;
    // Logged out (the layout left): the login page's Ctrl+K is the browser's again.
    armed = false;
    pending = false;
  };
};
