/**
 * The team-assessment registration (/ability/assess/edit, menu 42): an operator with 新增 registers one with
 * questions picked from the bank in order, the form's rules shown before any call and a refusal of the server
 * under its field; with 修改 one is edited (code read-only, the version sent, the questions locked once sheets
 * were taken); without the unit the page says so, and the 团队考核 ranking offers 登记团队考核 and 编辑 only to
 * holders of those units.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, logInAs, ok, pathOf, refusal, renderAt, says, serve, setUpConsole, type Call } from './harness';

const BASE = 'ability/abilityAssessment';
const ADD = `${BASE}/addAssessment`;
const UPDATE = `${BASE}/updateAssessment`;
const DETAIL = `${BASE}/queryAssessmentDetail`;
const CHOICES = `${BASE}/queryQuestionChoices`;
const RANKING = 'ability/abilityStatistics/queryEvaluationStatisticsList';

const BANK = [
  { id: 11, stem: '客户身份识别应在何时完成？', questionType: 1, questionTypeName: '单选题', businessTypeId: 6, businessTypeName: '反洗钱', enabled: 1 },
  { id: 12, stem: '可疑交易报告应报送哪个机构？', questionType: 1, questionTypeName: '单选题', businessTypeId: 6, businessTypeName: '反洗钱', enabled: 1 },
  { id: 21, stem: '适当性匹配应考虑哪些因素？', questionType: 2, questionTypeName: '多选题', businessTypeId: 1, businessTypeName: '经纪业务', enabled: 1 },
];
const RECORD = { id: 3, code: 'aml-2026', title: '反洗钱专项团队考核', openDate: '2026-05-01', closeDate: null, questionIds: [11, 12], questions: BANK.slice(0, 2), sheetCount: 0, version: 4 };

/** The bank's questions whose stem holds the keyword sent. */
const choices = ({ body }: Call) => {
  const list = BANK.filter((question) => !body.keyword || question.stem.includes(body.keyword));
  return ok({ list, total: list.length });
};

setUpConsole({ each: () => logInAs({ 42: ALL_UNITS }) });

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

const addQuestion = async (search: string, stem: string) => {
  fireEvent.change(screen.getByRole('combobox', { name: /^添加题目/ }), { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(stem) }));
};

const chosen = () =>
  within(screen.getByRole('list', { name: /考核题目/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('registering a team assessment', () => {
  it('checks the rules before any call, then posts the questions in the chosen order and returns to the ranking', async () => {
    serve({ [CHOICES]: choices, [ADD]: ({ body }) => ok({ ...body, id: 9, questions: [], sheetCount: 0, version: 1 }), [RANKING]: ok({ businessTypes: [], list: [], total: 0 }) });
    const router = await renderAt('/ability/assess/edit');
    await screen.findByTestId('detail-form');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入考核编码')).toBeInTheDocument();
    expect(screen.getByText('请输入考核名称')).toBeInTheDocument();
    expect(screen.getByText('请选择1到100道题目')).toBeInTheDocument();

    fireEvent.change(textbox(/^考核编码/), { target: { value: 'aml 2027' } });
    fireEvent.change(textbox(/^考核名称/), { target: { value: '2027年反洗钱团队考核' } });
    await addQuestion('身份', '客户身份识别');
    await addQuestion('报告', '可疑交易报告');
    expect(chosen()).toEqual([expect.stringContaining('1. 客户身份识别应在何时完成？'), expect.stringContaining('2. 可疑交易报告应报送哪个机构？')]);
    expect(bodiesOf(CHOICES).at(-1)).toMatchObject({ keyword: '报告' });
    // A chosen question is not offered again.
    fireEvent.change(screen.getByRole('combobox', { name: /^添加题目/ }), { target: { value: '客户身份' } });
    expect(await screen.findByText('没有可添加的题目')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '上移第2题' }));
    expect(chosen()[0]).toContain('1. 可疑交易报告应报送哪个机构？');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('考核编码只能包含字母、数字、_ 和 -')).toBeInTheDocument();
    expect(bodiesOf(ADD)).toEqual([]);

    fireEvent.change(textbox(/^考核编码/), { target: { value: 'aml-2027' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(ADD)).toHaveLength(1));
    expect(bodiesOf(ADD)[0]).toMatchObject({ code: 'aml-2027', title: '2027年反洗钱团队考核', questionIds: [12, 11] });
    await says('创建成功');
    await waitFor(() => expect(pathOf(router)).toBe('/ability/statistics/assess/module'));
  });

  it('shows the server’s refusal under its field and stays on the form', async () => {
    const taken = '考核编码“aml-2026”已登记';
    serve({ [CHOICES]: choices, [ADD]: refusal(taken, { errors: { code: taken } }) });
    const router = await renderAt('/ability/assess/edit');
    await screen.findByTestId('detail-form');
    fireEvent.change(textbox(/^考核编码/), { target: { value: 'aml-2026' } });
    fireEvent.change(textbox(/^考核名称/), { target: { value: '重复登记' } });
    await addQuestion('适当性', '适当性匹配');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByText(taken).length).toBeGreaterThan(0));
    expect(textbox(/^考核编码/).closest('.MuiFormControl-root')).toHaveTextContent(taken);
    expect(pathOf(router)).toBe('/ability/assess/edit');
  });
});

