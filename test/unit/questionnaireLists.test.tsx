/** The questionnaire lists: the search (title, status) read from and written to the address beside pageNum; the status chips. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, ALL_UNITS, bodiesOf, logInAs, ok, renderAt, searchOf, serve, setUpConsole } from './harness';

setUpConsole({ config: { questionnaireBase: `${API}questionnaire/` }, each: () => logInAs({ 44: ALL_UNITS, 45: ALL_UNITS }) });

const row = (id: number, title: string, status: number) => ({
  id,
  title,
  status,
  statusName: '',
  description: null,
  startTime: null,
  endTime: null,
  anonymous: false,
  open: false,
  version: 1,
  questionCount: 2,
  sampleSize: status ? 8 : null,
  answerCount: 0,
  updatedAt: '2026-11-20T02:00:00Z',
  publishedAt: null,
});

describe('questionnaire lists', { timeout: 30_000 }, () => {
  it('starts from the filter in the address and writes a new search there', async () => {
    serve({ 'questionnaire/queryList': () => ok({ list: [row(1, '满意度调查', 1), row(2, '合规调查', 0)], total: 2 }) });
    const router = await renderAt('/questionnaire/design?title=满意&status=1&pageNum=1');
    expect(await screen.findByText('满意度调查')).toBeInTheDocument();
    expect(screen.getAllByText('已发布').filter((node) => node.tagName === 'SPAN')).toHaveLength(1);
    expect(screen.getAllByText('草稿').filter((node) => node.tagName === 'SPAN')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('已发布');
    expect(bodiesOf('questionnaire/queryList')[0]).toMatchObject({ pageNum: 1, title: '满意', status: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: '问卷标题' }), { target: { value: '合规' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(searchOf(router).get('title')).toBe('合规'));
    expect(searchOf(router).get('status')).toBe('1');
    await waitFor(() => expect(bodiesOf('questionnaire/queryList').at(-1)).toMatchObject({ title: '合规', status: 1 }));
  });

  it('问卷发布 lists the sampling state with 抽样 and 详情', async () => {
    serve({ 'questionnaire/queryList': () => ok({ list: [row(1, '满意度调查', 1)], total: 1 }) });
    const router = await renderAt('/questionnaire/issue');
    expect(await screen.findByText('已抽取8家')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '详情' }));
    await waitFor(() => expect(searchOf(router).get('id')).toBe('1'));
  });
});
