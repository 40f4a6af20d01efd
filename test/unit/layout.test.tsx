/**
 * The layout's pieces (the sidebar, the title bar, the navigation guard, the
 * message line) and RoutePage, each rendered inside the console's providers.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { useBlocker } from 'react-router-dom';
import { SideMenu } from '../../src/layout/SideMenu';
import { TitleBar } from '../../src/layout/TitleBar';
import { NavigationGuard } from '../../src/layout/NavigationGuard';
import { AppLayout } from '../../src/layout/AppLayout';
import { RoutePage } from '../../src/routes/RoutePage';
import { CrashPage } from '../../src/pages/CrashPage';
import { asyncRoutes, findRouteByPath, flattenRoutes } from '../../src/routes/routeTable';
import type { AppRoute } from '../../src/routes/types';
import { getCommonState, setCommonState } from '../../dataProvider/session';
import { resetPageTitle } from '../../src/layout/usePageTitle';
import { showMessage } from '../../dataProvider/messages';
import { menuTree } from '../../resources/menus';
import { everyMenu, logInAs, renderAt as renderPage, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs(everyMenu()) });

/** `element` inside the console's providers at `entries` (last one current). */
const renderAt = (entries: string | string[], element: ReactNode) => renderPage(entries, { page: element });

const sectionButton = (name: string) => screen.getByRole('button', { name });
const menuLink = (name: string) => screen.getByRole('link', { name });

