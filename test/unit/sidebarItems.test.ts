import { describe, it, expect } from 'vitest';
import { buildSidebar, sectionOf, type SidebarItem } from '../../src/layout/sidebarItems';
import { asyncRoutes, flattenRoutes } from '../../src/routes/routeTable';
import type { AppRoute } from '../../src/routes/types';
import { translate } from '../../src/i18n';
import { allMenuIds, EDITOR_SECTION_IDS, flatMenus } from '../../resources/menus';

const allIds = new Set(allMenuIds());
const titles = (items: SidebarItem[]) => items.map((item) => translate(item.title));
const everyItem = (items: SidebarItem[]): SidebarItem[] => items.flatMap((item) => [item, ...everyItem(item.children ?? [])]);

/** The editor's menu ids: the Information and Interaction sections and their children. */
const editorIds = new Set(
  flatMenus()
    .filter((menu) => EDITOR_SECTION_IDS.includes(menu.id) || EDITOR_SECTION_IDS.includes(menu.parentId ?? -1))
    .map((menu) => menu.id),
);

describe('buildSidebar', () => {
  it('shows the 13 sections in the spec order for a user with every menu id', () => {
    const items = buildSidebar(asyncRoutes, allIds);
    expect(items).toHaveLength(13);
    expect(titles(items)).toEqual(['门户管理', '资讯管理', '会员服务', '业务管理', '互动管理', '问卷管理', '能力建设', '统计管理', '审核管理', '系统管理', '公共图标', '数据图表', '投教专区']);
    expect(items.map((item) => item.key)).toEqual(asyncRoutes.map((route) => route.path));
  });

  it('lists the children of a section with Chinese titles', () => {
    const items = buildSidebar(asyncRoutes, allIds);
    const portal = items[0];
    expect(titles(portal.children ?? [])).toEqual(['轮播图管理', '开屏图片', '图标管理', '滚动栏管理', '主题皮肤']);
    expect(portal.children?.map((child) => child.to)).toEqual(['/portal/carouselManage', '/portal/openScreenManage', '/portal/iconManage', '/portal/scrollBarManage', '/portal/skinManage']);
    const information = items[1];
    expect(titles(information.children ?? [])).toEqual(['新闻管理', '协会之窗', '市场资讯']);
    expect(sectionOf(items, '/information/newsManage')).toBe('/information');
  });

  it("shows exactly 资讯管理 and 互动管理 for the editor's menu ids", () => {
    expect([...editorIds].sort((a, b) => a - b)).toEqual([9, 12, 13, 14, 23, 48, 49, 55]);
    const items = buildSidebar(asyncRoutes, editorIds);
    expect(titles(items)).toEqual(['资讯管理', '互动管理']);
    expect(titles(items[1].children ?? [])).toEqual(['常见问题', '问题与反馈', '意见反馈']);
  });

  it('shows nothing without menu ids', () => {
    expect(buildSidebar(asyncRoutes, new Set())).toEqual([]);
  });

  it('never shows hidden routes', () => {
    const hiddenPaths = new Set(
      flattenRoutes(asyncRoutes)
        .filter((route) => route.hidden)
        .map((route) => route.path),
    );
    const shown = everyItem(buildSidebar(asyncRoutes, allIds))
      .filter((item) => item.children === undefined)
      .map((item) => item.to);
    // The common-icon section is the only entry landing on a hidden page (its redirect).
    expect(shown.filter((to) => to && hiddenPaths.has(to))).toEqual(['/commonIcon/commonIconManage']);
    expect(shown).not.toContain('/system/welcome');
    expect(shown).not.toContain('/information/newsEdit');
    const system = buildSidebar(asyncRoutes, allIds).find((item) => item.key === '/system');
    expect(titles(system?.children ?? [])).toEqual(['系统用户', '角色权限', '用户管理', '分享配置', '版本发布', '数据字典', '操作日志']);
  });

  it('turns a section with one granted child into a single item pointing at that child', () => {
    const items = buildSidebar(asyncRoutes, new Set([48, 23]));
    expect(items).toHaveLength(1);
    expect(items[0].children).toBeUndefined();
    expect(items[0].to).toBe('/information/association');
    expect(translate(items[0].title)).toBe('协会之窗');
    expect(items[0].key).toBe('/information');
    expect(items[0].icon).toBe('information');
  });

  it('does not show a section whose granted children are none', () => {
    expect(buildSidebar(asyncRoutes, new Set([48]))).toEqual([]);
  });

  it('shows the common-icon section (only hidden children) as a single item pointing at its redirect', () => {
    const items = buildSidebar(asyncRoutes, new Set([56]));
    expect(items).toHaveLength(1);
    expect(items[0].children).toBeUndefined();
    expect(translate(items[0].title)).toBe('公共图标');
    expect(items[0].to).toBe('/commonIcon/commonIconManage');
    expect(items[0].external).toBe(false);
  });

  it('always shows a route without menuId', () => {
    const free: AppRoute = { path: '/help', name: 'help', meta: { title: 'layout.back' } };
    const section: AppRoute = {
      path: '/tools',
      name: 'tools',
      meta: { title: 'tools' },
      children: [
        { path: '/tools/a', name: 'a', meta: { title: 'a' } },
        { path: '/tools/b', name: 'b', menuId: 999, meta: { title: 'b' } },
      ],
    };
    const items = buildSidebar([free, section], new Set());
    expect(items.map((item) => item.to)).toEqual(['/help', '/tools/a']);
    expect(translate(items[0].title)).toBe('返回');
  });

  it('marks an external link as external', () => {
    const external: AppRoute = { path: 'https://example.org', name: 'external', meta: { title: 'external' } };
    const inside: AppRoute = { path: '/inside', name: 'inside', meta: { title: 'inside' } };
    const items = buildSidebar([external, inside], new Set());
    expect(items[0]).toMatchObject({ to: 'https://example.org', external: true });
    expect(items[1]).toMatchObject({ to: '/inside', external: false });
    const nested = buildSidebar([{ path: '/links', name: 'links', meta: { title: 'links' }, children: [external, inside] }], new Set());
    expect(nested[0].children?.[0]).toMatchObject({ to: 'https://example.org', external: true });
  });
});
