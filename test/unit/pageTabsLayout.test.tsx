/**
 * The open-page tabs inside the layout (issue 26): off until 显示页签 in the
 * user menu; then one tab per page opened, each leading back to the address
 * it was left at; a tab's context menu and the 页签操作 button close others
 * and all, never the home tab.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '../../src/layout/AppLayout';
import { everyMenu, logInAs, pathOf, renderAt, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs(everyMenu()) });

const SLOW = { timeout: 10_000 };
const strip = () => screen.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = () =>
  within(strip())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the open-page tabs', { timeout: 30_000 }, () => {
  it('show the pages opened once switched on, keep their addresses and close from their menus', async () => {
    const router = await renderAt('/system/welcome', {
      page: (
        <AppLayout>
          <p>页面内容</p>
        </AppLayout>
      ),
    });
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    await act(() => router.navigate('/information/newsManage?pageNum=2'));

    await userEvent.click(screen.getByRole('button', { name: '管理员 的用户菜单' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: '显示页签' }, SLOW);
    expect(item).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(item);
    await screen.findByRole('navigation', { name: '已打开的页面' }, SLOW);
    expect(tabTitles()).toEqual(['控制台', '新闻管理']);

    await act(() => router.navigate('/information/association'));
    await act(() => router.navigate('/interaction/question'));
    await waitFor(() => expect(tabTitles()).toEqual(['控制台', '新闻管理', '协会之窗', '常见问题']));
    expect(within(strip()).getByRole('link', { name: '常见问题' })).toHaveAttribute('aria-current', 'page');
    expect(within(strip()).queryByRole('button', { name: '关闭「控制台」' })).not.toBeInTheDocument();

    await userEvent.click(within(strip()).getByRole('link', { name: '新闻管理' }));
    await waitFor(() => expect(pathOf(router)).toBe('/information/newsManage?pageNum=2'));

    fireEvent.contextMenu(within(strip()).getByRole('link', { name: '协会之窗' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabTitles()).toEqual(['控制台', '协会之窗']));
    expect(pathOf(router)).toBe('/information/association');

    await userEvent.click(within(strip()).getByRole('button', { name: '关闭「协会之窗」' }));
    await waitFor(() => expect(pathOf(router)).toBe('/system/welcome'));
    expect(tabTitles()).toEqual(['控制台']);

    await userEvent.click(within(strip()).getByRole('button', { name: '页签操作' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.getAttribute('aria-disabled')),
    ).toEqual(['true', 'true', 'true']);
  });
});
