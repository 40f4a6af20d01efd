/**
 * The initialization-login check (spec section 7): off by default; when on,
 * once per login token, its failure text opens the 180-day notice or the
 * initial-password dialog; the notice leads to change password (submit only).
 */
import { describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUserState } from '../../dataProvider/session';
import { LOGIN_CHECK } from '../../resources/framework/password';
import { API, FILE_API, bodiesOf, later, logInAs, ok, quiet, refusal, serve, setUpConsole } from './harness';
import { buttonNames, renderAccount, tryToDismiss } from './fixtures/account';

const CHECK = 'userpwd/initializationLogin';
let login = 0;

/** A fresh login: a token the check has not seen. */
const logIn = () => {
  login += 1;
  logInAs({}, { id: 30 + login, phone: '13700002222', cnName: '检查' }, `tok-check-${login}`);
  return 30 + login;
};

setUpConsole({ config: { initializationLoginCheck: true } });

describe('login check', () => {
  it('makes no call with the setting off (the default)', async () => {
    window.APP_CONFIG = { apiBase: API, fileBase: FILE_API };
    serve({ [CHECK]: refusal(LOGIN_CHECK.firstLogin) });
    logIn();
    await renderAccount();
    await quiet();
    expect(bodiesOf(CHECK)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('posts {id} once per login and opens nothing on success', async () => {
    serve({ [CHECK]: ok() });
    const id = logIn();
    await renderAccount();
    await waitFor(() => expect(bodiesOf(CHECK)).toEqual([{ id }]));
    cleanup();
    await renderAccount();
    await quiet();
    expect(bodiesOf(CHECK)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(`opens the initial-password dialog for ${LOGIN_CHECK.firstLogin}, without showing the text`, async () => {
    serve({ [CHECK]: refusal(LOGIN_CHECK.firstLogin) });
    logIn();
    await renderAccount();
    const dialog = await screen.findByRole('dialog', { name: '修改初始密码' });
    expect(buttonNames(dialog)).toEqual(['确定']);
    expect(screen.queryByText(LOGIN_CHECK.firstLogin)).not.toBeInTheDocument();
  });

  it(`opens the notice for ${LOGIN_CHECK.expired}; its button opens change password with only a submit button`, async () => {
    serve({ [CHECK]: refusal(LOGIN_CHECK.expired) });
    logIn();
    await renderAccount();
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
    serve({ [CHECK]: refusal('服务暂不可用') });
    logIn();
    await renderAccount();
    expect(await screen.findByText('服务暂不可用')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after logout', async () => {
    serve({ [CHECK]: later(refusal(LOGIN_CHECK.firstLogin), 100) });
    logIn();
    await renderAccount();
    await waitFor(() => expect(bodiesOf(CHECK)).toHaveLength(1));
    act(() => setUserState({ token: null, userInfo: null }));
    // The call is being answered until its answer (100 ms later) is delivered; quiet() waits for it.
    await quiet();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
