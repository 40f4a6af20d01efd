/** Precise and random sampling against the fake web-center: picks by hand, select-all of a page and of every match, the draw's request; a share as a number from 0 to 1. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, ALL_UNITS, bodiesOf, logInAs, ok, refusal, renderAt, serve, setUpConsole } from './harness';

setUpConsole({ config: { questionnaireBase: `${API}questionnaire/` }, each: () => logInAs({ 44: ALL_UNITS, 45: ALL_UNITS }) });

const QN = (call: string) => `questionnaire/${call}`;
const QUESTIONNAIRE = { id: 5, title: '合规调查', status: 1, statusName: '已发布', version: 2, questions: [], answerCount: 0, sampleSize: null };
const institution = (id: number) => ({ id, unitName: `机构${id}`, unitTypeLabel: '证券公司', regionLabel: '华东', sizeClassLabel: '大型', recentlySampled: id === 3 });

const serveFrame = () =>
  serve({
    [QN('queryQuestionList')]: () => ok(QUESTIONNAIRE),
    [QN('getAttribute')]: () => ok([{ name: 'unitType', label: '机构类型', values: [{ value: '证券公司', code: 1, count: 30 }] }]),
    [QN('countAllAttribute')]: () => ok({ total: 30, excludedCount: 0, excludedIds: [], eligible: 30 }),
    [QN('queryDrawList')]: () => ok([]),
    [QN('attributeIssue')]: ({ query }) =>
      query.allIds === '1'
        ? ok({ list: [], total: 25, ids: Array.from({ length: 25 }, (_, index) => index + 1) })
        : ok({ list: Array.from({ length: 20 }, (_, index) => institution(index + 1)), total: 25 }),
  });

describe('precise and random sampling', { timeout: 30_000 }, () => {
  it('picks by hand, selects a page and every match, and draws with the picks', async () => {
    serveFrame();
    serve({ [QN('preciseAttribute')]: () => refusal('以下机构近期已被抽样，已排除在本次抽样之外：3') });
    await renderAt('/questionnaire/issue/sampling/accurate?id=5');
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择机构2' }));
    expect(screen.getByText('已选择1家机构')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部机构' }));
    expect(screen.getByText('已选择20家机构')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '选择全部25家符合条件的机构' }));
    expect(await screen.findByText('已选择25家机构')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '以所选机构为样本' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(QN('preciseAttribute'))).toHaveLength(1));
    const [body] = bodiesOf(QN('preciseAttribute'));
    expect([...body.institutionIds].sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(body).toMatchObject({ id: 5, excludeDays: 0, publish: false });
    expect(await screen.findByText('以下机构近期已被抽样，已排除在本次抽样之外：3')).toBeInTheDocument();
  });

  it('draws at random by a share', async () => {
    serveFrame();
    serve({ [QN('randomAttribute')]: () => refusal('抽样比例必须大于0且不超过1') });
    await renderAt('/questionnaire/issue/sampling/screen?id=5');
    fireEvent.click(await screen.findByRole('radio', { name: '按比例' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: '抽取比例（%）' }), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: '抽取样本' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(QN('randomAttribute'))).toEqual([{ id: 5, method: 'random', share: 0.35, excludeDays: 0, publish: false }]));
    expect(await screen.findByText('抽样比例必须大于0且不超过1')).toBeInTheDocument();
  });
});
