/**
 * The question form (features/abilityQuestionBank/console): the business types of
 * the select, the options editor, the answer picker and the question rules
 * shown before any call.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callOf, logInAs, renderAt, serveDeclared, setUpConsole } from './harness';

vi.mock('../../features/abilityQuestionBank/console/businessTypes', () => ({
  useBusinessTypes: () => ({
    data: [
      { id: 1, name: '经纪业务' },
      { id: 4, name: '合规风控' },
    ],
    isPending: false,
  }),
}));

const EDIT = '/ability/questionBank/edit';
const CREATE = () => callOf('abilityQuestion', 'create');

setUpConsole({ each: () => logInAs({ 40: ALL_UNITS }) });

/** The question form at `entry`; the question bank answers `record` as question 5 and 7 as its highest order. */
const renderPage = (entry: string, record: Record<string, unknown> = {}) => {
  serveDeclared('abilityQuestion', [{ id: 5, version: 1, ...record }], { maxOrder: 7 });
  return renderAt(entry);
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('question form', { timeout: 30_000 }, () => {
  it('creates a single-choice question with the answer picked from the filled options', async () => {
    await renderPage(EDIT);
    await screen.findByTestId('detail-form');
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /^排序/ })).toHaveValue(8));
    await choose(/^业务类型/, '合规风控');
    await choose(/^题型/, '单选题');
    fireEvent.change(textbox(/^题干/), { target: { value: '合规负责人由谁聘任？' } });
    fireEvent.change(textbox(/^选项A/), { target: { value: '股东会' } });
    fireEvent.change(textbox(/^选项B/), { target: { value: '董事会' } });
    // Only A and B show until 添加选项.
    expect(screen.queryByRole('textbox', { name: /^选项C/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '添加选项' }));
    fireEvent.change(textbox(/^选项C/), { target: { value: '总经理' } });
    fireEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(textbox(/^答案/)).toHaveValue('B');
    await choose(/^难度/, '中等');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf(CREATE())).toHaveLength(1));
    expect(bodiesOf(CREATE())[0]).toMatchObject({
      businessTypeId: 4,
      questionType: 1,
      optionA: '股东会',
      optionB: '董事会',
      optionC: '总经理',
      answer: 'B',
      difficulty: 2,
      enabled: 1,
      orderSeq: 8,
    });
  });

  it('refuses an answer that does not suit the type, before any call', async () => {
    await renderPage(EDIT);
    await screen.findByTestId('detail-form');
    await choose(/^业务类型/, '经纪业务');
    await choose(/^题型/, '多选题');
    fireEvent.change(textbox(/^题干/), { target: { value: '多选题示例' } });
    fireEvent.change(textbox(/^选项A/), { target: { value: '甲' } });
    fireEvent.change(textbox(/^选项B/), { target: { value: '乙' } });
    fireEvent.change(textbox(/^答案/), { target: { value: 'AD' } });
    await choose(/^难度/, '简单');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('答案中的选项D未填写')).toBeInTheDocument();
    fireEvent.change(textbox(/^答案/), { target: { value: 'A' } });
    expect(await screen.findByText('多选题的答案须为两个或以上不同的选项字母，如 ABD')).toBeInTheDocument();
    expect(bodiesOf(CREATE())).toEqual([]);
  });

  it('gives a judgement question the fixed options 正确 and 错误', async () => {
    await renderPage(EDIT);
    await screen.findByTestId('detail-form');
    await choose(/^题型/, '判断题');
    await waitFor(() => expect(textbox(/^选项A/)).toHaveValue('正确'));
    expect(textbox(/^选项B/)).toHaveValue('错误');
    expect(textbox(/^选项A/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '添加选项' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '错误' }));
    expect(textbox(/^答案/)).toHaveValue('错误');
    // Back to a choice question: the options are cleared.
    await choose(/^题型/, '单选题');
    await waitFor(() => expect(textbox(/^选项A/)).toHaveValue(''));
    expect(textbox(/^答案/)).toHaveValue('');
  });

  it('keeps the disabled business type of an edited question in the select', async () => {
    await renderPage(`${EDIT}?id=5`, {
      businessTypeId: 8,
      businessTypeIdLabel: '场外衍生品',
      questionType: 3,
      stem: '场外衍生品交易应签署主协议。',
      optionA: '正确',
      optionB: '错误',
      answer: '正确',
      difficulty: 2,
      enabled: 1,
      orderSeq: 34,
    });
    expect(await screen.findByDisplayValue('场外衍生品交易应签署主协议。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^业务类型/ })).toHaveTextContent('场外衍生品（已停用）');
  });
});
