/**
 * The date input of a declared form opens its calendar on the first click or
 * key, although the pickers' chunk is fetched only then; the keys the box
 * answers to; a chunk that cannot be fetched (datePickerOnDemandFailure.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { ALL_UNITS, logInAs, quiet, renderAt, serveDeclared, setUpConsole } from './harness';
import { EDIT, memberUnitRecord } from './fixtures/memberUnit';

setUpConsole({
  each: () => {
    logInAs({ 29: ALL_UNITS });
    serveDeclared('memberUnit', [memberUnitRecord]);
  },
});

const joinDate = () => screen.getByLabelText(/^入会日期/) as HTMLInputElement;

describe('a date input of a declared form', { timeout: 20_000 }, () => {
  it('shows the stored date in its box before any calendar is there', async () => {
    await renderAt(`${EDIT}?id=3`);
    await waitFor(() => expect(joinDate()).toHaveValue('2015-06-15'));
    expect(joinDate()).toBeEnabled();
    expect(joinDate()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the calendar on its first click and takes the day picked', async () => {
    await renderAt(EDIT);
    await userEvent.click(await screen.findByLabelText(/^入会日期/));
    await userEvent.click(await screen.findByRole('button', { name: '今天' }));
    const dialog = screen.queryByRole('dialog');
    if (dialog) await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(joinDate()).toHaveValue(dayjs().format('YYYY-MM-DD')));
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens the calendar from the keyboard (%s) on the first press', async (_name, key) => {
    await renderAt(EDIT);
    (await screen.findByLabelText(/^入会日期/)).focus();
    await userEvent.keyboard(key);
    expect(await screen.findByRole('button', { name: '今天' })).toBeInTheDocument();
  });

  it('does not open on other keys', async () => {
    await renderAt(EDIT);
    // The pickers' code is in (the module the input fetches), so a key that opened the calendar would show it at once.
    await import('../../src/crud/form/DatePickerControl');
    (await screen.findByLabelText(/^入会日期/)).focus();
    await userEvent.keyboard('a{Tab}');
    await quiet();
    expect(screen.queryByRole('button', { name: '今天' })).not.toBeInTheDocument();
  });
});
