/**
 * When the pickers' chunk cannot be fetched, opening a date input says so on
 * the message line and the box keeps its value; a later click tries again.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_UNITS, logInAs, renderAt, serveDeclared, setUpConsole } from './harness';
import { EDIT, memberUnitRecord } from './fixtures/memberUnit';

const attempts = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../src/crud/form/DatePickerControl', () => {
  attempts.count += 1;
  throw new Error('chunk unreachable');
});

setUpConsole({
  each: () => {
    logInAs({ 29: ALL_UNITS });
    serveDeclared('memberUnit', [memberUnitRecord]);
  },
});

describe('a date input whose pickers cannot be fetched', { timeout: 20_000 }, () => {
  it('says so, keeps the value and tries again on the next click', async () => {
    await renderAt(`${EDIT}?id=3`);
    const joinDate = () => screen.getByLabelText(/^入会日期/) as HTMLInputElement;
    await waitFor(() => expect(joinDate()).toHaveValue('2015-06-15'));
    await userEvent.click(joinDate());
    expect(await screen.findByText('页面资源加载失败或超时，请检查网络后重试。')).toBeInTheDocument();
    expect(joinDate()).toHaveValue('2015-06-15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const before = attempts.count;
    await userEvent.click(joinDate());
    await waitFor(() => expect(attempts.count).toBeGreaterThan(before));
  });
});
