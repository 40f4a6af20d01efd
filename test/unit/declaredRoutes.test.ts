import { describe, expect, it } from 'vitest';
import { defineResource, text } from '../../resources/framework';
import { resources } from '../../resources';
import { mergeDeclaredRoutes } from '../../src/routes/declaredRoutes';
import { asyncRoutes } from '../../src/routes/routeTable';
import { buildSidebar } from '../../src/layout/sidebarItems';

const brandNew = defineResource({
  name: 'pressRelease',
  title: '新闻发布会',
  menuId: 9,
  routes: { list: '/information/pressRelease', edit: '/information/pressReleaseEdit' },
  api: 'business/pressRelease',
  fields: { title: text('标题', { required: true, column: true }) },
});

describe('declared modules in the route table', () => {
  it('leaves the table alone for modules the spec table already lists', () => {
    expect(mergeDeclaredRoutes(asyncRoutes, resources)).toEqual(asyncRoutes);
  });

  it("adds a new module's list entry to the section of its menu and its edit page as a hidden page", () => {
    const merged = mergeDeclaredRoutes(asyncRoutes, [brandNew]);
    const information = merged.find((section) => section.path === '/information')!;
    const list = information.children!.find((route) => route.path === '/information/pressRelease')!;
    const edit = information.children!.find((route) => route.path === '/information/pressReleaseEdit')!;
    expect(list).toMatchObject({ menuId: 9, meta: { title: '新闻发布会' } });
    expect(list.hidden).toBeUndefined();
    expect(edit).toMatchObject({ hidden: true, meta: { title: '新增-新闻发布会', showBackBtn: true, activeMenu: '/information/pressRelease' } });
  });

  it('shows the new entry in the sidebar only to users holding its menu id', () => {
    const merged = mergeDeclaredRoutes(asyncRoutes, [brandNew]);
    const withMenu = buildSidebar(merged, new Set([48, 9]));
    expect(withMenu[0].children?.map((child) => child.to)).toContain('/information/pressRelease');
    const withoutMenu = buildSidebar(merged, new Set([48, 23, 49]));
    expect(withoutMenu[0].children?.map((child) => child.to) ?? [withoutMenu[0].to]).not.toContain('/information/pressRelease');
  });
});
