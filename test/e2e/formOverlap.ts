/**
 * Where a detail form's labels collide: an outlined input's label stands above its box, and must stay clear of the
 * hint line and the box of the input above it (formLayout.test.ts, and every form route in everyRoute.test.ts).
 */
import type { Page } from 'playwright-core';

/** Each visible input label of the detail form that overlaps a visible hint or another input's box, named by both texts. */
export const overlappingLabels = (page: Page) =>
  page.getByTestId('detail-form').evaluate((form) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const labels = [...form.querySelectorAll('label.MuiInputLabel-root')].filter(visible);
    // A hint with text (an empty one only holds its line) and the outline of every input box.
    const hints = [...form.querySelectorAll('.MuiFormHelperText-root')].filter((hint) => visible(hint) && (hint.textContent ?? '').replace(/\u200b/g, '').trim() !== '');
    const boxes = [...form.querySelectorAll('fieldset.MuiOutlinedInput-notchedOutline')].filter(visible);
    const found: string[] = [];
    for (const label of labels) {
      const own = label.closest('.MuiFormControl-root');
      const rect = label.getBoundingClientRect();
      for (const other of [...hints, ...boxes]) {
        if (own?.contains(other)) continue;
        if (overlaps(rect, other.getBoundingClientRect())) found.push(`${label.textContent} × ${other.textContent || other.closest('.MuiFormControl-root')?.querySelector('label')?.textContent}`);
      }
    }
    return found;
  });
