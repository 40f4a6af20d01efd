import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, useNotify, memoryStore } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { i18nProvider } from '../../src/i18n';
import { SideMenu } from '../../src/layout/SideMenu';
import { TitleBar } from '../../src/layout/TitleBar';
import { MessageHost } from '../../src/layout/MessageHost';
import { NavigationGuard } from '../../src/layout/NavigationGuard';
import { AppLayout } from '../../src/layout/AppLayout';
import { RoutePage } from '../../src/routes/RoutePage';
import { CrashPage } from '../../src/pages/CrashPage';
import { asyncRoutes, findRouteByPath, flattenRoutes } from '../../src/routes/routeTable';
import type { AppRoute } from '../../src/routes/types';
import { getCommonState, setCommonState, setUserState, type MenuItem } from '../../authProvider/session';
import { resetPageTitle } from '../../src/layout/usePageTitle';
import { closeMessage, showMessage } from '../../dataProvider/messages';
import { menuTree, type MenuNode } from '../../resources/menus';

const toMenuItems = (nodes: MenuNode[]): MenuItem[] =>
  nodes.map((node) => ({ menuId: node.id, menuName: node.name, ...(node.children ? { children: toMenuItems(node.children) } : {}) }));

/** Renders `element` in react-admin's context inside a memory data router at `entries` (last one current). */
const renderAt = (entries: string | string[], element: ReactNode) => {
  const initialEntries = Array.isArray(entries) ? entries : [entries];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            {element}
          </AdminContext>
        ),
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const sectionButton = (name: string) => screen.getByRole('button', { name });
const menuLink = (name: string) => screen.getByRole('link', { name });

beforeEach(() => {
  setUserState({ token: 't', menuList: toMenuItems(menuTree), userInfo: { id: 1, cnName: '管理员' } });
});

describe('SideMenu', () => {
  it('shows the granted sections in Chinese', () => {
    renderAt('/system/welcome', <SideMenu />);
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('button', { name: '门户管理' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: '投教专区' })).toBeInTheDocument();
    // The common-icon section has only hidden children: a single link to its landing page.
    expect(within(sidebar).getByRole('link', { name: '公共图标' })).toHaveAttribute('href', '/commonIcon/commonIconManage');
  });

  it("shows only the editor's sections", () => {
    setUserState({ menuList: toMenuItems(menuTree.filter((node) => node.id === 48 || node.id === 12)) });
    renderAt('/system/welcome', <SideMenu />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['资讯管理', '互动管理']);
  });

  it('keeps only one submenu open at a time', () => {
    renderAt('/system/welcome', <SideMenu />);
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'false');
    expect(sectionButton('资讯管理')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(sectionButton('门户管理'));
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'true');
    expect(menuLink('轮播图管理')).toBeInTheDocument();

    fireEvent.click(sectionButton('资讯管理'));
    expect(sectionButton('资讯管理')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true')).toHaveLength(1);

    // Clicking the open section closes it.
    fireEvent.click(sectionButton('资讯管理'));
    expect(sectionButton('资讯管理')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the parent entry of a hidden route as current and opens its section', () => {
    renderAt('/information/newsEdit?id=1', <SideMenu />);
    expect(sectionButton('资讯管理')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'false');
    expect(menuLink('新闻管理')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('协会之窗')).not.toHaveAttribute('aria-current');
  });

  it('decides the current entry of a shared page by the type query', () => {
    renderAt('/interaction/questionClassification?type=1', <SideMenu />);
    expect(sectionButton('互动管理')).toHaveAttribute('aria-expanded', 'true');
    expect(menuLink('常见问题')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('问题与反馈')).not.toHaveAttribute('aria-current');
  });

  it('marks 问题与反馈 current for another type', () => {
    renderAt('/interaction/questionClassification?type=2', <SideMenu />);
    expect(menuLink('问题与反馈')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('常见问题')).not.toHaveAttribute('aria-current');
  });

  it('follows the location when navigating', async () => {
    const router = renderAt('/information/newsManage', <SideMenu />);
    expect(menuLink('新闻管理')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(menuLink('市场资讯'));
    expect(router.state.location.pathname).toBe('/information/policy');
    expect(menuLink('市场资讯')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('新闻管理')).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/portal/carouselEdit?id=2'));
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'true');
    expect(menuLink('轮播图管理')).toHaveAttribute('aria-current', 'page');
  });

  it('does not navigate when clicking the entry for the current location', () => {
    const router = renderAt('/information/newsManage', <SideMenu />);
    const { key } = router.state.location;
    fireEvent.click(menuLink('新闻管理'));
    expect(router.state.location.key).toBe(key);
    expect(router.state.location.pathname).toBe('/information/newsManage');
    expect(router.state.historyAction).toBe('POP');
  });

  describe('the design entry', () => {
    const original = window.location;
    let reload: ReturnType<typeof vi.fn>;

    beforeEach(() => {
      reload = vi.fn();
      Object.defineProperty(window, 'location', { configurable: true, writable: true, value: { ...original, reload } });
    });
    afterEach(() => {
      Object.defineProperty(window, 'location', { configurable: true, writable: true, value: original });
    });

    it('reloads the page when clicked while on /questionnaire/design', () => {
      const router = renderAt('/questionnaire/design', <SideMenu />);
      const { key } = router.state.location;
      expect(menuLink('问卷设计')).toHaveAttribute('aria-current', 'page');
      fireEvent.click(menuLink('问卷设计'));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(router.state.location.key).toBe(key);
    });

    it('navigates to it normally from elsewhere', () => {
      const router = renderAt('/questionnaire/issue', <SideMenu />);
      fireEvent.click(menuLink('问卷设计'));
      expect(reload).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/questionnaire/design');
    });
  });
});

