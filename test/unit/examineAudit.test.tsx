/**
 * 机构名称审核 (/examine/mechanismAuditEdit): the names side by side with their differences, the timeline,
 * and the actions the state and the user allow — the submitter sees why they cannot review; a reviewer
 * cannot reject without an opinion, and approves after a confirmation with what they read.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, logInAs, ok, OPERATOR, pathOf, renderAt, says, searchOf, serve, setUpConsole } from './harness';

const CHANGE = {
  id: 7,
  orgCode: '91310000MA1KR4011X',
  memberUnitId: 12,
  batchId: 1,
  orgName: '蓝海资产管理有限公司',
  newOrgName: '蓝海私募基金管理有限公司',
  syncedAt: '2026-11-27T01:00:00.000Z',
  examineStatus: 0,
  examineOpinion: null,
  examinedAt: null,
  examinedByName: null,
  submittedAt: '2026-11-27T01:05:00.000Z',
  submittedByName: '张敏',
  submittedById: 99,
  version: 1,
  memberUnit: { id: 12, name: '蓝海资产管理有限公司', formerNames: [] },
  nodes: [
    { id: 1, action: 'sync', actionName: '同步发现', fromStatus: null, toStatus: 3, actorName: '张敏', actorLogin: 'zhangmin', comment: null, notified: [], at: '2026-11-27T01:00:00.000Z' },
    {
      id: 2,
      action: 'submit',
      actionName: '提交审核',
      fromStatus: 3,
      toStatus: 0,
      actorName: '张敏',
      actorLogin: 'zhangmin',
      comment: null,
      notified: [{ userId: 1, cnName: '管理员', phone: '138****0001' }],
      at: '2026-11-27T01:05:00.000Z',
    },
  ],
};

const serveChange = (change = CHANGE) =>
  serve({
    'org/examine/queryInfo': ok(change),
    'org/examine/queryExamineList': ok({ list: change.nodes, total: change.nodes.length }),
  });

setUpConsole({ each: () => logInAs({ 20: ALL_UNITS, 21: ALL_UNITS }) });

describe('the audit page', () => {
  it('opened without an id, says the change is missing and where to open one from', async () => {
    await renderAt('/examine/mechanismAuditEdit');
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('未指定变更记录：请从审核列表点击“审核”或“查看”进入');
  });

  it('the sync records, before any sync, say how to make the first one', async () => {
    serve({ 'org/examine/queryOrgExamineSyncList': ok({ list: [], total: 0 }) });
    await renderAt('/examine/mechanismRecord');
    expect(await screen.findByText('尚未同步：点击“立即同步”，将会员单位名录与机构来源名录比对')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即同步' })).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('a sync batch opened without an id names the sync record, not a review record', async () => {
    await renderAt('/examine/mechanismRecordEdit');
    expect(await screen.findByTestId('load-failed')).toHaveTextContent('未指定同步记录：请从同步记录列表点击“查看明细”进入');
    expect(screen.queryByText(/审核记录/)).toBeNull();
  });

  it('shows the names side by side with the differences marked, and the timeline', async () => {
    serveChange();
    await renderAt('/examine/mechanismAuditEdit?id=7');
    const compare = await screen.findByRole('region', { name: '名称比对' });
    expect([...compare.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['资产']);
    expect([...compare.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['私募基金']);
    const nodes = await screen.findAllByTestId('examine-node');
    expect(nodes.map((node) => within(node).getAllByText(/：/)[0].textContent)).toEqual(['同步发现：待提交', '提交审核：待提交 → 待审核']);
    expect(nodes[1]).toHaveTextContent('已短信通知：管理员（138****0001）');
    expect(screen.getByTestId('unit-former-names')).toHaveTextContent('无');
  });

  it('tells the submitter they cannot review their own change, and offers no review buttons', async () => {
    serveChange({ ...CHANGE, submittedById: Number(OPERATOR.id) });
    await renderAt('/examine/mechanismAuditEdit?id=7');
    expect(await screen.findByText('您是该变更的提交人，不能审核本人提交的变更，请由其他审核人审核。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    expect(screen.getByRole('button', { name: '撤回' })).toBeInTheDocument();
  });

  it('needs an opinion to reject, and approves after a confirmation', async () => {
    serveChange();
    serve({ 'org/examine/orgExamine': { status: 0, statusText: '审核完成', data: { ...CHANGE, examineStatus: 1 } } });
    await renderAt('/examine/mechanismAuditEdit?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    expect(await screen.findByText('驳回时请填写审核意见')).toBeInTheDocument();
    expect(bodiesOf('org/examine/orgExamine')).toEqual([]);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '名称已核对' } });
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('通过后会员单位“蓝海资产管理有限公司”将更名为“蓝海私募基金管理有限公司”');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await says('审核完成');
    expect(bodiesOf('org/examine/orgExamine')).toEqual([{ id: 7, version: 1, examineStatus: 1, examineOpinion: '名称已核对' }]);
  });

  it('通过并审核下一条 approves, then opens the next change waiting for this reviewer (not their own), or goes back to the list when none is left', async () => {
    serveChange();
    const waiting = (id: number, submittedById: number) => ({ ...CHANGE, id, submittedById });
    serve({
      'org/examine/orgExamine': { status: 0, statusText: '审核完成', data: { ...CHANGE, examineStatus: 1 } },
      'org/examine/queryOrgExamineList': ok({ list: [waiting(7, 99), waiting(8, Number(OPERATOR.id)), waiting(9, 99)], total: 3 }),
    });
    const router = await renderAt('/examine/mechanismAuditEdit?id=7');
    fireEvent.click(await screen.findByRole('button', { name: '通过并审核下一条' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(searchOf(router).get('id')).toBe('9'));
    expect(bodiesOf('org/examine/orgExamine')).toEqual([{ id: 7, version: 1, examineStatus: 1, examineOpinion: '' }]);
    expect(bodiesOf('org/examine/queryOrgExamineList').at(-1)).toMatchObject({ examineStatus: 0 });

    serve({ 'org/examine/queryOrgExamineList': ok({ list: [waiting(8, Number(OPERATOR.id))], total: 1 }), 'org/examine/queryInfo': ok({ ...CHANGE, id: 9 }) });
    fireEvent.click(await screen.findByRole('button', { name: '通过并审核下一条' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await says('没有其他待审核的变更了');
    expect(pathOf(router)).toBe('/examine/mechanismAudit');
  });
});
