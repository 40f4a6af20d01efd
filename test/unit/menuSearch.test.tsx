/**
 * The menu search of issue 26: pinyin keys of titles (pinyin-pro), which
 * pages it offers a user and in which order it ranks them, and the dialog:
 * Ctrl+K opens it, "xw" and Enter open 新闻管理.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pinyinIndex, pinyinKeysOf } from '../../src/layout/search/pinyinKeys';
import { buildSearchEntries } from '../../src/layout/search/searchEntries';
import { matchRank, searchEntries, type SearchEntry } from '../../src/layout/search/searchRules';
import { isSearchShortcut } from '../../src/layout/search/useMenuSearch';
import { SideMenu } from '../../src/layout/SideMenu';
import { asyncRoutes, findRouteByPath, HOME_PATH } from '../../src/routes/routeTable';
import { translate } from '../../src/i18n';
import { menuIdsOf } from '../../dataProvider/session';
import { resources } from '../../resources';
import { menuTree } from '../../resources/menus';
import { everyMenu, logInAs, menuListOf, pathOf, renderAt, setUpConsole, type Grants } from './harness';

setUpConsole({ each: () => logInAs(everyMenu()) });

const entriesFor = (grants: Grants) => buildSearchEntries({ routes: asyncRoutes, granted: menuIdsOf(menuListOf(grants)), resources, homePath: HOME_PATH, translate, findRoute: findRouteByPath });

const titles = (entries: SearchEntry[]) => entries.map((entry) => entry.title);

/** The editor's grants: the information and interaction sections. */
const editorGrants = (): Grants => {
  const sections = menuTree.filter((node) => node.id === 48 || node.id === 12);
  return Object.fromEntries(sections.flatMap((node) => [node, ...(node.children ?? [])]).map((node) => [node.id, undefined]));
};

describe('pinyin keys', () => {
  it('gives the initials and the whole pinyin, lower case', () => {
    expect(pinyinKeysOf('新闻管理')).toEqual({ initials: 'xwgl', full: 'xinwenguanli' });
    expect(pinyinKeysOf('会员服务')).toEqual({ initials: 'hyfw', full: 'huiyuanfuwu' });
  });

  it('keeps letters that are not Chinese as they are', () => {
    expect(pinyinKeysOf('新闻KPI')).toEqual({ initials: 'xwkpi', full: 'xinwenkpi' });
    expect(pinyinKeysOf('CRM信息披露').initials).toBe('crmxxpl');
  });

  it('reads a character with several readings by its word', () => {
    // 行 is xíng in 发行 and háng in 银行.
    expect(pinyinKeysOf('发行机构').initials).toBe('fxjg');
    expect(pinyinKeysOf('银行').initials).toBe('yh');
  });
});

describe('the pages offered', () => {
  it('lists the home page, every menu entry in menu order and the pages their lists lead to', () => {
    const entries = entriesFor(everyMenu());
    expect(entries[0]).toEqual({ to: HOME_PATH, title: '控制台' });
    expect(entries).toContainEqual({ to: '/information/newsManage', title: '新闻管理', section: '资讯管理', external: false });
    expect(entries).toContainEqual({ to: '/information/newsClassification', title: '新闻分类', section: '资讯管理 / 新闻管理' });
    expect(entries).toContainEqual({ to: '/business/introduceClassification?level=1', title: '产品介绍分类', section: '业务管理 / 产品介绍' });
    // A page the sidebar shows as a single item has no section beside it.
    expect(entries).toContainEqual({ to: '/commonIcon/commonIconManage', title: '公共图标', external: false });
    const news = entries.findIndex((entry) => entry.title === '新闻管理');
    expect(entries[news + 1]?.title).not.toBe('协会之窗'); // its sub-page comes right after it
    expect(new Set(entries.map((entry) => entry.to)).size).toBe(entries.length);
  });

  it('offers the shared problem categories from the FAQ and from the feedback, each with its type', () => {
    const categories = entriesFor(everyMenu()).filter((entry) => entry.title === '问题分类');
    expect(categories.map((entry) => entry.to).sort()).toEqual(['/interaction/questionClassification?type=1', '/interaction/questionClassification?type=2']);
  });

  it('offers a restricted user only the sections the role holds', () => {
    const sections = new Set(entriesFor(editorGrants()).map((entry) => entry.section?.split(' / ')[0]));
    expect([...sections].sort()).toEqual([undefined, '互动管理', '资讯管理'].sort());
    expect(titles(entriesFor(editorGrants()))).not.toContain('系统用户');
  });
});

