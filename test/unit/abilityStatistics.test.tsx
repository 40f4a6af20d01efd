/**
 * 能力统计 in the console: a ranking asks its call with the address's filters and the table's sort, links a
 * row to its detail with the shared filters, writes a new search to the address (a reversed range is stopped
 * with the server's message), and shows verdicts and empty figures in words.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, forgetCalls, logInAs, ok, pickDay, renderAt, searchOf, serve, setUpConsole } from './harness';

const STUDY = 'ability/abilityStatistics/queryStudyStatisticsList';
const PEOPLE = 'ability/abilityStatistics/queryJoinEvaluationUserDetailList';
const TYPES = [
  { id: 1, name: '经纪业务' },
  { id: 6, name: '反洗钱' },
];

setUpConsole({ each: () => logInAs({ 42: ALL_UNITS }) });

describe('the study ranking', () => {
  it('asks with the address’s range and links a learner to their records with it', async () => {
    serve({
      [STUDY]: ok({
        businessTypes: TYPES,
        list: [
          {
            rank: 1,
            appUserId: 5,
            userName: '王建国',
            institutionName: '东方汇通证券股份有限公司',
            answerCount: 12,
            correctRate: null,
            studyMinutes: 9.5,
            questionsDone: 10,
            completionRate: 29.4,
            lastStudyAt: '2026-11-01 10:00',
          },
        ],
        total: 1,
      }),
    });
    await renderAt('/ability/statistics/study/module?startDate=2026-01-01&endDate=2026-06-30');
    const link = await screen.findByRole('link', { name: '王建国' });
    expect(link.getAttribute('href')).toBe('/ability/study/detail?startDate=2026-01-01&endDate=2026-06-30&appUserId=5');
    expect(bodiesOf(STUDY)[0]).toMatchObject({ startDate: '2026-01-01', endDate: '2026-06-30', pageNum: 1, pageSize: 10, sortField: 'rank', sortOrder: 'asc' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '学习' }).getAttribute('aria-selected')).toBe('true');
  });

  it('writes the business type to the address and asks again; stops a reversed range', async () => {
    serve({ [STUDY]: ok({ businessTypes: TYPES, list: [], total: 0 }) });
    const router = await renderAt('/ability/statistics/study/module?startDate=2026-05-01&endDate=2026-05-31');
    const search = await screen.findByRole('search');
    await within(search).findByRole('option', { name: '反洗钱' });
    fireEvent.change(within(search).getByRole('combobox', { name: '业务类型' }), { target: { value: '1' } });
    forgetCalls();
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(searchOf(router).get('businessTypeId')).toBe('6'));
    await waitFor(() => expect(bodiesOf(STUDY).at(-1)).toMatchObject({ businessTypeId: '6', pageNum: 1, startDate: '2026-05-01' }));
    forgetCalls();
    // Picked in the calendar, which opens on May 2026 (the boxes' month).
    await pickDay(within(search).getByLabelText('结束日期'), 1);
    await pickDay(within(search).getByLabelText('开始日期'), 2);
    expect(within(search).getByLabelText('开始日期')).toHaveValue('2026-05-02');
    fireEvent.click(within(search).getByRole('button', { name: '搜索' }));
    expect(await within(search).findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(searchOf(router).get('startDate')).toBe('2026-05-01');
    expect(bodiesOf(STUDY)).toEqual([]);
  });
});

describe('the people of an assessment', () => {
  it('names the assessment above its people and their verdicts in words', async () => {
    serve({
      [PEOPLE]: ok({
        assessment: { id: 3, title: '反洗钱专项团队考核', questionCount: 10 },
        list: [
          { appUserId: 5, userName: '王建国', institutionName: '东方汇通证券股份有限公司', score: 80, correctCount: 8, questionCount: 10, passed: true, seconds: 600, submittedAt: '2026-10-01 09:00' },
          { appUserId: 7, userName: '张伟', institutionName: '东方汇通证券股份有限公司', score: 40, correctCount: 4, questionCount: 10, passed: false, seconds: 500, submittedAt: '2026-10-02 09:00' },
        ],
        total: 2,
      }),
    });
    await renderAt('/ability/assess/stuff?assessmentId=3');
    expect(await screen.findByText('考核：反洗钱专项团队考核（10题）')).toBeInTheDocument();
    expect((await screen.findByRole('link', { name: '张伟' })).getAttribute('href')).toBe('/ability/assess/detail?assessmentId=3&appUserId=7');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[5].textContent)).toEqual(['通过', '未通过']);
    expect(bodiesOf(PEOPLE)[0]).toMatchObject({ assessmentId: '3', sortField: 'score', sortOrder: 'desc' });
  });

  it('asks for an assessment when the address names none, and leads to the ranking where one is chosen', async () => {
    await renderAt('/ability/assess/stuff');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('请从团队考核排名中选择一项考核');
    expect(within(status).getByRole('link', { name: '前往团队考核排名' }).getAttribute('href')).toBe('/ability/statistics/assess/module');
  });

  it('asks for a learner on the study records opened without one, and leads to the study ranking', async () => {
    await renderAt('/ability/study/detail');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('请从排名中选择一位用户');
    expect(within(status).getByRole('link', { name: '前往学习排名' }).getAttribute('href')).toBe('/ability/statistics/study/module');
  });
});
