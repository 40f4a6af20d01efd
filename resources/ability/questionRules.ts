/**
 * The rules a question of the bank obeys beyond each field's own: the options
 * present and the answer must suit the question type. Pure functions shared by
 * the console's form, the server's add and update calls and the Excel import.
 *
 * - 单选题 (1) and 多选题 (2): options are filled from A without gaps (at
 *   least A and B); a single-choice answer is one letter, a multiple-choice
 *   answer two or more different letters, each naming a filled option. Letters
 *   are stored upper-case and in order ('DBA' -> 'ABD').
 * - 判断题 (3): the options are 正确 and 错误 (set by the form and the server,
 *   C to F empty); the answer is 正确 or 错误.
 */
export const QUESTION_TYPES = [
  { value: 1, label: '单选题' },
  { value: 2, label: '多选题' },
  { value: 3, label: '判断题' },
];
export const SINGLE = 1;
export const MULTIPLE = 2;
export const JUDGE = 3;

export const DIFFICULTIES = [
  { value: 1, label: '简单' },
  { value: 2, label: '中等' },
  { value: 3, label: '困难' },
];

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
export const optionField = (letter: OptionLetter) => `option${letter}` as const;
export const OPTION_FIELDS = OPTION_LETTERS.map(optionField);

export const JUDGE_OPTIONS = ['正确', '错误'] as const;

export const QUESTION_MESSAGES = {
  optionGap: (missing: string, letter: string) => `请先填写选项${missing}，再填写选项${letter}`,
  single: '单选题的答案须为一个选项字母，如 A',
  multiple: '多选题的答案须为两个或以上不同的选项字母，如 ABD',
  judge: '判断题的答案须为“正确”或“错误”',
  missingOption: (letters: string) => `答案中的选项${letters}未填写`,
} as const;

export type QuestionValues = Record<string, unknown>;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The letters of the filled options, in order. */
export const filledLetters = (values: QuestionValues): OptionLetter[] => OPTION_LETTERS.filter((letter) => filled(values[optionField(letter)]));

/** An answer as stored: judge answers trimmed, letters upper-cased, without separators, in order. */
export const normaliseAnswer = (type: unknown, answer: unknown): unknown => {
  if (typeof answer !== 'string') return answer;
  const text = answer.trim();
  if (Number(type) === JUDGE) return text;
  const letters = text.toUpperCase().replace(/[\s,，、;；]/g, '');
  return /^[A-F]+$/.test(letters) ? [...letters].sort().join('') : text;
};

/**
 * The values a question is saved with: a judgement question's options set to
 * 正确/错误 (C–F emptied) and the answer normalised. Other values are kept.
 */
export const normaliseQuestion = <T extends QuestionValues>(values: T): T => {
  const type = Number(values.questionType);
  const next: QuestionValues = { ...values };
  if (type === JUDGE) {
    OPTION_LETTERS.forEach((letter, index) => {
      next[optionField(letter)] = JUDGE_OPTIONS[index] ?? null;
    });
  }
  if ('answer' in values) next.answer = normaliseAnswer(type, values.answer);
  return next as T;
};

/**
 * The broken rules of a (normalised) question by field, empty when it obeys
 * them. Fields whose own rules fail (e.g. a missing answer) are the fields'
 * business: this only judges what they cannot.
 */
export const checkQuestion = (values: QuestionValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  const type = Number(values.questionType);
  const answer = typeof values.answer === 'string' ? values.answer.trim() : '';
  if (type === JUDGE) {
    if (answer && !(JUDGE_OPTIONS as readonly string[]).includes(answer)) errors.answer = QUESTION_MESSAGES.judge;
    return errors;
  }
  if (type !== SINGLE && type !== MULTIPLE) return errors;
  const letters = filledLetters(values);
  const gap = letters.find((letter) => !letters.includes(OPTION_LETTERS[OPTION_LETTERS.indexOf(letter) - 1] ?? 'A'));
  if (gap) errors[optionField(gap)] = QUESTION_MESSAGES.optionGap(OPTION_LETTERS[OPTION_LETTERS.indexOf(gap) - 1], gap);
  if (!answer) return errors;
  const single = type === SINGLE;
  const valid = single ? /^[A-F]$/.test(answer) : /^[A-F]{2,6}$/.test(answer) && new Set(answer).size === answer.length;
  if (!valid) {
    errors.answer = single ? QUESTION_MESSAGES.single : QUESTION_MESSAGES.multiple;
    return errors;
  }
  const missing = [...answer].filter((letter) => !letters.includes(letter as OptionLetter));
  if (missing.length) errors.answer = QUESTION_MESSAGES.missingOption(missing.join('、'));
  return errors;
};

/** Whether a body touches what checkQuestion judges (a switch-only update does not). */
export const touchesQuestionRules = (body: QuestionValues) => ['questionType', 'answer', ...OPTION_FIELDS].some((name) => Object.prototype.hasOwnProperty.call(body, name) && body[name] !== undefined);