describe('TitleBar', () => {
  const title = () => screen.getByRole('heading', { level: 1 });

  it("shows '编辑-新闻' and a 返回 button with an id", () => {
    renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it("shows '新增-新闻' without an id", () => {
    renderAt('/information/newsEdit', <TitleBar />);
    expect(title()).toHaveTextContent(/^新增-新闻$/);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('goes back in history with 返回', () => {
    const router = renderAt(['/information/newsManage?pageNum=2', '/information/newsEdit?id=5'], <TitleBar />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/information/newsManage');
    expect(router.state.location.search).toBe('?pageNum=2');
    expect(title()).toHaveTextContent(/^新闻管理$/);
  });

  it('goes to the questionnaire issue list from a backIssue route', () => {
    const backIssue = flattenRoutes(asyncRoutes).find((route) => route.meta.backIssue);
    expect(backIssue).toBeDefined();
    const router = renderAt(['/information/newsManage', backIssue!.path], <TitleBar />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/questionnaire/issue');
    expect(title()).toHaveTextContent(/^问卷发布$/);
  });

  it('shows no 返回 button on a visible menu route', () => {
    renderAt('/information/newsManage', <TitleBar />);
    expect(title()).toHaveTextContent(/^新闻管理$/);
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('applies the iconName and isCommonModule queries', () => {
    renderAt('/commonIcon/list?iconName=首页', <TitleBar />);
    expect(title()).toHaveTextContent(/^首页-图标列表$/);
  });

  it('turns ICON into 公共ICON on the common icon edit page', () => {
    renderAt('/commonIcon/edit?id=3&isCommonModule=0', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-公共ICON$/);
  });

  it('lets the custom title of the common state override the title', () => {
    setCommonState({ customTitle: '自定义' });
    renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^自定义$/);
    act(() => setCommonState({ customTitle: '' }));
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    act(() => setCommonState({ customTitle: '另一个标题' }));
    expect(title()).toHaveTextContent(/^另一个标题$/);
  });

  it('starts without the custom title a page left behind before a reload', () => {
    setCommonState({ customTitle: '上一页的标题', tableLoading: false });
    resetPageTitle();
    renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    expect(getCommonState()).toMatchObject({ customTitle: '', tableLoading: false });
  });

  it('lets a passed title override the title', () => {
    renderAt('/information/newsEdit?id=5', <TitleBar title="传入标题" />);
    expect(title()).toHaveTextContent(/^传入标题$/);
  });

  it('renders nothing on an unknown route', () => {
    renderAt('/nowhere', <TitleBar />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('NavigationGuard', () => {
  it('keeps the list page when the same path is requested without pageNum', async () => {
    const router = renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/newsManage'));
    expect(router.state.location.pathname).toBe('/information/newsManage');
    expect(router.state.location.search).toBe('?pageNum=3');
    // The blocker is reset, so the next navigation is not stuck.
    await act(() => router.navigate('/information/newsManage?pageNum=1'));
    expect(router.state.location.search).toBe('?pageNum=1');
  });

  it('lets a navigation with pageNum proceed', async () => {
    const router = renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/newsManage?pageNum=1'));
    expect(router.state.location.search).toBe('?pageNum=1');
  });

  it('lets a navigation to another path proceed', async () => {
    const router = renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/policy'));
    expect(router.state.location.pathname).toBe('/information/policy');
    expect(router.state.location.search).toBe('');
  });

  it('guards the sidebar inside AppLayout', async () => {
    const router = renderAt('/information/newsManage?pageNum=3', <AppLayout><p>列表内容</p></AppLayout>);
    expect(screen.getByText('列表内容')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^新闻管理$/);
    fireEvent.click(menuLink('新闻管理'));
    await act(async () => undefined);
    expect(router.state.location.search).toBe('?pageNum=3');
    fireEvent.click(menuLink('协会之窗'));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/information/association');
  });
});

describe('MessageHost', () => {
  afterEach(() => {
    act(() => closeMessage());
  });

  it('shows a message in Chinese', () => {
    renderAt('/system/welcome', <MessageHost />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      showMessage('error', 'http.timeout');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('网络超时，请重新尝试！');
  });

  it('replaces the previous message with a new one', () => {
    renderAt('/system/welcome', <MessageHost />);
    act(() => {
      showMessage('error', 'http.timeout');
    });
    act(() => {
      showMessage('success', 'http.downloaded');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('下载成功');
    expect(screen.queryByText('网络超时，请重新尝试！')).not.toBeInTheDocument();
  });

  it("shows react-admin's notifications on the same line", () => {
    const Notifier = () => {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify('http.network', { type: 'warning' })}>
          通知
        </button>
      );
    };
    renderAt(
      '/system/welcome',
      <>
        <Notifier />
        <MessageHost />
      </>,
    );
    act(() => {
      showMessage('error', 'http.timeout');
    });
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('网络错误，请重新尝试！');
  });

  it('closes the message with its close button', () => {
    renderAt('/system/welcome', <MessageHost />);
    act(() => {
      showMessage('info', 'http.timeout');
    });
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('RoutePage', () => {
  const withBoundary = (route: AppRoute) => (
    <ErrorBoundary FallbackComponent={CrashPage}>
      <RoutePage route={route} />
    </ErrorBoundary>
  );

  it('shows the not-available page with the Chinese title for a route that no page or module declares yet', () => {
    const route = findRouteByPath('/questionnaire/design')!;
    expect(route.page).toBeUndefined();
    renderAt('/questionnaire/design', withBoundary(route));
    expect(screen.getByText('该页面尚未开放')).toBeInTheDocument();
    expect(screen.getByText(/问卷设计/)).toBeInTheDocument();
  });

  it('shows the page once loaded', async () => {
    const route: AppRoute = {
      path: '/demo',
      name: 'demo',
      meta: { title: 'page.welcome' },
      page: () => Promise.resolve({ default: () => <p>页面内容</p> }),
    };
    renderAt('/demo', withBoundary(route));
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
  });

  it("shows '页面加载失败' when the page loader rejects", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const route: AppRoute = {
        path: '/broken',
        name: 'broken',
        meta: { title: 'page.welcome' },
        page: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      };
      renderAt('/broken', withBoundary(route));
      expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
      expect(screen.getByText('页面资源加载失败或超时，请检查网络后重试。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('follows the redirect of a section, keeping the query', async () => {
    const route = findRouteByPath('/commonIcon')!;
    const router = renderAt('/commonIcon?iconName=a', withBoundary(route));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/commonIcon/commonIconManage');
    expect(router.state.location.search).toBe('?iconName=a');
  });
});
