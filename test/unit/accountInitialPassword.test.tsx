/**
 * The initial-password dialog (spec sections 3, 5 and 7): its validation,
 * the key fetched first, initialPwd as RSA(MD5), only a submit button, and
 * no dismissal by Escape or an outside click.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import md5 from 'blueimp-md5';
import { getUserState } from '../../dataProvider/session';
import { openAccountDialog } from '../../src/account/accountDialogStore';
import { bodiesOf, calls, logInAs, ok, refusal, rsa, serve, setUpConsole } from './harness';
import { KEY, buttonNames, input, renderAccount, submit, tryToDismiss, type } from './fixtures/account';

const INITIAL = 'userpwd/initializationpwd';
const PASSWORD = 'First+pass9';
const RULE = '密码8~20位，需包含大小写字母+数字+符号';

const openInitial = async () => {
  await renderAccount();
  act(() => openAccountDialog('initial'));
  return screen.findByRole('dialog', { name: '修改初始密码' });
};

const errorsIn = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('.MuiFormHelperText-root.Mui-error')).map((node) => node.textContent);

setUpConsole({ each: () => logInAs({}, { id: 12, phone: '13900001111', cnName: '新用户' }, 'tok-initial') });

describe('initial password dialog', () => {
  it('has the two password fields and only a submit button', async () => {
    const dialog = await openInitial();
    expect(input(dialog, '初始密码')).toHaveAttribute('type', 'password');
    expect(input(dialog, '确认初始密码')).toHaveAttribute('type', 'password');
    expect(buttonNames(dialog)).toEqual(['确定']);
  });

  it('shows the required messages and sends nothing', async () => {
    serve({ [INITIAL]: ok() });
    const dialog = await openInitial();
    submit(dialog);
    expect(errorsIn(dialog)).toEqual(['请输入初始密码', '请输入确认的初始密码']);
    await act(async () => undefined);
    // Not even the key.
    expect(calls()).toEqual([]);
  });

  it.each([
    ['too short', 'Ab1+'],
    ['no uppercase letter', 'first+pass9'],
    ['no symbol', 'Firstpass9'],
    ['a disallowed character', 'First pass9+'],
  ])('shows the rule message for %s', async (_case, password) => {
    const dialog = await openInitial();
    type(dialog, '初始密码', password);
    expect(errorsIn(dialog)).toEqual([RULE]);
  });

  it('shows 您两次输入的初始密码不一致 for a different confirmation', async () => {
    const dialog = await openInitial();
    type(dialog, '初始密码', PASSWORD);
    type(dialog, '确认初始密码', 'Second+pass9');
    expect(errorsIn(dialog)).toEqual(['您两次输入的初始密码不一致']);
  });

  it('fetches the key first, posts {id, initialPwd: RSA(MD5), plainPwd: RSA(password), rsaPublicKey}, closes and shows 修改成功', async () => {
    serve({ [INITIAL]: ok() });
    const dialog = await openInitial();
    type(dialog, '初始密码', PASSWORD);
    type(dialog, '确认初始密码', PASSWORD);
    submit(dialog);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls().map((call) => call.path)).toEqual([KEY, INITIAL]);
    const [body] = bodiesOf(INITIAL);
    expect(body).toEqual({ id: 12, initialPwd: expect.any(String), plainPwd: expect.any(String), rsaPublicKey: rsa.publicKey });
    expect(rsa.decrypt(body.initialPwd as string)).toBe(md5(PASSWORD));
    expect(rsa.decrypt(body.plainPwd as string)).toBe(PASSWORD);
  });

  it('stays open with the values when the server refuses', async () => {
    serve({ [INITIAL]: refusal('初始密码设置失败') });
    const dialog = await openInitial();
    type(dialog, '初始密码', PASSWORD);
    type(dialog, '确认初始密码', PASSWORD);
    submit(dialog);
    expect(await screen.findByText('初始密码设置失败')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '修改初始密码' })).toBeInTheDocument();
    expect(input(dialog, '初始密码')).toHaveValue(PASSWORD);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
  });

  it('does not close by Escape or an outside click', async () => {
    const dialog = await openInitial();
    await tryToDismiss(dialog);
    expect(screen.getByRole('dialog', { name: '修改初始密码' })).toBeInTheDocument();
  });
});

describe('a login that must set its initial password', () => {
  it('opens the dialog by itself, whatever the login-check setting, and stops asking once the password is set', async () => {
    serve({ [INITIAL]: ok() });
    logInAs({}, { id: 12, phone: '13900001111', cnName: '新用户', mustChangePassword: true }, 'tok-first');
    await renderAccount();
    const dialog = await screen.findByRole('dialog', { name: '修改初始密码' });
    type(dialog, '初始密码', PASSWORD);
    type(dialog, '确认初始密码', PASSWORD);
    submit(dialog);
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getUserState().userInfo?.mustChangePassword).toBe(false);
  });
});
