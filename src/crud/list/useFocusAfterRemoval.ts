/** Where the keyboard goes after a row action's confirmation removed the row it was on (RowActionHost). */
import { useEffect, useRef } from 'react';

interface FocusOrigin {
  trigger: HTMLElement;
  table: HTMLElement | null;
  row: number;
  label: string;
}

/**
 * Focus after a confirmation: the dialog gives it back to the button that opened it, but a deleted row takes that
 * button away and leaves the keyboard on the page's body. Then the same button of the row now in its place (the
 * last row when it was the last) takes it, else the table.
 */
export const useFocusAfterRemoval = (open: boolean) => {
  const origin = useRef<FocusOrigin | null>(null);
  const remember = () => {
    const trigger = document.activeElement;
    const row = trigger?.closest('tr');
    origin.current =
      trigger instanceof HTMLElement && row
        ? { trigger, table: trigger.closest<HTMLElement>('[role="region"]'), row: (row as HTMLTableRowElement).sectionRowIndex, label: trigger.textContent ?? '' }
        : null;
  };
  useEffect(() => {
    if (open || !origin.current) return;
    // The rows are drawn from a deferred copy of the list: the deleted row leaves some renders after the dialog closed.
    const check = () => {
      const from = origin.current;
      if (!from) return true;
      const active = document.activeElement;
      const lost = !active || active === document.body;
      if (from.trigger.isConnected) {
        // The operator moved on: leave their focus alone.
        if (!lost && active !== from.trigger) origin.current = null;
        return origin.current === null;
      }
      origin.current = null;
      if (!lost) return true;
      const rowsNow = from.table?.isConnected ? from.table.querySelectorAll('tbody tr') : [];
      const row = rowsNow[Math.min(from.row, rowsNow.length - 1)];
      const same = row ? [...row.querySelectorAll<HTMLElement>('button')].find((button) => button.textContent === from.label) : undefined;
      (same ?? (from.table?.isConnected ? from.table : undefined))?.focus();
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);
  return remember;
};
