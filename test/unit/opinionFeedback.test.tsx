/**
 * The opinion feedback pages: the list's search read from and written to the address; the detail's two
 * steps (no issuing offered before handling; handling; issuing with a template whose placeholders are
 * filled, after a confirmation); a refusal shown as the server words it; read-only without 'modify'.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, logInAs, ok, refusal, renderAt, says, searchOf, serve, setUpConsole } from './harness';

setUpConsole({ each: () => logInAs({ 55: ALL_UNITS }) });

const feedback = (status: 0 | 1 | 2, extra: Record<string, unknown> = {}) => ({
  id: 7,
  version: 3,
  feedbackNo: 'YJ20261120-0007',
  title: '培训视频无法播放',
  content: '点击播放没有反应',
  contactName: '王建国',
  contactPhone: '13812345601',
  memberUnit: '东方汇通证券股份有限公司',
  attachments: [{ url: '/files/1', title: '截图.png' }],
  submittedAt: '2026-11-20T02:00:00Z',
  status,
  statusName: ['待处理', '待下发', '已下发'][status],
  dealWithStatus: status > 0 ? 1 : 0,
  dealWithResult: status > 0 ? '已修复播放器' : null,
  issuedStatus: status === 2 ? 1 : 0,
  issuedResult: status === 2 ? '您好，已修复' : null,
  steps: status > 0 ? [{ id: 1, kind: 'deal', kindName: '处理', result: '已修复播放器', actorName: '管理员', actedAt: '2026-11-21T02:00:00Z' }] : [],
  ...extra,
});

const TEMPLATES = { list: [{ id: 1, version: 0, name: '通用答复', content: '{提交人}您好，编号{反馈编号}：{处理结果}', updatedAt: '2026-11-20T02:00:00Z' }], total: 1 };

describe('opinion feedback pages', { timeout: 30_000 }, () => {
  it('starts the list from the search in the address and writes a new one there', async () => {
    serve({ 'interactive/idea/queryList': () => ok({ list: [feedback(0)], total: 1 }) });
    const router = await renderAt('/interaction/opinion?title=培训&status=0&submittedStart=2026-11-01&pageNum=1');
    expect(await screen.findByText('培训视频无法播放')).toBeInTheDocument();
    expect(screen.getByText('138****5601')).toBeInTheDocument();
    expect(bodiesOf('interactive/idea/queryList')[0]).toMatchObject({ title: '培训', status: 0, submittedStart: '2026-11-01' });
    fireEvent.change(screen.getByRole('textbox', { name: '提交人' }), { target: { value: '王' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(searchOf(router).get('contactName')).toBe('王'));
    expect(searchOf(router).get('title')).toBe('培训');
    await waitFor(() => expect(bodiesOf('interactive/idea/queryList').at(-1)).toMatchObject({ title: '培训', contactName: '王', status: 0 }));
  });

  it('offers no issuing before handling, and handles', async () => {
    serve({
      'interactive/idea/queryDetails': () => ok(feedback(0)),
      'interactive/idea/updateFeedbackDealWithResult': () => ok(feedback(1)),
    });
    await renderAt('/interaction/opinion/detail?id=7');
    expect(await screen.findByText('点击播放没有反应')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '截图.png' })).toHaveAttribute('href', '/files/1');
    expect(within(screen.getByTestId('feedback-issue')).getByText('请先保存处理结果，再下发')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存处理结果' }));
    expect(await screen.findByText('请输入内容')).toBeInTheDocument();
    expect(bodiesOf('interactive/idea/updateFeedbackDealWithResult')).toEqual([]);
    fireEvent.change(within(screen.getByTestId('deal-form')).getByRole('textbox'), { target: { value: '已修复播放器' } });
    fireEvent.click(screen.getByRole('button', { name: '保存处理结果' }));
    await says('处理成功');
    expect(bodiesOf('interactive/idea/updateFeedbackDealWithResult')).toEqual([{ id: 7, version: 3, dealWithResult: '已修复播放器' }]);
  });

  it('issues with a template whose placeholders are filled, after a confirmation', async () => {
    serve({
      'interactive/idea/queryDetails': () => ok(feedback(1)),
      'interactive/ideaFeedbackMould/queryInfo': () => ok(TEMPLATES),
      'interactive/idea/updateFeedbackIssuedResult': () => ok(feedback(2)),
    });
    await renderAt('/interaction/opinion/detail?id=7');
    const form = await screen.findByTestId('issue-form');
    fireEvent.click(within(form).getByRole('button', { name: '插入模板' }));
    fireEvent.click(await screen.findByText('通用答复'));
    const filled = '王建国您好，编号YJ20261120-0007：已修复播放器';
    await waitFor(() => expect(within(form).getByRole('textbox')).toHaveValue(filled));
    fireEvent.click(within(form).getByRole('button', { name: '下发' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await says('下发成功');
    expect(bodiesOf('interactive/idea/updateFeedbackIssuedResult')).toEqual([{ id: 7, version: 3, issuedResult: filled }]);
  });

  it("shows the server's refusal and keeps the text", async () => {
    serve({
      'interactive/idea/queryDetails': () => ok(feedback(1)),
      'interactive/idea/updateFeedbackIssuedResult': () => refusal('该反馈已下发，不能重复下发'),
    });
    await renderAt('/interaction/opinion/detail?id=7');
    const form = await screen.findByTestId('issue-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '您好' } });
    fireEvent.click(within(form).getByRole('button', { name: '下发' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await says('该反馈已下发，不能重复下发');
    // The confirmation hides the page from assistive technology until its closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('textbox')).toHaveValue('您好');
  });

  it("only shows a feedback to a user without the 'modify' unit", async () => {
    logInAs({ 55: ['list', 'detail'] });
    serve({ 'interactive/idea/queryDetails': () => ok(feedback(1)) });
    await renderAt('/interaction/feedbackDetail?id=7');
    expect(await screen.findByText('您没有处理反馈的权限，仅可查看')).toBeInTheDocument();
    expect(screen.queryByTestId('deal-form')).toBeNull();
    expect(screen.queryByTestId('issue-form')).toBeNull();
    expect(screen.getByText('已修复播放器', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows the member unit's current name, and the name the feedback was sent under once it has been renamed", async () => {
    serve({ 'interactive/idea/queryDetails': () => ok(feedback(0, { memberUnit: '东方汇通证券有限责任公司', memberUnitId: 1, memberUnitAsSent: '东方汇通证券股份有限公司' })) });
    await renderAt('/interaction/feedbackDetail?id=7');
    const submission = await screen.findByTestId('feedback-submission');
    expect(submission).toHaveTextContent('东方汇通证券有限责任公司（提交时：东方汇通证券股份有限公司）');
  });
});