describe('editing a team assessment', () => {
  it('keeps the code, sends the version read and the edited fields', async () => {
    serve({ [DETAIL]: ok(RECORD), [CHOICES]: choices, [UPDATE]: ({ body }) => ok({ ...RECORD, ...body, version: 5 }), [RANKING]: ok({ businessTypes: [], list: [], total: 0 }) });
    await renderAt('/ability/assess/edit?id=3');
    await waitFor(() => expect(textbox(/^考核名称/)).toHaveValue('反洗钱专项团队考核'));
    expect(bodiesOf(DETAIL)[0]).toEqual({ id: 3 });
    expect(textbox(/^考核编码/)).toHaveAttribute('readonly');
    expect(chosen()).toHaveLength(2);
    fireEvent.change(textbox(/^考核名称/), { target: { value: '反洗钱专项团队考核（更名）' } });
    fireEvent.click(screen.getByRole('button', { name: '移除第1题' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(UPDATE)).toHaveLength(1));
    expect(bodiesOf(UPDATE)[0]).toMatchObject({ id: 3, version: 4, code: 'aml-2026', title: '反洗钱专项团队考核（更名）', openDate: '2026-05-01', questionIds: [12] });
    await says('编辑成功');
  });

  it('locks the questions once sheets were taken', async () => {
    serve({ [DETAIL]: ok({ ...RECORD, sheetCount: 3 }), [CHOICES]: choices });
    await renderAt('/ability/assess/edit?id=3');
    expect(await screen.findByText('已有3人提交该考核，题目不能再修改')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^添加题目/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '移除第1题' })).toBeNull();
    expect(chosen()).toEqual([expect.stringContaining('1. 客户身份识别应在何时完成？'), expect.stringContaining('2. 可疑交易报告应报送哪个机构？')]);
  });
});

describe('the units of menu 42', () => {
  const ROW = {
    rank: 1,
    assessmentId: 3,
    title: '反洗钱专项团队考核',
    businessTypeName: '反洗钱',
    questionCount: 2,
    participantCount: 0,
    institutionCount: 0,
    avgScore: null,
    passedCount: 0,
    passRate: null,
  };

  it('offers 登记团队考核 and 编辑 on the team-assessment ranking to holders of 新增 and 修改', async () => {
    serve({ [RANKING]: ok({ businessTypes: [], list: [ROW], total: 1 }) });
    await renderAt('/ability/statistics/assess/module');
    expect((await screen.findByRole('link', { name: '登记团队考核' })).getAttribute('href')).toBe('/ability/assess/edit');
    expect((await screen.findByRole('link', { name: '编辑反洗钱专项团队考核' })).getAttribute('href')).toBe('/ability/assess/edit?id=3');
  });

  it('shows neither to a holder of 列表 and 详情, and refuses the form', async () => {
    logInAs({ 42: ['list', 'detail'] });
    serve({ [RANKING]: ok({ businessTypes: [], list: [ROW], total: 1 }) });
    await renderAt('/ability/statistics/assess/module');
    await screen.findByRole('link', { name: '反洗钱专项团队考核' });
    expect(screen.queryByRole('link', { name: '登记团队考核' })).toBeNull();
    expect(screen.queryByRole('link', { name: '编辑反洗钱专项团队考核' })).toBeNull();
  });

  it('says so on the form without the unit of the action', async () => {
    logInAs({ 42: ['list', 'modify'] });
    await renderAt('/ability/assess/edit');
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(bodiesOf(CHOICES)).toEqual([]);
  });
});