describe('SideMenu', () => {
  it('shows the granted sections in Chinese', async () => {
    await renderAt('/system/welcome', <SideMenu />);
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('button', { name: '门户管理' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: '投教专区' })).toBeInTheDocument();
    // The common-icon section has only hidden children: a single link to its landing page.
    expect(within(sidebar).getByRole('link', { name: '公共图标' })).toHaveAttribute('href', '/commonIcon/commonIconManage');
  });

  it("shows only the editor's sections", async () => {
    const sections = menuTree.filter((node) => node.id === 48 || node.id === 12);
    logInAs(Object.fromEntries(sections.flatMap((node) => [node, ...(node.children ?? [])]).map((node) => [node.id, undefined])));
    await renderAt('/system/welcome', <SideMenu />);
    expect(
      within(screen.getByTestId('sidebar'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['资讯管理', '互动管理']);
  });

  it('keeps only one submenu open at a time', async () => {
    await renderAt('/system/welcome', <SideMenu />);
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

  it('marks the parent entry of a hidden route as current and opens its section', async () => {
    await renderAt('/information/newsEdit?id=1', <SideMenu />);
    expect(sectionButton('资讯管理')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'false');
    expect(menuLink('新闻管理')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('协会之窗')).not.toHaveAttribute('aria-current');
  });

  it('decides the current entry of a shared page by the type query', async () => {
    await renderAt('/interaction/questionClassification?type=1', <SideMenu />);
    expect(sectionButton('互动管理')).toHaveAttribute('aria-expanded', 'true');
    expect(menuLink('常见问题')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('问题与反馈')).not.toHaveAttribute('aria-current');
  });

  it('marks 问题与反馈 current for another type', async () => {
    await renderAt('/interaction/questionClassification?type=2', <SideMenu />);
    expect(menuLink('问题与反馈')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('常见问题')).not.toHaveAttribute('aria-current');
  });

  it('follows the location when navigating', async () => {
    const router = await renderAt('/information/newsManage', <SideMenu />);
    expect(menuLink('新闻管理')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(menuLink('市场资讯'));
    expect(router.state.location.pathname).toBe('/information/policy');
    expect(menuLink('市场资讯')).toHaveAttribute('aria-current', 'page');
    expect(menuLink('新闻管理')).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/portal/carouselEdit?id=2'));
    expect(sectionButton('门户管理')).toHaveAttribute('aria-expanded', 'true');
    expect(menuLink('轮播图管理')).toHaveAttribute('aria-current', 'page');
  });

  it('does not navigate when clicking the entry for the current location', async () => {
    const router = await renderAt('/information/newsManage', <SideMenu />);
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

    it('reloads the page when clicked while on /questionnaire/design', async () => {
      const router = await renderAt('/questionnaire/design', <SideMenu />);
      const { key } = router.state.location;
      expect(menuLink('问卷设计')).toHaveAttribute('aria-current', 'page');
      fireEvent.click(menuLink('问卷设计'));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(router.state.location.key).toBe(key);
    });

    it('navigates to it normally from elsewhere', async () => {
      const router = await renderAt('/questionnaire/issue', <SideMenu />);
      fireEvent.click(menuLink('问卷设计'));
      expect(reload).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/questionnaire/design');
    });
  });
});

describe('TitleBar', () => {
  const title = () => screen.getByRole('heading', { level: 1 });

  it("shows '编辑-新闻' and a 返回 button with an id", async () => {
    await renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it("shows '新增-新闻' without an id", async () => {
    await renderAt('/information/newsEdit', <TitleBar />);
    expect(title()).toHaveTextContent(/^新增-新闻$/);
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('goes back in history with 返回', async () => {
    const router = await renderAt(['/information/newsManage?pageNum=2', '/information/newsEdit?id=5'], <TitleBar />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/information/newsManage');
    expect(router.state.location.search).toBe('?pageNum=2');
    expect(title()).toHaveTextContent(/^新闻管理$/);
  });

  it('goes to the questionnaire issue list from a backIssue route', async () => {
    const backIssue = flattenRoutes(asyncRoutes).find((route) => route.meta.backIssue);
    expect(backIssue).toBeDefined();
    const router = await renderAt(['/information/newsManage', backIssue!.path], <TitleBar />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(router.state.location.pathname).toBe('/questionnaire/issue');
    expect(title()).toHaveTextContent(/^问卷发布$/);
  });

  it('takes the focus to the next page’s heading when it went with the page left behind, and leaves a focus that stayed', async () => {
    const Stay = () => <button type="button">留在侧栏</button>;
    const router = await renderAt(
      '/information/newsEdit?id=5',
      <>
        <Stay />
        <TitleBar />
      </>,
    );
    // The console's first page keeps the browser's start.
    expect(document.activeElement).toBe(document.body);
    // The saved form's button is gone with its page: the focus is nowhere.
    await act(() => router.navigate('/information/newsManage'));
    expect(title()).toHaveTextContent(/^新闻管理$/);
    expect(document.activeElement).toBe(title());
    // A focus that stayed on screen (the sidebar's entry) is left where it is.
    screen.getByRole('button', { name: '留在侧栏' }).focus();
    await act(() => router.navigate('/information/policy'));
    expect(title()).not.toHaveTextContent(/^新闻管理$/);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '留在侧栏' }));
  });

  it('shows no 返回 button on a visible menu route', async () => {
    await renderAt('/information/newsManage', <TitleBar />);
    expect(title()).toHaveTextContent(/^新闻管理$/);
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('shows no 返回 button on the common icon landing list, opened from the sidebar', async () => {
    await renderAt('/commonIcon/commonIconManage', <TitleBar />);
    expect(title()).toHaveTextContent(/^公共图标管理$/);
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });

  it('applies the iconName and isCommonModule queries', async () => {
    await renderAt('/commonIcon/list?iconName=首页', <TitleBar />);
    expect(title()).toHaveTextContent(/^首页-图标列表$/);
  });

  it('turns ICON into 公共ICON on the common icon edit page', async () => {
    await renderAt('/commonIcon/edit?id=3&isCommonModule=0', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-公共ICON$/);
  });

  it('lets the custom title of the common state override the title', async () => {
    setCommonState({ customTitle: '自定义' });
    await renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^自定义$/);
    act(() => setCommonState({ customTitle: '' }));
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    act(() => setCommonState({ customTitle: '另一个标题' }));
    expect(title()).toHaveTextContent(/^另一个标题$/);
  });

  it('starts without the custom title a page left behind before a reload', async () => {
    setCommonState({ customTitle: '上一页的标题', tableLoading: false });
    resetPageTitle();
    await renderAt('/information/newsEdit?id=5', <TitleBar />);
    expect(title()).toHaveTextContent(/^编辑-新闻$/);
    expect(getCommonState()).toMatchObject({ customTitle: '', tableLoading: false });
  });

  it('lets a passed title override the title', async () => {
    await renderAt('/information/newsEdit?id=5', <TitleBar title="传入标题" />);
    expect(title()).toHaveTextContent(/^传入标题$/);
  });

  it('renders nothing on an unknown route', async () => {
    await renderAt('/nowhere', <TitleBar />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('NavigationGuard', () => {
  it('keeps the list page when the same path is requested without pageNum', async () => {
    const router = await renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/newsManage'));
    expect(router.state.location.pathname).toBe('/information/newsManage');
    expect(router.state.location.search).toBe('?pageNum=3');
    // The blocker is reset, so the next navigation is not stuck.
    await act(() => router.navigate('/information/newsManage?pageNum=1'));
    expect(router.state.location.search).toBe('?pageNum=1');
  });

  it('lets a navigation with pageNum proceed', async () => {
    const router = await renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/newsManage?pageNum=1'));
    expect(router.state.location.search).toBe('?pageNum=1');
  });

  it('holds no blocker beside a form page’s own, so the router has one to heed and nothing to warn of', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const FormBlocker = () => {
        useBlocker(() => false);
        return null;
      };
      const router = await renderAt(
        '/information/newsEdit?id=5',
        <>
          <NavigationGuard />
          <FormBlocker />
        </>,
      );
      await act(() => router.navigate('/information/newsManage'));
      expect(router.state.location.pathname).toBe('/information/newsManage');
      expect(warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('blocker'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('lets a navigation to another path proceed', async () => {
    const router = await renderAt('/information/newsManage?pageNum=3', <NavigationGuard />);
    await act(() => router.navigate('/information/policy'));
    expect(router.state.location.pathname).toBe('/information/policy');
    expect(router.state.location.search).toBe('');
  });

  it('guards the sidebar inside AppLayout', async () => {
    const router = await renderAt(
      '/information/newsManage?pageNum=3',
      <AppLayout>
        <p>列表内容</p>
      </AppLayout>,
    );
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
  it('shows a message in Chinese', async () => {
    await renderAt('/system/welcome', <></>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      showMessage('error', 'http.timeout');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('网络超时，请重新尝试！');
  });

  it('replaces the previous message with a new one', async () => {
    await renderAt('/system/welcome', <></>);
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

  it("shows react-admin's notifications on the same line", async () => {
    const Notifier = () => {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify('http.network', { type: 'warning' })}>
          通知
        </button>
      );
    };
    await renderAt('/system/welcome', <Notifier />);
    act(() => {
      showMessage('error', 'http.timeout');
    });
    fireEvent.click(screen.getByRole('button', { name: '通知' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('网络错误，请重新尝试！');
  });

  it('closes the message with its close button', async () => {
    await renderAt('/system/welcome', <></>);
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

  it('shows the not-available page with the Chinese title for a route that no page or module declares yet', async () => {
    const route: AppRoute = { path: '/later', name: 'later', meta: { title: 'page.welcome' } };
    await renderAt('/later', withBoundary(route));
    expect(screen.getByText('该页面尚未开放')).toBeInTheDocument();
    expect(screen.getByText(/控制台/)).toBeInTheDocument();
  });

  it('shows the page once loaded', async () => {
    const route: AppRoute = {
      path: '/demo',
      name: 'demo',
      meta: { title: 'page.welcome' },
      page: () => Promise.resolve({ default: () => <p>页面内容</p> }),
    };
    await renderAt('/demo', withBoundary(route));
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
      await renderAt('/broken', withBoundary(route));
      expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
      expect(screen.getByText('页面资源加载失败或超时，请检查网络后重试。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('follows the redirect of a section, keeping the query', async () => {
    const route = findRouteByPath('/commonIcon')!;
    const router = await renderAt('/commonIcon?iconName=a', withBoundary(route));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/commonIcon/commonIconManage');
    expect(router.state.location.search).toBe('?iconName=a');
  });
});
