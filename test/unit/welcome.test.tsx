/**
 * The console home (/system/welcome): the greeting, the waiting-work counts
 * for the held menus only (skeleton, number, '0 暂无待办', '—' on a failed
 * call without a message), their links, and the shortcuts to the held menus.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getUserState } from '../../dataProvider/session';
import { i18nProvider } from '../../src/i18n';
import { findRouteByPath } from '../../src/routes/routeTable';
import { WAITING_WORK } from '../../features/welcome/console/waitingWork';
import { ALL_UNITS, calls, httpError, later, logInAs, ok, quiet, refusal, renderAt, serve, setUpConsole, type Grants, type Reply } from './harness';

const OPINION = 'interactive/idea/queryList';
const AUDIT = 'org/examine/queryOrgExamineList';

type WorkReply = { total?: number; fail?: 'envelope' | 'http'; wait?: number };

let centerUser: Record<string, unknown> | null = null;

const answerOf = (reply: WorkReply): Reply => {
  if (reply.fail === 'http') return httpError(500);
  if (reply.fail === 'envelope') return refusal('服务器繁忙，请稍后重试');
  return ok({ list: [], total: reply.total });
};

const serveWork = (replies: Record<string, WorkReply>) =>
  serve({
    'user/getCenterUser': () => (centerUser ? ok(centerUser) : refusal('服务器繁忙，请稍后重试')),
    ...Object.fromEntries(
      [OPINION, AUDIT].map((path) => {
        const reply = replies[path] ?? { total: 0 };
        return [path, reply.wait ? later(answerOf(reply), reply.wait) : answerOf(reply)];
      }),
    ),
  });

/** The waiting-work calls made, in order. */
const workCalls = () => calls().filter((call) => call.path === OPINION || call.path === AUDIT);

const all = (ids: number[]): Grants => Object.fromEntries(ids.map((id) => [id, ALL_UNITS]));
/** Interaction (with 意见反馈), Examine (with 机构名称同步审核), System users, and the common-icon section. */
const ADMIN_MENUS: Grants = { ...all([13, 14, 55, 20, 21, 2]), 56: [] };
/** The demo editor: Information and Interaction. */
const EDITOR_MENUS: Grants = all([9, 23, 49, 13, 14, 55]);

const logIn = (grants: Grants, cnName = '系统管理员') => logInAs(grants, { cnName, roleName: '超级管理员' });

const renderWelcome = () => renderAt('/system/welcome');

setUpConsole();

const countOf = (key: string) => screen.findByTestId(`waiting-count-${key}`);
const card = (key: string) => within(screen.getByTestId(`waiting-${key}`));

