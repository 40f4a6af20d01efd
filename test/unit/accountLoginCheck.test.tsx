/**
 * The initialization-login check (spec section 7): off by default; when on,
 * once per login token, its failure text opens the 180-day notice or the
 * initial-password dialog; the notice leads to change password (submit only).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUserState } from '../../authProvider/session';
import { setUnauthorizedHandler } from '../../dataProvider/http';
import { closeMessage } from '../../dataProvider/messages';
import { closeAccountDialog } from '../../src/account/accountDialogStore';
import { LOGIN_CHECK } from '../../resources/framework/password';
import { API, FILE_API, buttonNames, callsTo, failure, ok, renderAccount, resetRecorder, serve, server, tryToDismiss } from './accountHarness';

const CHECK = `${API}userpwd/initializationLogin`;
let login = 0;

/** A fresh login: a token the check has not seen. */
const logIn = () => {
  login += 1;
  setUserState({ token: `tok-check-${login}`, userInfo: { id: 30 + login, phone: '13700002222', cnName: '检查' } });
  return 30 + login;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  window.APP_CONFIG = { apiBase: API, fileBase: FILE_API, initializationLoginCheck: true };
  setUnauthorizedHandler(() => undefined);
  resetRecorder();
});

afterEach(() => {
  server.resetHandlers();
  act(() => {
    closeMessage();
    closeAccountDialog();
  });
  delete window.APP_CONFIG;
});

describe('login check', () => {
  it('makes no call with the setting off (the default)', async () => {
    window.APP_CONFIG = { apiBase: API, fileBase: FILE_API };
    serve(CHECK, failure(LOGIN_CHECK.firstLogin));
    logIn();
    renderAccount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(CHECK)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts {id} once per login and opens nothing on success', async () => {
    serve(CHECK, ok);
    const id = logIn();
    const { unmount } = renderAccount();
    await waitFor(() => expect(callsTo(CHECK)).toEqual([{ id }]));
    unmount();
    renderAccount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(CHECK)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`opens the initial-password dialog for ${LOGIN_CHECK.firstLogin}, without showing the text`, async () => {
    serve(CHECK, failure(LOGIN_CHECK.firstLogin));
    logIn();
    renderAccount();
    const dialog = await screen.findByRole('dialog', { name: '修改初始密码' });
    expect(buttonNames(dialog)).toEqual(['确定']);
    expect(screen.queryByText(LOGIN_CHECK.firstLogin)).not.toBeInTheDocument();
  });

  it(`opens the notice for ${LOGIN_CHECK.expired}; its button opens change password with only a submit button`, async () => {
    serve(CHECK, failure(LOGIN_CHECK.expired));
    logIn();
    renderAccount();
    const notice = await screen.findByRole('dialog', { name: '密码修改提醒' });
    expect(notice).toHaveTextContent('您的密码已超过180天未修改');
    await tryToDismiss(notice);
    expect(screen.getByRole('dialog', { name: '密码修改提醒' })).toBeInTheDocument();

    fireEvent.click(within(notice).getByRole('button', { name: '去修改' }));
    const change = await screen.findByRole('dialog', { name: '修改密码' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '密码修改提醒' })).not.toBeInTheDocument());
    expect(within(change).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(within(change).getByRole('button', { name: '确定' })).toBeInTheDocument();
    await tryToDismiss(change);
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
  });

  it('shows any other failure and opens nothing', async () => {
    serve(CHECK, failure('服务暂不可用'));
    logIn();
    renderAccount();
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after logout', async () => {
    serve(CHECK, failure(LOGIN_CHECK.firstLogin), 100);
    logIn();
    renderAccount();
    await waitFor(() => expect(callsTo(CHECK)).toHaveLength(1));
    act(() => setUserState({ token: null, userInfo: null }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
