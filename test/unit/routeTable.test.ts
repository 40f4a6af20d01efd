import { describe, it, expect } from 'vitest';
import { asyncRoutes, flattenRoutes, findRouteByName, findRouteByPath, HOME_PATH, LOGIN_PATH } from '../../src/routes/routeTable';
import { pageTitles } from '../../src/i18n/routeTitles';
import { flatMenus, menuTree } from '../../resources/menus';

const all = flattenRoutes(asyncRoutes);
const visible = all.filter((route) => !route.hidden);
const hiddenRoutes = all.filter((route) => route.hidden);
const paths = new Set(all.map((route) => route.path));
const sectionIds = new Set(asyncRoutes.map((route) => route.menuId));

describe('route table', () => {
  it('exports the login and home paths', () => {
    expect(LOGIN_PATH).toBe('/login');
    expect(HOME_PATH).toBe('/system/welcome');
    expect(findRouteByPath(HOME_PATH)?.name).toBe('welcome');
  });

  it('has the 13 sections in the spec order with their menu ids, icons and titles', () => {
    expect(asyncRoutes.map((route) => [route.path, route.menuId])).toEqual([
      ['/portal', 4],
      ['/information', 48],
      ['/memberService', 50],
      ['/business', 8],
      ['/interaction', 12],
      ['/questionnaire', 43],
      ['/ability', 38],
      ['/statistics', 15],
      ['/examine', 52],
      ['/system', 1],
      ['/commonIcon', 56],
      ['/dataChart', 63],
      ['/invest', 57],
    ]);
    for (const section of asyncRoutes) {
      expect(section.meta.title).toBe(`menu.${section.menuId}`);
      expect(section.meta.icon).toBe(section.path.slice(1));
      expect(section.children?.length).toBeGreaterThan(0);
    }
  });

  it('makes every section redirect to its first visible child (commonIcon to commonIconManage)', () => {
    for (const section of asyncRoutes) {
      const firstVisible = section.children?.find((child) => !child.hidden)?.path;
      expect(section.redirect).toBe(firstVisible ?? '/commonIcon/commonIconManage');
    }
    expect(findRouteByPath('/commonIcon')?.redirect).toBe('/commonIcon/commonIconManage');
  });

  it('uses absolute paths under the section for every route', () => {
    for (const section of asyncRoutes) {
      for (const route of flattenRoutes(section.children ?? [])) {
        expect(route.path.startsWith(`${section.path}/`), route.path).toBe(true);
      }
    }
  });

  it('uses only menu ids of resources/menus.ts, and every non-section menu id', () => {
    const menuIds = new Set(flatMenus().map((menu) => menu.id));
    for (const route of visible) {
      expect(route.menuId, route.path).toBeDefined();
      expect(menuIds.has(route.menuId as number), route.path).toBe(true);
    }
    const used = new Set(visible.filter((route) => !asyncRoutes.includes(route)).map((route) => route.menuId));
    for (const id of menuIds) {
      if (sectionIds.has(id) && id !== 56) continue;
      if (id === 56) {
        expect(findRouteByPath('/commonIcon')?.menuId).toBe(56);
        continue;
      }
      expect(used.has(id), `menu id ${id}`).toBe(true);
    }
  });

  it('lists visible entries of each section in menu-tree order', () => {
    for (const section of asyncRoutes) {
      const node = menuTree.find((menu) => menu.id === section.menuId);
      const ids = (section.children ?? []).filter((child) => !child.hidden).map((child) => child.menuId);
      const deduped = ids.filter((id, index) => ids.indexOf(id) === index);
      expect(deduped, section.path).toEqual((node?.children ?? []).map((menu) => menu.id));
    }
  });

  it('titles visible entries menu.<id>, except infoLog (menu id 36 shared with introduceKPI)', () => {
    for (const route of visible) {
      if (route.name === 'infoLog') continue;
      expect(route.meta.title, route.path).toBe(`menu.${route.menuId}`);
    }
    expect(findRouteByName('infoLog')).toMatchObject({ path: '/statistics/infoLog', menuId: 36, meta: { title: 'page.infoLog' } });
    expect(findRouteByName('introduceKPI')?.menuId).toBe(36);
  });

  it('has unique names and unique paths', () => {
    const names = all.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(paths.size).toBe(all.length);
  });

  it('gives every hidden route an activeMenu that is a visible route path or common', () => {
    const visiblePaths = new Set(visible.map((route) => route.path));
    for (const route of hiddenRoutes) {
      if (route.name === 'welcome') continue;
      const active = route.meta.activeMenu;
      expect(active === 'common' || visiblePaths.has(active ?? ''), `${route.path} -> ${active}`).toBe(true);
      // The common icon section's landing list is hidden (the section shows as one item) but is no sub-page.
      expect(route.meta.showBackBtn, route.path).toBe(route.name !== 'commonIconManage');
      expect(route.meta.title, route.path).toBe(`page.${route.name}`);
      expect(route.menuId, route.path).toBeUndefined();
    }
    expect(findRouteByName('questionClassification')?.meta.activeMenu).toBe('common');
    expect(findRouteByName('questionClassificationEdit')?.meta.activeMenu).toBe('common');
  });

  it('has the hidden welcome page first in System, without back button', () => {
    const system = asyncRoutes.find((route) => route.path === '/system');
    const welcome = system?.children?.[0];
    expect(welcome).toMatchObject({ path: '/system/welcome', name: 'welcome', hidden: true, meta: { title: 'page.welcome' } });
    expect(welcome?.meta.showBackBtn).toBeUndefined();
    expect(system?.redirect).toBe('/system/userManage');
  });

  it('has a pageTitles entry for every page.* title, and no unused entry', () => {
    const pageKeys = new Set(
      all
        .map((route) => route.meta.title)
        .filter((title) => title.startsWith('page.'))
        .map((title) => title.slice(5)),
    );
    for (const key of pageKeys) expect(pageTitles[key], key).toBeTruthy();
    for (const key of Object.keys(pageTitles)) expect(pageKeys.has(key), key).toBe(true);
    for (const title of all.map((route) => route.meta.title)) {
      expect(/^(menu\.\d+|page\.\w+)$/.test(title), title).toBe(true);
    }
  });

  it('titles the example pages as the title bar expects', () => {
    expect(pageTitles.welcome).toBe('控制台');
    expect(pageTitles.newsEdit).toBe('新增-新闻');
    expect(pageTitles.infoLog).toBe('信息披露查询日志');
    expect(pageTitles[findRouteByPath('/commonIcon/list')!.name]).toContain('模块名称');
    expect(pageTitles[findRouteByPath('/commonIcon/edit')!.name]).toContain('ICON');
  });

  it('points every redirect at an existing route', () => {
    const redirects = all.filter((route) => route.redirect);
    for (const route of redirects) expect(paths.has(route.redirect as string), `${route.path} -> ${route.redirect}`).toBe(true);
    const expected: Record<string, string> = {
      '/statistics/overviewKPI': '/statistics/overviewKPI/module',
      '/questionnaire/issue/sampling': '/questionnaire/issue/sampling/infomation',
      '/ability/statistics': '/ability/statistics/questionBank/module',
      '/ability/assess': '/ability/assess/stuff',
      '/commonIcon': '/commonIcon/commonIconManage',
    };
    for (const [from, to] of Object.entries(expected)) expect(findRouteByPath(from)?.redirect, from).toBe(to);
  });

  it('has the Issue route at /questionnaire/issue', () => {
    expect(findRouteByName('Issue')?.path).toBe('/questionnaire/issue');
    expect(findRouteByPath('/questionnaire/issue')?.name).toBe('Issue');
  });

  it('contains the spec pages including the older ones', () => {
    for (const path of [
      '/system/roleManage/edit',
      '/business/qualificationHistory',
      '/business/qualificationHistoryt',
      '/interaction/feedbackDetail',
      '/interaction/opinion/detail',
      '/interaction/opinion/template',
      '/questionnaire/issue/sampling/accurate',
      '/questionnaire/issue/sampling/screen',
      '/questionnaire/issue/detail',
      '/ability/assess/group',
      '/ability/barrier/detail',
      '/dataChart/memberFeesManage',
      '/memberService/memberFeesManage',
      '/statistics/overviewKPI/detail',
    ]) {
      expect(findRouteByPath(path), path).toBeDefined();
    }
    expect(findRouteByPath('/system/userManage/?pageNum=2')?.name).toBe('userManage');
  });

  it('flattens depth-first, parents before children', () => {
    const flat = flattenRoutes(asyncRoutes);
    expect(flat[0]).toBe(asyncRoutes[0]);
    const sampling = flat.findIndex((route) => route.name === 'issueSampling');
    expect(flat[sampling + 1].name).toBe('issueSamplingInfomation');
  });
});
