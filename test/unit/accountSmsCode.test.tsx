/**
 * The SMS code of the change-password dialog (spec sections 4 and 7): the
 * phone checked first, the call on the file service, the 300 s countdown,
 * send errors, one call at a time and the timer cleared on close.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUserState } from '../../dataProvider/session';
import { FILE_SERVICE, bodiesOf, calls, later, logInAs, ok, refusal, serve, setUpConsole } from './harness';
import { PHONE, openChangePasswordFromMenu, renderAccount } from './fixtures/account';

const SEND = `${FILE_SERVICE}message/centerSendMessage`;

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '获取验证码' });
const countdown = (dialog: HTMLElement) => within(dialog).queryByTestId('sms-countdown');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/**
 * The countdown's one-second intervals and whether each was cleared (MUI's
 * focus traps run intervals of their own, so the timer count is no measure).
 */
const watchIntervals = () => {
  const set = vi.spyOn(globalThis, 'setInterval');
  const clear = vi.spyOn(globalThis, 'clearInterval');
  const ids = () => set.mock.calls.flatMap((call, index) => (call[1] === 1000 ? [set.mock.results[index].value] : []));
  const cleared = () => ids().filter((id) => clear.mock.calls.some(([cleared]) => cleared === id));
  return { ids, cleared };
};

setUpConsole({ each: () => logInAs({}, { id: 7, phone: PHONE, cnName: '管理员' }, 'tok-sms') });

// Only the countdown's interval is faked: requests and transitions run on real time.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

describe('SMS code', () => {
  it('posts {phone, messageType} to the file service, then counts down from 300 each second back to the button', async () => {
    serve({ [SEND]: ok() });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    const intervals = watchIntervals();
    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(countdown(dialog)).toHaveTextContent('300秒后重新获取'));
    expect(intervals.ids()).toHaveLength(1);
    expect(bodiesOf(SEND)).toEqual([{ phone: PHONE, messageType: 'changePwd' }]);
    expect(within(dialog).queryByRole('button', { name: '获取验证码' })).not.toBeInTheDocument();
    expect(countdown(dialog)).toBeDisabled();

    tick(1000);
    expect(countdown(dialog)).toHaveTextContent('299秒后重新获取');
    tick(298_000);
    expect(countdown(dialog)).toHaveTextContent('1秒后重新获取');
    tick(1000);
    expect(countdown(dialog)).not.toBeInTheDocument();
    expect(sendButton(dialog)).toBeEnabled();
    expect(intervals.cleared()).toEqual(intervals.ids());
  });

  it('shows the server error and starts no countdown', async () => {
    serve({ [SEND]: refusal('短信发送过于频繁') });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    const intervals = watchIntervals();
    fireEvent.click(sendButton(dialog));
    expect(await screen.findByText('短信发送过于频繁')).toBeInTheDocument();
    await waitFor(() => expect(sendButton(dialog)).toBeEnabled());
    expect(countdown(dialog)).not.toBeInTheDocument();
    expect(intervals.ids()).toHaveLength(0);
  });

  it('sends once however often it is clicked while sending', async () => {
    serve({ [SEND]: later(ok(), 200) });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    const button = sendButton(dialog);
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    // The sending state is the mutation's, which react-query renders a macrotask after the click.
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(countdown(dialog)).toBeInTheDocument());
    expect(bodiesOf(SEND)).toHaveLength(1);
  });

  it('checks the phone first: 请输入正确手机号 and no call', async () => {
    serve({ [SEND]: ok() });
    setUserState({ userInfo: { id: 7, phone: '1381234567' } });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fireEvent.click(sendButton(dialog));
    expect(within(dialog).getByText('请输入正确手机号')).toBeInTheDocument();
    await act(async () => undefined);
    expect(calls()).toEqual([]);
    expect(countdown(dialog)).not.toBeInTheDocument();
  });

  it('clears the timer when the dialog closes', async () => {
    serve({ [SEND]: ok() });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    const intervals = watchIntervals();
    fireEvent.click(sendButton(dialog));
    await waitFor(() => expect(countdown(dialog)).toBeInTheDocument());
    tick(1000);
    expect(intervals.ids()).toHaveLength(1);
    expect(intervals.cleared()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(intervals.cleared()).toEqual(intervals.ids());
  });
});
