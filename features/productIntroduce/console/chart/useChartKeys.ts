/**
 * Ctrl+Z (⌘Z on a Mac) undoes the chart's last step anywhere on the page but in a text field, where the
 * field's own undo applies.
 */
import { useEffect } from 'react';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !['radio', 'checkbox', 'button'].includes((target as HTMLInputElement).type)));

export const useUndoKey = (undo: () => void, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== 'z') return;
      if (isTextField(event.target)) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, enabled]);
};
