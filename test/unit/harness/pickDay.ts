/**
 * Picks a day with the console's date picker as an operator does: a click on the box (which fetches the
 * pickers), then the day in the calendar the picker opens on (the month of the box's value, else today's).
 */
import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// The pickers' chunk is fetched on the first click: under a loaded machine that import alone has taken over
// five seconds in jsdom. Bounded well inside the unit tests' time limit.
const SLOW = { timeout: 20_000 };

export const pickDay = async (box: HTMLElement, day: number) => {
  fireEvent.click(box);
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  fireEvent.click(within(dialog).getByRole('gridcell', { name: String(day) }));
  const confirm = within(dialog).queryByRole('button', { name: '确认' });
  if (confirm) fireEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
};
