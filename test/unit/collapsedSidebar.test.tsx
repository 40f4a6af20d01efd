/**
 * The collapsible sidebar of issue 26 inside the layout: its button collapses
 * it to icons and expands it again; collapsed, a section's entries open in a
 * pop-over menu named by the section and still lead to their page; below
 * 1280px it starts collapsed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '../../src/layout/AppLayout';
import { everyMenu, logInAs, pathOf, renderAt, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs(everyMenu()) });

const SLOW = { timeout: 10_000 };
const renderLayout = (at: string) =>
  renderAt(at, {
    page: (
      <AppLayout>
        <p>页面内容</p>
      </AppLayout>
    ),
  });

afterEach(() => {
  window.innerWidth = 1440;
});

describe('the collapsible sidebar', { timeout: 30_000 }, () => {
  it('collapses to icons whose sections open their entries in a menu, and expands again', async () => {
    const router = await renderLayout('/information/newsManage');
    expect(within(screen.getByTestId('sidebar')).getByRole('button', { name: '资讯管理' })).toHaveTextContent('资讯管理');
    await userEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));

    const section = await screen.findByRole('button', { name: '资讯管理' }, SLOW);
    expect(section).toHaveTextContent('');
    expect(section).toHaveAttribute('aria-haspopup', 'menu');
    section.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: '资讯管理' }, SLOW);
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['新闻管理', '协会之窗', '市场资讯']);
    expect(within(menu).getByRole('menuitem', { name: '新闻管理' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '市场资讯' }));
    await waitFor(() => expect(pathOf(router)).toBe('/information/policy'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    expect(await screen.findByRole('link', { name: '市场资讯' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts collapsed below 1280px wide', async () => {
    window.innerWidth = 1200;
    await renderLayout('/system/welcome');
    expect(await screen.findByRole('button', { name: '展开侧边栏' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '收起侧边栏' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '公共图标' }, SLOW)).toHaveTextContent('');
  });
});
