/**
 * The date input of a declared form opens its calendar on the first click or
 * key, although the pickers' chunk is fetched only then; the keys the box
 * answers to; a chunk that cannot be fetched (datePickerOnDemandFailure.test.tsx).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import memberUnit from '../../resources/memberService/memberUnit';
import { closeMessage } from '../../dataProvider/messages';
import { fakeDataProvider, renderEditPage } from './crudFormHarness';

const joinDate = () => screen.getByLabelText(/^入会日期/) as HTMLInputElement;

afterEach(() => closeMessage());

describe('a date input of a declared form', { timeout: 20_000 }, () => {
  it('shows the stored date in its box before any calendar is there', async () => {
    renderEditPage('/memberService/memberUnitEdit?id=3', memberUnit, fakeDataProvider());
    await waitFor(() => expect(joinDate()).toHaveValue('2015-06-15'));
    expect(joinDate()).toBeEnabled();
    expect(joinDate()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the calendar on its first click and takes the day picked', async () => {
    renderEditPage('/memberService/memberUnitEdit', memberUnit, fakeDataProvider());
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
    renderEditPage('/memberService/memberUnitEdit', memberUnit, fakeDataProvider());
    (await screen.findByLabelText(/^入会日期/)).focus();
    await userEvent.keyboard(key);
    expect(await screen.findByRole('button', { name: '今天' })).toBeInTheDocument();
  });

  it('does not open on other keys', async () => {
    renderEditPage('/memberService/memberUnitEdit', memberUnit, fakeDataProvider());
    (await screen.findByLabelText(/^入会日期/)).focus();
    await userEvent.keyboard('a{Tab}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: '今天' })).not.toBeInTheDocument();
  });
});
