/**
 * The bookkeeping of the open-page tabs and the recently visited pages
 * (issue 26, src/layout/visits/visitRules.ts): one tab per page keeping the
 * address it was left at, the home tab first and never closed, and where the
 * console goes when the page shown is closed.
 */
import { describe, expect, it } from 'vitest';
import { openTab, recordRecent, RECENT_LIMIT, type Visit } from '../../src/layout/visits/visitRules';
import { closeAll, closeOthers, closeTab, closeToTheRight } from '../../src/layout/visits/tabClosing';

const HOME = '/system/welcome';
const home: Visit = { path: HOME, address: HOME, title: '控制台' };
const visit = (path: string, query = '', title = path.slice(1)): Visit => ({ path, address: `${path}${query}`, title });
const news = visit('/news');
const policy = visit('/policy');
const faq = visit('/faq');
const users = visit('/users');
const paths = (tabs: Visit[]) => tabs.map((tab) => tab.path);

const opened = (...visits: Visit[]) => visits.reduce<Visit[]>((tabs, next) => openTab(tabs, next, home), []);

describe('opening pages', () => {
  it('puts the home tab first and each new page at the end', () => {
    expect(paths(opened(news))).toEqual([HOME, '/news']);
    expect(paths(opened(news, policy, faq))).toEqual([HOME, '/news', '/policy', '/faq']);
    expect(paths(opened(home, news))).toEqual([HOME, '/news']);
  });

  it('keeps a page in its place with the address and title of its last visit', () => {
    const tabs = opened(news, policy, visit('/news', '?pageNum=2&title=反洗钱', '新闻管理'));
    expect(paths(tabs)).toEqual([HOME, '/news', '/policy']);
    expect(tabs[1]).toEqual({ path: '/news', address: '/news?pageNum=2&title=反洗钱', title: '新闻管理' });
  });

  it('answers the same list when nothing changed, so the store is not written', () => {
    const tabs = opened(news, policy);
    expect(openTab(tabs, policy, home)).toBe(tabs);
  });
});

describe('closing tabs', () => {
  const tabs = opened(news, policy, faq, users);

  it('closes one tab; closing the page shown goes to the tab on its left', () => {
    expect(closeTab(tabs, '/policy', '/faq', HOME)).toEqual({ tabs: [home, news, faq, users] });
    expect(closeTab(tabs, '/faq', '/faq', HOME)).toEqual({ tabs: [home, news, policy, users], next: '/policy' });
    expect(closeTab(opened(news), '/news', '/news', HOME)).toEqual({ tabs: [home], next: HOME });
  });

  it('never closes the home tab', () => {
    expect(closeTab(tabs, HOME, HOME, HOME)).toEqual({ tabs });
    expect(paths(closeAll(tabs, '/faq', HOME).tabs)).toEqual([HOME]);
    expect(paths(closeOthers(tabs, '/faq', '/faq', HOME).tabs)).toEqual([HOME, '/faq']);
  });

  it('closes the others, going to the tab kept when the page shown was among them', () => {
    expect(closeOthers(tabs, '/policy', '/policy', HOME)).toEqual({ tabs: [home, policy] });
    expect(closeOthers(tabs, '/policy', '/users', HOME)).toEqual({ tabs: [home, policy], next: '/policy' });
    expect(closeOthers(tabs, '/policy', HOME, HOME)).toEqual({ tabs: [home, policy] });
  });

  it('closes the tabs to the right, going to the tab kept when the page shown was among them', () => {
    expect(closeToTheRight(tabs, '/news', '/news', HOME)).toEqual({ tabs: [home, news] });
    expect(closeToTheRight(tabs, '/news', '/faq', HOME)).toEqual({ tabs: [home, news], next: '/news' });
    expect(closeToTheRight(tabs, '/users', '/users', HOME)).toEqual({ tabs });
  });

  it('goes back to the address a kept tab was left at', () => {
    const withPage = opened(news, visit('/news', '?pageNum=2'), policy);
    expect(closeOthers(withPage, '/news', '/policy', HOME).next).toBe('/news?pageNum=2');
  });

  it('closes all but the home tab, going home from another page', () => {
    expect(closeAll(tabs, '/faq', HOME)).toEqual({ tabs: [home], next: HOME });
    expect(closeAll(tabs, HOME, HOME)).toEqual({ tabs: [home] });
  });
});

describe('recently visited pages', () => {
  it('puts the last page first, once, with its last address', () => {
    const recent = [news, policy, faq].reduce<Visit[]>((list, next) => recordRecent(list, next), []);
    expect(paths(recent)).toEqual(['/faq', '/policy', '/news']);
    const again = recordRecent(recent, visit('/news', '?pageNum=3'));
    expect(paths(again)).toEqual(['/news', '/faq', '/policy']);
    expect(again[0].address).toBe('/news?pageNum=3');
    expect(recordRecent(again, again[0])).toBe(again);
  });

  it(`keeps the last ${RECENT_LIMIT}`, () => {
    const recent = Array.from({ length: 14 }, (_, index) => visit(`/page${index}`)).reduce<Visit[]>((list, next) => recordRecent(list, next), []);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0].path).toBe('/page13');
    expect(recent.at(-1)?.path).toBe('/page4');
  });
});
