/**
 * Attribute sampling (issue/sampling/infomation) against the fake web-center: the attributes with their
 * values, the strata populations of the chosen attributes, the allocation table shown before confirming
 * (rows and totals as countAttribute answers them), the draw sent with its seed after a confirmation, the
 * draw's record (seed, method, fingerprint), and 再抽一次（同一种子） comparing the institutions drawn.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, ALL_UNITS, bodiesOf, logInAs, ok, refusal, renderAt, serve, setUpConsole } from './harness';

setUpConsole({ config: { questionnaireBase: `${API}questionnaire/` }, each: () => logInAs({ 44: ALL_UNITS, 45: ALL_UNITS }) });

const QN = (call: string) => `questionnaire/${call}`;

const QUESTIONNAIRE = {
  id: 5,
  title: '合规调查',
  description: null,
  startTime: null,
  endTime: null,
  anonymous: false,
  status: 0,
  statusName: '草稿',
  open: false,
  version: 2,
  questionCount: 3,
  sampleSize: null,
  answerCount: 0,
  updatedAt: '2026-11-20T02:00:00Z',
  publishedAt: null,
  questions: [],
};
const ATTRIBUTES = [
  {
    name: 'unitType',
    label: '机构类型',
    values: [
      { value: '证券公司', code: 1, count: 60 },
      { value: '银行', code: 4, count: 90 },
    ],
  },
  {
    name: 'sizeClass',
    label: '规模类别',
    values: [
      { value: '大型', code: 1, count: 5 },
      { value: '中型', code: 2, count: 45 },
      { value: '小型', code: 3, count: 100 },
    ],
  },
];
const ROWS = [
  { key: '{"sizeClass":"中型"}', name: '中型', population: 45, share: 3, heldAtMinimum: false, allocated: 3 },
  { key: '{"sizeClass":"大型"}', name: '大型', population: 5, share: 0.33, heldAtMinimum: true, allocated: 1 },
  { key: '{"sizeClass":"小型"}', name: '小型', population: 100, share: 6.67, heldAtMinimum: false, allocated: 6 },
];
const draw = (seed: string, selectedIds: number[]) => ({
  id: 40,
  questionnaireId: 5,
  method: 'attribute',
  methodName: '按属性抽样',
  algorithm: 'sfc32-sha256-v1',
  seed,
  frameFingerprint: 'ab'.repeat(32),
  frameSize: 150,
  excludeDays: 0,
  excludedCount: 0,
  eligibleSize: 150,
  parameters: { attributes: ['sizeClass'], sampleSize: 10 },
  sampleSize: 10,
  current: true,
  drawnBy: 'admin',
  drawnAt: '2026-11-27T02:00:00Z',
  strata: ROWS,
  selectedIds,
});
const IDS = [3, 8, 15, 21, 34, 55, 89, 101, 120, 144];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('attribute sampling', { timeout: 30_000 }, () => {
  it('shows strata and the allocation table before confirming, draws with the seed, and a redraw with the same seed gives the same institutions', async () => {
    let drawn: ReturnType<typeof draw> | null = null;
    serve({
      [QN('queryQuestionList')]: () => ok(QUESTIONNAIRE),
      [QN('getAttribute')]: () => ok(ATTRIBUTES),
      [QN('countAllAttribute')]: () => ok({ total: 150, excludedCount: 0, excludedIds: [], eligible: 150 }),
      [QN('queryGroupAttribute')]: () => ok({ attributes: ['sizeClass'], total: 150, groups: ROWS.map(({ key, name, population }) => ({ key, name, population })) }),
      [QN('countAttribute')]: ({ body }) =>
        body.sampleSize === 2
          ? refusal('样本量不能少于分层数（3），每层至少抽取1家')
          : ok({ attributes: ['sizeClass'], sampleSize: 10, frame: { total: 150, excludedCount: 0, excludedIds: [], eligible: 150 }, rows: ROWS }),
      [QN('randomAttribute')]: ({ body }) => ((drawn = draw(String(body.seed), IDS)), ok(drawn)),
      [QN('queryDrawList')]: () => ok(drawn ? [drawn] : []),
    });
    await renderAt('/questionnaire/issue/sampling/infomation?id=5');
    expect(await screen.findByText('抽样框：共150家机构，排除0家近期已抽样，可抽取150家')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^规模类别（大型 5、中型 45、小型 100）/ }));
    const strata = await screen.findByRole('region', { name: '各层总体' });
    await waitFor(() =>
      expect(rowsOf(strata).slice(1)).toEqual([
        ['中型', '45'],
        ['大型', '5'],
        ['小型', '100'],
        ['合计', '150'],
      ]),
    );

    // A refusal of the plan is shown as the server words it.
    fireEvent.change(screen.getByRole('spinbutton', { name: '样本量' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '计算分配' }));
    expect(await screen.findByText('样本量不能少于分层数（3），每层至少抽取1家')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认抽样' })).toBeNull();

    fireEvent.change(screen.getByRole('spinbutton', { name: '样本量' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '计算分配' }));
    const table = await screen.findByTestId('allocation-table');
    expect(rowsOf(table).slice(1)).toEqual([
      ['中型', '45', '3.00', '', '3'],
      ['大型', '5', '0.33', '✓', '1'],
      ['小型', '100', '6.67', '', '6'],
      ['合计', '150', '10.00', '', '10'],
    ]);
    expect(bodiesOf(QN('countAttribute')).at(-1)).toEqual({ id: 5, excludeDays: 0, attributes: ['sizeClass'], sampleSize: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: '随机种子（可选）' }), { target: { value: 'audit-1' } });
    fireEvent.click(screen.getByRole('button', { name: '确认抽样' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定按上表抽取10家机构吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(QN('randomAttribute'))).toEqual([{ id: 5, method: 'attribute', attributes: ['sizeClass'], sampleSize: 10, excludeDays: 0, seed: 'audit-1', publish: false }]));
    const record = await screen.findByRole('region', { name: '抽样记录' });
    await waitFor(() => expect(within(record).getByTestId('draw-seed')).toHaveTextContent('audit-1'));
    expect(within(record).getByTestId('draw-method')).toHaveTextContent('按属性抽样');
    expect(within(record).getByTestId('draw-fingerprint')).toHaveTextContent('ab'.repeat(32));

    fireEvent.click(within(record).getByRole('button', { name: '再抽一次（同一种子）' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(QN('randomAttribute'))).toHaveLength(2));
    expect(bodiesOf(QN('randomAttribute'))[1]).toEqual({ id: 5, method: 'attribute', attributes: ['sizeClass'], sampleSize: 10, seed: 'audit-1', excludeDays: 0 });
    expect(await screen.findByTestId('redraw-result')).toHaveTextContent('再次抽样结果与上次相同：10家机构一致');
  });
});