describe('matching and ranking', () => {
  const pinyinOf = pinyinIndex();

  it('ranks a match at the start of the title, then of the initials, then of the whole pinyin, then inside', () => {
    expect(matchRank('新闻管理', '新闻', pinyinOf('新闻管理'))).toBe(0);
    expect(matchRank('新闻管理', 'xw', pinyinOf('新闻管理'))).toBe(1);
    expect(matchRank('新闻管理', 'xinw', pinyinOf('新闻管理'))).toBe(2);
    expect(matchRank('新闻管理', '管理', pinyinOf('新闻管理'))).toBe(3);
    expect(matchRank('新闻管理', 'gl', pinyinOf('新闻管理'))).toBe(4);
    expect(matchRank('新闻管理', 'guanli', pinyinOf('新闻管理'))).toBe(5);
    expect(matchRank('新闻管理', 'zz', pinyinOf('新闻管理'))).toBeUndefined();
    // Without pinyin (its chunk still loading), Chinese still matches.
    expect(matchRank('新闻管理', '新闻')).toBe(0);
    expect(matchRank('新闻管理', 'xw')).toBeUndefined();
  });

  it('finds 新闻管理 first for "xw", then its sub-page, then 新闻KPI', () => {
    const found = titles(searchEntries(entriesFor(everyMenu()), 'xw', pinyinOf));
    expect(found.slice(0, 3)).toEqual(['新闻管理', '新闻分类', '新闻KPI']);
    expect(found.every((title) => pinyinOf(title).initials.includes('xw') || pinyinOf(title).full.includes('xw'))).toBe(true);
  });

  it('ignores case and spaces, and finds nothing for a query nothing matches', () => {
    const entries = entriesFor(everyMenu());
    expect(titles(searchEntries(entries, ' X W ', pinyinOf))[0]).toBe('新闻管理');
    expect(titles(searchEntries(entries, 'crm', pinyinOf))).toEqual(expect.arrayContaining(['CRM信息披露', 'CRM信息披露分类']));
    expect(searchEntries(entries, 'qqqqq', pinyinOf)).toEqual([]);
    expect(searchEntries(entries, '  ', pinyinOf)).toBe(entries);
  });

  it('opens on Ctrl+K or ⌘K only', () => {
    const key = { key: 'k', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isSearchShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSearchShortcut({ ...key, metaKey: true, key: 'K' })).toBe(true);
    expect(isSearchShortcut(key)).toBe(false);
    expect(isSearchShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
  });
});

describe('the search dialog', { timeout: 20_000 }, () => {
  const SLOW = { timeout: 10_000 };

  it('opens on Ctrl+K; "xw" and Enter open 新闻管理', async () => {
    const router = await renderAt('/system/welcome', { page: <SideMenu /> });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: '搜索页面' }, SLOW);
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'xw');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('新闻管理，位于资讯管理'), SLOW);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/information/newsManage'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the sidebar field; the arrows choose and a query nothing matches says so', async () => {
    const router = await renderAt('/system/welcome', { page: <SideMenu /> });
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    const box = await screen.findByRole('combobox', { name: '搜索页面' }, SLOW);
    await userEvent.type(box, '分类');
    const listbox = screen.getByRole('listbox', { name: '搜索结果' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(5));
    expect(within(listbox).getAllByRole('option')[0]).toHaveAccessibleName('新闻分类，位于资讯管理 / 新闻管理');
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAccessibleName('协会之窗分类，位于资讯管理 / 协会之窗');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pathOf(router)).toBe('/information/newAssociation'));
    // Until the closing transition ends, the page behind stays hidden from assistive technology.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);

    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    const again = await screen.findByRole('combobox', { name: '搜索页面' }, SLOW);
    expect(again).toHaveValue('');
    await userEvent.type(again, 'qqqq');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('没有找到匹配的页面')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pathOf(router)).toBe('/information/newAssociation');
  });
});
