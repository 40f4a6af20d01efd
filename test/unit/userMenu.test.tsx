/**
 * The header's user menu: a button named after the user; the menu (its own
 * chunk, loaded on the first use) opens from the mouse or from Enter/Space
 * with the first item focused, and 修改密码 opens the change-password dialog.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { Header } from '../../src/layout/Header';
import { closeAccountDialog, currentAccountDialog } from '../../src/account/accountDialogStore';
import { setUserState } from '../../authProvider/session';

const renderHeader = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Header />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/system/welcome'] },
  );
  render(<RouterProvider router={router} />);
};

const SLOW = { timeout: 10_000 };
const userButton = () => screen.getByRole('button', { name: '张三 的用户菜单' });

beforeEach(() => {
  setUserState({ token: 't', userInfo: { id: 1, cnName: '张三' } });
});
afterEach(() => closeAccountDialog());

describe('user menu', { timeout: 20_000 }, () => {
  it('shows no menu before the button is used', () => {
    renderHeader();
    expect(userButton()).toHaveTextContent('张三');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter and focuses the first item; Escape closes it and Space opens it again', async () => {
    renderHeader();
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
    renderHeader();
    await userEvent.click(userButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }, SLOW));
    expect(currentAccountDialog()).toBe('change');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
