/**
 * Modules sharing a list route as tabs (`tab`): /dataChart/memberFeesManage
 * shows 会员信息 | 会员债券承销, each its own list; the tab lives in `?tab=`,
 * so a reload or link keeps it, and a page above 1 does not block the switch.
 * Declarations sharing a route without tabs are refused.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resources } from '../../resources';
import { checkListRoutes, listLocation, tabsOf } from '../../resources/framework/tabs';
import graphsMember from '../../resources/dataChart/graphsMember';
import graphsMemBond from '../../resources/dataChart/graphsMemBond';
import news from '../../resources/information/news';
import { ALL_UNITS, callOf, calls, logInAs, renderAt, serveDeclared, setUpConsole } from './harness';

const member = (id: number) => ({ id, version: 0, unitName: `会员单位${id}`, memberKind: 1, region: '上海', totalAssets: 100 - id });
const bond = (id: number) => ({ id, version: 0, unitName: `承销商${id}`, year: 2026, underwritingAmount: 1000 - id, underwritingCount: 50, marketShare: 2.5, rank: id });
const twelve = <T,>(make: (id: number) => T) => Array.from({ length: 12 }, (_unused, index) => make(index + 1));

setUpConsole({
  each: () => {
    logInAs({ 64: ALL_UNITS });
    serveDeclared('graphsMember', twelve(member));
    serveDeclared('graphsMemBond', twelve(bond));
  },
});

/** The tab modules whose list was asked for, in order. */
const listedResources = () => {
  const lists: Record<string, string> = { [callOf('graphsMember', 'list')]: 'graphsMember', [callOf('graphsMemBond', 'list')]: 'graphsMemBond' };
  return calls().flatMap((call) => (lists[call.path] ? [lists[call.path]] : []));
};

describe('the member information tabs (menu 64)', { timeout: 20_000 }, () => {
  it('are the two modules of the route, members first', () => {
    expect(tabsOf(graphsMemBond, resources).map((resource) => resource.tab?.label)).toEqual(['会员信息', '会员债券承销']);
    expect(listLocation(graphsMemBond)).toBe('/dataChart/memberFeesManage?tab=bond');
    expect(tabsOf(news, resources)).toEqual([]);
    expect(listLocation(news)).toBe('/information/newsManage');
  });

  it('show the member list without a tab in the URL', async () => {
    await renderAt('/dataChart/memberFeesManage');
    expect(await screen.findByText('会员单位1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '会员信息' })).toHaveAttribute('aria-selected', 'true');
    expect(listedResources()).toEqual(['graphsMember']);
  });

  it('open the bond tab from ?tab=bond, with its own columns, search and pages', async () => {
    await renderAt('/dataChart/memberFeesManage?tab=bond');
    expect(await screen.findByText('承销商1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '会员债券承销' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('债券承销金额（亿元）')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '会员单位' })).toBeInTheDocument();
    expect(screen.getByText('共 12 条记录')).toBeInTheDocument();
    expect(listedResources()).toEqual(['graphsMemBond']);
    // Read-only, no delete of its own: no 新增, 编辑 or 删除.
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('write the chosen tab into the URL, even from a page above 1', async () => {
    const router = await renderAt('/dataChart/memberFeesManage?pageNum=2');
    expect(await screen.findByText('会员单位11')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '会员债券承销' }));
    expect(await screen.findByText('承销商1')).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('bond');
    expect(params.get('pageNum')).toBe('1');
    fireEvent.click(screen.getByRole('tab', { name: '会员信息' }));
    expect(await screen.findByText('会员单位1')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('member'));
    expect(listedResources()).toContain('graphsMemBond');
  });
});

describe('checkListRoutes', () => {
  it('accepts the declared modules', () => {
    expect(() => checkListRoutes(resources)).not.toThrow();
  });

  it('refuses a shared list route without tabs, and repeated tab keys', () => {
    const { tab: _tab, ...untabbed } = graphsMemBond;
    expect(() => checkListRoutes([graphsMember, untabbed])).toThrow(/every module on it needs a tab/);
    expect(() => checkListRoutes([graphsMember, { ...graphsMemBond, tab: { key: 'member', label: '重复' } }])).toThrow(/two tabs have the key "member"/);
  });
});