describe('welcome page', { timeout: 20_000 }, () => {
  it('greets with the name the server has now (user/getCenterUser), and keeps the stored one when the call fails', async () => {
    logIn(ADMIN_MENUS, '王主任');
    centerUser = { id: 1, cnName: '王副主任', roleName: '超级管理员' };
    serveWork({});
    await renderWelcome();
    await waitFor(() => expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王副主任，您好！'));
    expect(getUserState().userInfo).toMatchObject({ cnName: '王副主任', roleName: '超级管理员' });
    cleanup();
    centerUser = null;
    logIn(ADMIN_MENUS, '王主任');
    serveWork({});
    await renderWelcome();
    // The second page asked too, and its refusal has been delivered.
    await waitFor(() => expect(calls().filter((call) => call.path === 'user/getCenterUser')).toHaveLength(2));
    await quiet();
    expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王主任，您好！');
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
  });

  it('greets the user by name', async () => {
    logIn(ADMIN_MENUS, '王主任');
    serveWork({});
    await renderWelcome();
    expect(screen.getByTestId('welcome-greeting')).toHaveTextContent('王主任，您好！');
    expect(screen.getByText('当前角色：超级管理员')).toBeInTheDocument();
    await countOf('opinion');
  });

  it('shows a skeleton, then the counts of the held menus, from one-row calls with the waiting filter', async () => {
    logIn(ADMIN_MENUS);
    serveWork({ [OPINION]: { total: 5, wait: 150 }, [AUDIT]: { total: 4, wait: 150 } });
    await renderWelcome();
    expect(screen.getAllByTestId('waiting-skeleton')).toHaveLength(2);
    expect(screen.getByTestId('waiting-opinion')).toHaveAttribute('aria-busy', 'true');
    expect(await countOf('opinion')).toHaveTextContent(/^5$/);
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^4$/);
    expect(screen.queryByTestId('waiting-skeleton')).toBeNull();
    expect(card('opinion').getByText('意见反馈待处理')).toBeInTheDocument();
    expect(card('mechanismAudit').getByText('机构名称待审核')).toBeInTheDocument();
    expect(card('opinion').getByText('点击前往处理')).toBeInTheDocument();
    expect(
      workCalls()
        .map((call) => [call.path, call.body])
        .sort(),
    ).toEqual([
      [OPINION, { pageNum: 1, pageSize: 1, dealWithStatus: 0 }],
      [AUDIT, { pageNum: 1, pageSize: 1, examineStatus: 0 }],
    ]);
  });

  it('shows only the counts of the menus the user holds, and calls nothing else', async () => {
    logIn(EDITOR_MENUS, '内容编辑');
    serveWork({ [OPINION]: { total: 3 } });
    await renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^3$/);
    expect(screen.queryByTestId('waiting-mechanismAudit')).toBeNull();
    expect(screen.queryByText('机构名称待审核')).toBeNull();
    expect(workCalls().map((call) => call.path)).toEqual([OPINION]);
  });

  it("leaves out a count whose menu lacks the 'list' unit, and the whole block when none is held", async () => {
    logIn({ 55: ['detail'], 20: ALL_UNITS });
    serveWork({});
    await renderWelcome();
    await screen.findByTestId('welcome-shortcuts');
    expect(screen.queryByTestId('welcome-waiting')).toBeNull();
    expect(screen.queryByText('我的待办')).toBeNull();
    expect(workCalls()).toEqual([]);
  });

  it("shows '0' with 暂无待办", async () => {
    logIn(ADMIN_MENUS);
    serveWork({ [OPINION]: { total: 0 }, [AUDIT]: { total: 2 } });
    await renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^0$/);
    expect(card('opinion').getByText('暂无待办')).toBeInTheDocument();
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^2$/);
    expect(card('mechanismAudit').queryByText('暂无待办')).toBeNull();
  });

  it("shows '—' with a quiet hint when a call fails, and no message", async () => {
    logIn(ADMIN_MENUS);
    serveWork({ [OPINION]: { fail: 'envelope' }, [AUDIT]: { fail: 'http' } });
    await renderWelcome();
    expect(await countOf('opinion')).toHaveTextContent(/^—$/);
    expect(await countOf('mechanismAudit')).toHaveTextContent(/^—$/);
    expect(screen.getAllByText('暂时无法获取，请稍后刷新页面重试')).toHaveLength(2);
    expect(screen.getByTestId('welcome-greeting')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByTestId('message')).toBeNull();
    // No retry storm either: one call each.
    expect(workCalls()).toHaveLength(2);
  });

  it('links each card to the page that handles the work', async () => {
    logIn(ADMIN_MENUS);
    serveWork({ [OPINION]: { total: 5 }, [AUDIT]: { total: 4 } });
    const router = await renderWelcome();
    await countOf('opinion');
    expect(screen.getByRole('link', { name: /意见反馈待处理/ })).toHaveAttribute('href', '/interaction/opinion');
    expect(screen.getByRole('link', { name: /机构名称待审核/ })).toHaveAttribute('href', '/examine/mechanismAudit');
    fireEvent.click(screen.getByRole('link', { name: /机构名称待审核/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/examine/mechanismAudit'));
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
    serveWork({});
    await renderWelcome();
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
    serveWork({});
    await renderWelcome();
    const shortcuts = within(await screen.findByTestId('welcome-shortcuts'));
    expect(shortcuts.getAllByRole('region').map((region) => region.querySelector('h4')?.textContent)).toEqual(['资讯管理', '互动管理']);
    expect(shortcuts.queryByText('审核管理')).toBeNull();
    await countOf('opinion');
  });

  it('says so when the user holds no menu', async () => {
    logIn({});
    serveWork({});
    await renderWelcome();
    expect(await screen.findByText('您的账号暂未分配任何功能模块，请联系管理员。')).toBeInTheDocument();
    expect(screen.queryByTestId('welcome-waiting')).toBeNull();
  });
});
