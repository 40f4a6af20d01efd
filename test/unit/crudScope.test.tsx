/**
 * Scoped modules (ResourceScope) and filtered references in the generic
 * pages: the problem categories shared by the FAQ (?type=1) and by questions
 * and feedback (?type=2), and the membership services with an edit page of
 * their own (membershipEdit).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { scopedEditPath, scopedListPath, scopeValueAt } from '../../resources/framework';
import problemType from '../../resources/interaction/problemType';
import problem from '../../resources/interaction/problem';
import membership from '../../resources/memberService/membership';
import { resourcePageFor } from '../../src/crud/registry';
import { findRouteByPath } from '../../src/routes/routeTable';
import { resolveActiveMenu } from '../../src/routes/navigationRules';
import { ALL_UNITS, bodiesOf, callOf, logInAs, renderAt, serveDeclared, setUpConsole } from './harness';

const CATEGORIES: RaRecord[] = [
  { id: 1, version: 0, name: '入会与会籍', type: 1, orderSeq: 1, status: 1 },
  { id: 2, version: 0, name: '会费缴纳', type: 1, orderSeq: 2, status: 1 },
  { id: 6, version: 0, name: '业务咨询', type: 2, orderSeq: 6, status: 1 },
];

const ANNOUNCEMENTS: RaRecord[] = [
  { id: 11, version: 0, title: '关于缴纳2027年度会费的通知', serviceType: 1, membershipTypeId: 2, membershipTypeIdLabel: '会费缴纳', releaseTime: '2026-11-20T02:00:00.000Z' },
  { id: 19, version: 0, title: '会长单位会籍服务说明', serviceType: 2, membershipTypeId: 4, membershipTypeIdLabel: '会籍变更', releaseTime: '2026-11-04T02:00:00.000Z' },
];

setUpConsole({
  each: () => {
    logInAs({ 13: ALL_UNITS, 14: ALL_UNITS, 51: ALL_UNITS });
    serveDeclared('problemType', CATEGORIES);
    serveDeclared('membershipType', []);
    serveDeclared('membership', ANNOUNCEMENTS);
    serveDeclared('memberFeeStandard', []);
    serveDeclared('problem', []);
  },
});

/** What the category calls sent, newest last. */
const categoryLists = () => bodiesOf(callOf('problemType', 'list'));

describe('scope paths', () => {
  it('reads the part from the query or from a value’s own edit page', () => {
    expect(scopeValueAt(problemType, '/interaction/questionClassification', '?type=1&pageNum=2')).toBe(1);
    expect(scopeValueAt(problemType, '/interaction/questionClassification', '?type=7')).toBeUndefined();
    expect(scopeValueAt(problemType, '/interaction/questionClassification', '')).toBeUndefined();
    expect(scopeValueAt(membership, '/memberService/membershipEdit', '?id=3')).toBe(2);
    expect(scopeValueAt(membership, '/memberService/memberFeesEdit', '?serviceType=2')).toBeUndefined();
    expect(scopeValueAt(problem, '/interaction/question', '?type=1')).toBeUndefined();
  });

  it('keeps the part on the list, create and edit paths', () => {
    expect(scopedListPath(problemType, 2)).toBe('/interaction/questionClassification?type=2');
    expect(scopedListPath(problemType)).toBe('/interaction/questionClassification');
    expect(scopedEditPath(problemType, { value: 1 })).toBe('/interaction/questionClassificationEdit?type=1');
    expect(scopedEditPath(problemType, { id: 6, recordValue: 2, value: 2 })).toBe('/interaction/questionClassificationEdit?id=6&type=2');
    expect(scopedEditPath(membership, { id: 19, recordValue: 2 })).toBe('/memberService/membershipEdit?id=19');
    expect(scopedEditPath(membership, { id: 11, recordValue: 1 })).toBe('/memberService/memberFeesEdit?id=11');
    expect(scopedListPath(membership, 2)).toBe('/memberService/memberFeesManage');
  });

  it('shows the generic edit page on a value’s own edit route', () => {
    expect(resourcePageFor('/memberService/membershipEdit')).toEqual({ resource: membership, kind: 'edit' });
    expect(resourcePageFor('/memberService/memberFeesEdit')).toEqual({ resource: membership, kind: 'edit' });
  });

  it('highlights the FAQ in the sidebar on the shared pages with type 1, questions and feedback otherwise', () => {
    for (const path of ['/interaction/questionClassification', '/interaction/questionClassificationEdit']) {
      expect(resolveActiveMenu(findRouteByPath(path), path, '?type=1')).toBe('/interaction/question');
      expect(resolveActiveMenu(findRouteByPath(path), path, '?id=6&type=2')).toBe('/interaction/questionAndFeedback');
    }
    expect(problem.links?.[0].to).toBe('/interaction/questionClassification?type=1');
  });
});

