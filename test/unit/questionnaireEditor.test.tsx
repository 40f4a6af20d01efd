/**
 * The questionnaire editor (问卷设计, ?edit=) against the fake web-center: a new questionnaire with a single
 * choice, a rating and a short text question, reordered by the move buttons, duplicated and deleted, seen in
 * the live preview and saved as updateDetails' request; a questionnaire with answers says why questions
 * cannot change and shows the server's refusal, which names the question.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, ALL_UNITS, bodiesOf, logInAs, ok, refusal, renderAt, searchOf, serve, setUpConsole } from './harness';

setUpConsole({ config: { questionnaireBase: `${API}questionnaire/` }, each: () => logInAs({ 44: ALL_UNITS, 45: ALL_UNITS }) });

const QN = (call: string) => `questionnaire/${call}`;

const stored = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  title: '会员服务调查',
  description: null,
  startTime: null,
  endTime: null,
  anonymous: false,
  status: 1,
  statusName: '已发布',
  open: true,
  version: 3,
  questionCount: 1,
  sampleSize: 8,
  answerCount: 0,
  updatedAt: '2026-11-20T02:00:00Z',
  publishedAt: '2026-11-20T02:00:00Z',
  questions: [
    {
      id: 31,
      orderSeq: 1,
      kind: 'single',
      kindName: '单选题',
      title: '是否满意',
      helpText: null,
      required: true,
      options: [
        { key: 'o1', label: '满意' },
        { key: 'o2', label: '不满意' },
      ],
    },
  ],
  ...extra,
});

const textbox = (name: RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const card = (n: number) => screen.getByRole('group', { name: `第${n}题` });
const preview = () => screen.getByRole('region', { name: '预览（机构看到的样子）' });

const addQuestion = async (kind: string, title: string) => {
  const kinds = screen.getAllByRole('combobox', { name: '题型' });
  fireEvent.mouseDown(kinds[kinds.length - 1]);
  fireEvent.click(await screen.findByRole('option', { name: kind }));
  fireEvent.click(screen.getByRole('button', { name: '添加题目' }));
  const cards = await screen.findAllByTestId('question-card');
  type(textbox(/^题目/, cards[cards.length - 1]), title);
};

describe('questionnaire editor', { timeout: 30_000 }, () => {
  it('builds a questionnaire of three kinds, reorders, duplicates and deletes by buttons, previews it and saves the request', async () => {
    serve({ [QN('updateDetails')]: ({ body }) => ok({ ...stored(), ...body, id: 9, status: 0, version: 1, questions: [] }), [QN('queryQuestionList')]: () => ok(stored({ id: 9, status: 0 })) });
    const router = await renderAt('/questionnaire/design?edit=new');
    const title = await screen.findByRole('textbox', { name: /^问卷标题/ });
    // Before a title is typed the preview names what is missing: the questionnaire's title, not a question.
    expect(within(preview()).getByTestId('preview-title')).toHaveTextContent('（未填写问卷标题）');
    type(title, '数字化转型调查');
    await addQuestion('单选题', '是否设立数字化部门');
    type(textbox(/^选项1/, card(1)), '已设立');
    type(textbox(/^选项2/, card(1)), '未设立');
    await addQuestion('评分题', '满意度');
    await addQuestion('单行文本', '建议');
    await waitFor(() => expect(within(preview()).getAllByTestId('preview-question')).toHaveLength(3));
    expect(within(preview()).getByTestId('preview-title')).toHaveTextContent('数字化转型调查');
    expect(within(preview()).getAllByTestId('preview-question')[0]).toHaveTextContent('已设立');

    // Keyboard reordering: move buttons named for the question; the move is announced.
    expect(screen.getByRole('button', { name: '上移第1题' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '上移第3题' }));
    await waitFor(() => expect(within(preview()).getAllByTestId('preview-question')[1]).toHaveTextContent('建议'));
    expect(screen.getByText('第3题已移到第2位')).toBeInTheDocument();
    // Duplicate the rating (now 3rd) and delete the copy.
    fireEvent.click(screen.getByRole('button', { name: '复制题目（3）' }));
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(4));
    expect(textbox(/^题目/, card(4)).value).toBe('满意度');
    fireEvent.click(screen.getByRole('button', { name: '删除题目（4）' }));
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(QN('updateDetails'))).toHaveLength(1));
    const [body] = bodiesOf(QN('updateDetails'));
    expect(body).toMatchObject({ title: '数字化转型调查', anonymous: false, startTime: null, endTime: null });
    expect(body.id).toBeUndefined();
    expect(body.questions).toEqual([
      { kind: 'single', title: '是否设立数字化部门', helpText: null, required: true, options: [{ label: '已设立' }, { label: '未设立' }] },
      { kind: 'shortText', title: '建议', helpText: null, required: true, maxLength: 50 },
      { kind: 'rating', title: '满意度', helpText: null, required: true, scaleMin: 1, scaleMax: 5, minLabel: null, maxLabel: null },
    ]);
    await waitFor(() => expect(searchOf(router).get('edit')).toBe('9'));
  });

  it('with answers, says what can still change and shows the server refusal naming the question', async () => {
    const message = '第1题：已有答卷按原题目和选项保存，改动后将无法与之对应（不能删除选项）';
    serve({ [QN('queryQuestionList')]: () => ok(stored({ answerCount: 5 })), [QN('updateDetails')]: () => refusal(message) });
    await renderAt('/questionnaire/design?edit=7');
    expect(await screen.findByText(/该问卷已有5份答卷/)).toBeInTheDocument();
    expect(textbox(/^问卷标题/).value).toBe('会员服务调查');
    fireEvent.click(within(card(1)).getByRole('button', { name: '添加选项' }));
    type(textbox(/^选项3/, card(1)), '一般');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(`保存未成功：${message}`)).toBeInTheDocument();
    const [body] = bodiesOf(QN('updateDetails'));
    expect(body).toMatchObject({ id: 7, version: 3 });
    expect(body.questions[0]).toMatchObject({ id: 31, options: [{ key: 'o1', label: '满意' }, { key: 'o2', label: '不满意' }, { label: '一般' }] });
  });

  it('publishes a draft after a confirmation and shows the refusal when it cannot', async () => {
    serve({ [QN('queryQuestionList')]: () => ok(stored({ status: 0, statusName: '草稿', sampleSize: null })), [QN('publish')]: () => refusal('请先抽取样本机构再发布问卷') });
    await renderAt('/questionnaire/design?edit=7');
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定发布问卷“会员服务调查”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(QN('publish'))).toEqual([{ id: 7, version: 3 }]));
    expect(await screen.findByText('请先抽取样本机构再发布问卷')).toBeInTheDocument();
  });
});
