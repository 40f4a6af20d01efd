/**
 * The console home (/system/welcome): the greeting, the waiting-work counts
 * for the held menus only (skeleton, number, '0 暂无待办', '—' on a failed
 * call without a message), their links, and the shortcuts to the held menus.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { useConsoleServer } from './consoleServer';
import { getUserState, setUserState, type MenuItem } from '../../authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import { findRouteByPath } from '../../src/routes/routeTable';
import WelcomePage from '../../src/pages/welcome/WelcomePage';
import { WAITING_WORK } from '../../src/pages/welcome/waitingWork';

const API = 'http://localhost/api/';
const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];
const OPINION = 'interactive/idea/queryList';
const AUDIT = 'org/examine/queryOrgExamineList';

type Reply = { total?: number; fail?: 'envelope' | 'http'; wait?: number };

const server = setupServer();
const calls: Array<{ path: string; body: unknown }> = [];

let centerUser: Record<string, unknown> | null = null;

const serve = (replies: Record<string, Reply>) => {
  calls.length = 0;
  server.use(
    http.get(`${API}user/getCenterUser`, () =>
      centerUser ? HttpResponse.json({ status: 0, statusText: '', data: centerUser }) : HttpResponse.json({ status: -1, statusText: '服务器繁忙，请稍后重试', data: null }),
    ),
    ...[OPINION, AUDIT].map((path) =>
      http.post(`${API}${path}`, async ({ request }) => {
        calls.push({ path, body: await request.json() });
        const reply = replies[path] ?? { total: 0 };
        if (reply.wait) await delay(reply.wait);
        if (reply.fail === 'http') return new HttpResponse('boom', { status: 500 });
        if (reply.fail === 'envelope') return HttpResponse.json({ status: -1, statusText: '服务器繁忙，请稍后重试', data: null });
        return HttpResponse.json({ status: 0, statusText: '', data: { list: [], total: reply.total } });
      }),
    ),
  );
};

const leaf = (menuId: number, dataUnits: string[] | undefined = ALL_UNITS): MenuItem => ({ menuId, ...(dataUnits ? { dataUnits } : {}) });
const section = (menuId: number, children: MenuItem[]): MenuItem => ({ menuId, dataUnits: [], children });

/** Interaction (with 意见反馈), Examine (with 机构名称同步审核), System users, and the common-icon section. */
const ADMIN_MENUS = [section(12, [leaf(13), leaf(14), leaf(55)]), section(52, [leaf(20), leaf(21)]), section(1, [leaf(2)]), section(56, [])];
/** The demo editor: Information and Interaction. */
const EDITOR_MENUS = [section(48, [leaf(9), leaf(23), leaf(49)]), section(12, [leaf(13), leaf(14), leaf(55)])];

const logIn = (menuList: MenuItem[], cnName = '系统管理员') =>
  setUserState({ token: 'token-1', menuList, userInfo: { id: 1, cnName, roleName: '超级管理员' } });

const renderWelcome = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Routes>
              <Route path="/system/welcome" element={<WelcomePage />} />
              <Route path="*" element={<div>other page</div>} />
            </Routes>
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/system/welcome'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const countOf = (key: string) => screen.findByTestId(`waiting-count-${key}`);
const card = (key: string) => within(screen.getByTestId(`waiting-${key}`));

useConsoleServer(server);

