/**
 * Change password from the header's user menu (spec sections 3 to 5, 7):
 * validation messages, the read-only phone, the encrypted submission and its
 * failure, and no dismissal by Escape or an outside click.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import md5 from 'blueimp-md5';
import userEvent from '@testing-library/user-event';
import { setUserState } from '../../dataProvider/session';
import { bodiesOf, calls, logInAs, ok, refusal, rsa, serve, setUpConsole } from './harness';
import { KEY, PHONE, buttonNames, input, openChangePasswordFromMenu, renderAccount, submit, tryToDismiss, type } from './fixtures/account';

const CHANGE = 'userpwd/changepassword';
const OLD = 'Old-pass1';
const NEW = 'New-pass2!';
const RULE = '密码8~20位，需包含大小写字母+数字+符号';

const fill = (dialog: HTMLElement, values: Record<string, string>) => Object.entries(values).forEach(([label, value]) => type(dialog, label, value));

const errorOf = (dialog: HTMLElement, label: string) => {
  const field = input(dialog, label);
  const helper = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  return (helper?.textContent ?? '').replace(/\u200b/g, '').trim();
};

setUpConsole({ each: () => logInAs({}, { id: 7, phone: PHONE, cnName: '管理员' }, 'tok-change') });

describe('change password dialog', () => {
  it('opens from the user menu with the phone filled and read-only, the other fields empty, 取消 and 确定', async () => {
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    expect(input(dialog, '手机号')).toHaveValue(PHONE);
    expect(input(dialog, '手机号')).toHaveAttribute('readonly');
    for (const label of ['原密码', '新密码', '确认新密码']) {
      expect(input(dialog, label)).toHaveValue('');
      expect(input(dialog, label)).toHaveAttribute('type', 'password');
    }
    expect(input(dialog, '验证码')).toHaveValue('');
    expect(buttonNames(dialog)).toEqual(expect.arrayContaining(['获取验证码', '取消', '确定']));
    expect(screen.queryByText('修改密码功能即将开放')).not.toBeInTheDocument();
  });

  it('clears the typed fields when opened again', async () => {
    await renderAccount();
    let dialog = await openChangePasswordFromMenu();
    fill(dialog, { 原密码: OLD, 验证码: '1234' });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openChangePasswordFromMenu();
    expect(input(dialog, '原密码')).toHaveValue('');
    expect(input(dialog, '验证码')).toHaveValue('');
  });

  it('toggles the visibility of a password', async () => {
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fireEvent.click(within(dialog).getAllByRole('button', { name: '显示密码' })[0]);
    expect(input(dialog, '原密码')).toHaveAttribute('type', 'text');
    fireEvent.click(within(dialog).getByRole('button', { name: '隐藏密码' }));
    expect(input(dialog, '原密码')).toHaveAttribute('type', 'password');
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    serve({ [CHANGE]: ok() });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    submit(dialog);
    expect(errorOf(dialog, '原密码')).toBe('请输入原密码');
    expect(errorOf(dialog, '新密码')).toBe('请输入新密码');
    expect(errorOf(dialog, '确认新密码')).toBe('请输入新的确认密码');
    expect(errorOf(dialog, '验证码')).toBe('请输入验证码');
    await act(async () => undefined);
    // Not even the key.
    expect(calls()).toEqual([]);
  });

  it.each([
    ['too short', 'Ab1-'],
    ['no uppercase letter', 'abcdef1-'],
    ['no symbol', 'Abcdefg1'],
    ['a disallowed character', 'Abcdef1-~'],
    ['too long', 'Abcdefghijklmnopq1-xx'],
  ])('shows the rule message for a new password with %s', async (_case, password) => {
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    type(dialog, '新密码', password);
    expect(errorOf(dialog, '新密码')).toBe(RULE);
    type(dialog, '新密码', NEW);
    expect(errorOf(dialog, '新密码')).toBe('');
  });

  it('checks the confirmation against the new password', async () => {
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fill(dialog, { 新密码: NEW, 确认新密码: 'Other-pass3' });
    expect(errorOf(dialog, '确认新密码')).toBe('您两次输入的新密码不一致');
    type(dialog, '新密码', 'Other-pass3');
    expect(errorOf(dialog, '确认新密码')).toBe('');
  });

  it('shows 请输入正确手机号 under the phone when the user info has no valid phone', async () => {
    serve({ [CHANGE]: ok() });
    setUserState({ userInfo: { id: 7, phone: '12345678901' } });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fireEvent.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(errorOf(dialog, '手机号')).toBe('请输入正确手机号');
    await act(async () => undefined);
    expect(calls()).toEqual([]);
  });

  it('fetches the key, posts every password as RSA(MD5) and the new one itself as plainPwd, closes and shows 修改成功', async () => {
    serve({ [CHANGE]: ok() });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fill(dialog, { 原密码: OLD, 新密码: NEW, 确认新密码: NEW, 验证码: '6543' });
    submit(dialog);
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls().map((call) => call.path)).toEqual([KEY, CHANGE]);
    const [body] = bodiesOf(CHANGE);
    expect(Object.keys(body).sort()).toEqual(['confirmLoginPwd', 'id', 'messageCode', 'newLoginPwd', 'ordLoginPwd', 'phone', 'plainPwd', 'rsaPublicKey']);
    expect(body).toMatchObject({ id: 7, phone: PHONE, messageCode: '6543', rsaPublicKey: rsa.publicKey });
    expect(rsa.decrypt(body.ordLoginPwd as string)).toBe(md5(OLD));
    expect(rsa.decrypt(body.newLoginPwd as string)).toBe(md5(NEW));
    expect(rsa.decrypt(body.confirmLoginPwd as string)).toBe(md5(NEW));
    expect(rsa.decrypt(body.plainPwd as string)).toBe(NEW);
  });

  it('submits by Enter', async () => {
    serve({ [CHANGE]: ok() });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fill(dialog, { 原密码: OLD, 新密码: NEW, 确认新密码: NEW, 验证码: '6543' });
    await userEvent.type(input(dialog, '验证码'), '{Enter}');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodiesOf(CHANGE)).toHaveLength(1);
  });

  it('keeps the dialog open with the typed values when the server refuses', async () => {
    serve({ [CHANGE]: refusal('原密码错误') });
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    fill(dialog, { 原密码: OLD, 新密码: NEW, 确认新密码: NEW, 验证码: '6543' });
    submit(dialog);
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
    expect(input(dialog, '原密码')).toHaveValue(OLD);
    expect(input(dialog, '新密码')).toHaveValue(NEW);
    expect(input(dialog, '验证码')).toHaveValue('6543');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled();
    expect(screen.queryByText('修改成功')).not.toBeInTheDocument();
  });

  it('does not close by Escape or an outside click, and has no close icon', async () => {
    await renderAccount();
    const dialog = await openChangePasswordFromMenu();
    await tryToDismiss(dialog);
    expect(screen.getByRole('dialog', { name: '修改密码' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /关闭|close/i })).not.toBeInTheDocument();
  });
});