describe('list of a part', () => {
  it('asks only for the part, without its column and search input', async () => {
    await renderAt('/interaction/questionClassification?type=1');
    expect(await screen.findByText('会费缴纳')).toBeInTheDocument();
    expect(screen.queryByText('业务咨询')).not.toBeInTheDocument();
    expect(categoryLists().at(-1)).toMatchObject({ type: 1 });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['分类名称', '排序', '启用', '操作']);
    expect(screen.queryByRole('combobox', { name: '所属模块' })).not.toBeInTheDocument();
    expect(screen.getByText('共 2 条记录')).toBeInTheDocument();
  });

  it('keeps the part on 新增 and 编辑', async () => {
    const router = await renderAt('/interaction/questionClassification?type=2');
    fireEvent.click(within((await screen.findByText('业务咨询')).closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    expect(router.state.location.pathname).toBe('/interaction/questionClassificationEdit');
    expect(router.state.location.search).toBe('?id=6&type=2');
    await router.navigate('/interaction/questionClassification?type=2');
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    expect(router.state.location.pathname).toBe('/interaction/questionClassificationEdit');
    expect(router.state.location.search).toBe('?type=2');
  });

  it('shows every part with its column and search input without the query', async () => {
    await renderAt('/interaction/questionClassification');
    expect(await screen.findByText('业务咨询')).toBeInTheDocument();
    expect(categoryLists().at(-1)).not.toHaveProperty('type');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain('所属模块');
    expect(screen.getByRole('combobox', { name: '所属模块' })).toBeInTheDocument();
  });

  it('opens a record of a part with an edit page of its own there', async () => {
    const router = await renderAt('/memberService/memberFeesManage');
    fireEvent.click(within((await screen.findByText('会长单位会籍服务说明')).closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    expect(router.state.location.pathname).toBe('/memberService/membershipEdit');
    expect(router.state.location.search).toBe('?id=19');
    await router.navigate('/memberService/memberFeesManage');
    fireEvent.click(within((await screen.findByText('关于缴纳2027年度会费的通知')).closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    expect(router.state.location.pathname).toBe('/memberService/memberFeesEdit');
  });
});

describe('form of a part', () => {
  it('creates a category of the part without asking for it, then returns to the part’s list', async () => {
    const router = await renderAt('/interaction/questionClassificationEdit?type=2');
    await userEvent.type(await screen.findByLabelText(/^分类名称/), '账户服务');
    expect(screen.queryByRole('combobox', { name: /^所属模块/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(callOf('problemType', 'create'))).toHaveLength(1));
    expect(bodiesOf(callOf('problemType', 'create'))[0]).toMatchObject({ name: '账户服务', type: 2, orderSeq: 1, status: 1 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/interaction/questionClassification'));
    expect(router.state.location.search).toBe('?type=2');
  });

  it('asks for the part where none is given', async () => {
    await renderAt('/interaction/questionClassificationEdit');
    expect(await screen.findByRole('combobox', { name: /^所属模块/ })).toBeInTheDocument();
  });

  it('edits a record of the part and goes back to the part with 取消', async () => {
    const router = await renderAt('/interaction/questionClassificationEdit?id=6&type=2');
    expect(await screen.findByDisplayValue('业务咨询')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^所属模块/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=2'));
    expect(router.state.location.pathname).toBe('/interaction/questionClassification');
  });

  it('fixes the part on its own edit page', async () => {
    await renderAt('/memberService/membershipEdit');
    expect(await screen.findByLabelText(/^标题/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^栏目/ })).not.toBeInTheDocument();
    await renderAt('/memberService/memberFeesEdit');
    expect(await screen.findByRole('combobox', { name: /^栏目/ })).toBeInTheDocument();
  });
});

describe('filtered reference', () => {
  it('offers the FAQ only the FAQ categories', async () => {
    await renderAt('/interaction/questionEdit');
    await screen.findByRole('combobox', { name: /^问题分类/ });
    await waitFor(() => expect(categoryLists()).toContainEqual(expect.objectContaining({ type: 1 })));
  });

  it('filters the search select of a filtered reference too', async () => {
    await renderAt('/interaction/question');
    await screen.findByText('暂无数据');
    await waitFor(() => expect(categoryLists()).toContainEqual(expect.objectContaining({ type: 1 })));
  });
});