describe('welcome page', { timeout: 20_000 }, () => {
  it('greets with the name the server has now (user/getCenterUser), and keeps the stored one when the call fails', async () => {
    logIn(ADMIN_MENUS, '王主任');
    centerUser = { id: 1, cnName: '王副主任', roleName: '超级管理员' };
    serve({});
    renderWelcome();
    await waitFor(() => expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王副主任，您好！'));
    expect(getUserState().userInfo).toMatchObject({ cnName: '王副主任', roleName: '超级管理员' });
    cleanup();
    centerUser = null;
    logIn(ADMIN_MENUS, '王主任');
    serve({});
    renderWelcome();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王主任，您好！');
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
  });

  it('greets the user by name', async () => {
    logIn(ADMIN_MENUS, '王主任');
    serve({});
    renderWelcome();
    expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王主任，您好！');
    expect(screen.getByText('当前角色：超级管理员')).toBeInTheDocument();
    await countOf('opinion');
  });

  it('shows a skeleton, then the counts of the held menus, from one-row calls with the waiting filter', async () => {
    logIn(ADMIN_MENUS);
    serve({ [OPINION]: { total: 5, wait: 150 }, [AUDIT]: { total: 4, wait: 150 } });
    renderWelcome();
    expect(screen.getAllByTestId('waiting-skeleton')).toHaveLength(2);
    expect(screen.getByTestId('waiting-opinion')).toHaveAttribute('aria-busy', 'true');
    expect(await countOf('opinion')).toHaveTextContent(/^5$/);
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^4$/);
    expect(screen.queryByTestId('waiting-skeleton')).toBeNull();
    expect(card('opinion').getByText('意见反馈待处理')).toBeInTheDocument();
    expect(card('mechanismAudit').getByText('机构名称待审核')).toBeInTheDocument();
    expect(card('opinion').getByText('点击前往处理')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body]).sort()).toEqual([
      [OPINION, { pageNum: 1, pageSize: 1, dealWithStatus: 0 }],
      [AUDIT, { pageNum: 1, pageSize: 1, examineStatus: 0 }],
    ]);
  });

  it('shows only the counts of the menus the user holds, and calls nothing else', async () => {
    logIn(EDITOR_MENUS, '内容编辑');
    serve({ [OPINION]: { total: 3 } });
    renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^3$/);
    expect(screen.queryByTestId('waiting-mechanismAudit')).toBeNull();
    expect(screen.queryByText('机构名称待审核')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([OPINION]);
  });

  it("leaves out a count whose menu lacks the 'list' unit, and the whole block when none is held", async () => {
    logIn([section(12, [leaf(55, ['detail'])]), section(52, [leaf(20)])]);
    serve({});
    renderWelcome();
    await screen.findByTestId('welcome-shortcuts');
    expect(screen.queryByTestId('welcome-waiting')).toBeNull();
    expect(screen.queryByText('我的待办')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows '0' with 暂无待办", async () => {
    logIn(ADMIN_MENUS);
    serve({ [OPINION]: { total: 0 }, [AUDIT]: { total: 2 } });
    renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^0$/);
    expect(card('opinion').getByText('暂无待办')).toBeInTheDocument();
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^2$/);
    expect(card('mechanismAudit').queryByText('暂无待办')).toBeNull();
  });

  it("shows '—' with a quiet hint when a call fails, and no message", async () => {
    logIn(ADMIN_MENUS);
    serve({ [OPINION]: { fail: 'envelope' }, [AUDIT]: { fail: 'http' } });
    renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^—$/);
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^—$/);
    expect(screen.getAllByText('暂时无法获取，请稍后刷新页面重试')).toHaveLength(2);
    expect(screen.getByTestId('welcome-greeting')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('message')).toBeNull();
    // No retry storm either: one call each.
    expect(calls).toHaveLength(2);
  });

  it('links each card to the page that handles the work', async () => {
    logIn(ADMIN_MENUS);
    serve({ [OPINION]: { total: 5 }, [AUDIT]: { total: 4 } });
    const router = renderWelcome();
    await countOf('opinion');
    expect(screen.getByRole('link', { name: /意见反馈待处理/ })).toHaveAttribute('href', '/interaction/opinion');
    expect(screen.getByRole('link', { name: /机构名称待审核/ })).toHaveAttribute('href', '/examine/mechanismAudit');
    fireEvent.click(screen.getByRole('link', { name: /机构名称待审核/ }));
    await screen.findByText('other page');
    expect(router.state.location.pathname).toBe('/examine/mechanismAudit');
  });

  it('declares each source with the route of its own menu', () => {
    for (const source of WAITING_WORK) {
      expect(findRouteByPath(source.to)?.menuId, source.key).toBe(source.menuId);
      expect(i18nProvider.translate(source.label), source.key).not.toBe(source.label);
    }
  });
});

describe('shortcuts', { timeout: 20_000 }, () => {
  it('links to every held menu entry, grouped by section, keyboard focusable', async () => {
    logIn(ADMIN_MENUS);
    serve({});
    renderWelcome();
    const shortcuts = within(await screen.findByTestId('welcome-shortcuts'));
    expect(shortcuts.getByText('快捷入口')).toBeInTheDocument();
    const interaction = within(shortcuts.getByRole('region', { name: '互动管理' }));
    expect(interaction.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['常见问题', '/interaction/question'],
      ['问题与反馈', '/interaction/questionAndFeedback'],
      ['意见反馈', '/interaction/opinion'],
    ]);
    const examine = within(shortcuts.getByRole('region', { name: '审核管理' }));
    expect(examine.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/examine/mechanismRecord', '/examine/mechanismAudit']);
    // A section with one visible entry (系统用户) and the common-icon section are single links.
    expect(shortcuts.getByRole('link', { name: '系统用户' })).toHaveAttribute('href', '/system/userManage');
    expect(shortcuts.getByRole('link', { name: '公共图标' })).toHaveAttribute('href', '/commonIcon/commonIconManage');
    expect(shortcuts.queryByText('资讯管理')).toBeNull();
    const link = shortcuts.getByRole('link', { name: '意见反馈' });
    link.focus();
    expect(link).toHaveFocus();
  });

  it('shows only the editor’s menus', async () => {
    logIn(EDITOR_MENUS, '内容编辑');
    serve({});
    renderWelcome();
    const shortcuts = within(await screen.findByTestId('welcome-shortcuts'));
    expect(shortcuts.getAllByRole('region').map((region) => region.querySelector('h4')?.textContent)).toEqual([
      '资讯管理',
      '互动管理',
    ]);
    expect(shortcuts.queryByText('审核管理')).toBeNull();
    await countOf('opinion');
  });

  it('says so when the user holds no menu', async () => {
    logIn([]);
    serve({});
    renderWelcome();
    expect(await screen.findByText('您的账号暂未分配任何功能模块，请联系管理员。')).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-waiting')).toBeNull();
  });
});
