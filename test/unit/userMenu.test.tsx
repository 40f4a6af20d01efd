/**
 * The header's user menu: a button named after the user; the menu (its own
 * chunk, loaded on the first use) opens from the mouse or from Enter/Space
 * with the first item focused, and 修改密码 opens the change-password dialog.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../src/layout/Header';
import { currentAccountDialog } from '../../src/account/accountDialogStore';
import { logInAs, renderAt, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs({}, { id: 1, cnName: '张三' }, 't') });

const renderHeader = () => renderAt('/system/welcome', { page: <Header /> });

const SLOW = { timeout: 10_000 };
const userButton = () => screen.getByRole('button', { name: '张三 的用户菜单' });

describe('user menu', { timeout: 20_000 }, () => {
  it('shows no menu before the button is used', async () => {
    await renderHeader();
    expect(userButton()).toHaveTextContent('张三');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter and focuses the first item; Escape closes it and Space opens it again', async () => {
    await renderHeader();
    userButton().focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: '修改密码' }, SLOW);
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    userButton().focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '修改密码' })).toHaveFocus(), SLOW);
  });

  it('opens with a click and 修改密码 opens the change-password dialog', async () => {
    await renderHeader();
    await userEvent.click(userButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }, SLOW));
    expect(currentAccountDialog()).toBe('change');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
