/**
 * Team assessments registered by operators (团队考核, under 能力统计, menu 42; docs/ability-statistics.md "Team
 * assessments"): the calls of the registration form, its fields' rules and messages, shared by the console's
 * form and the server's store so both answer with the same words. An app submits sheets only for a registered
 * assessment that is open (ability/submitAssessment); it never registers one.
 */
export const ASSESSMENT_MENU = 42;
export const ASSESSMENT_BASE = 'ability/abilityAssessment';
export const ASSESSMENT_CALLS = {
  detail: 'queryAssessmentDetail',
  create: 'addAssessment',
  update: 'updateAssessment',
  /** The enabled questions of the bank to pick from (a holder of menu 42 alone may not read the bank's calls). */
  questionChoices: 'queryQuestionChoices',
} as const;

/** The react-admin resources of the form (its contract, contract/calls.ts): the assessment and the questions to pick. */
export const ASSESSMENT_RESOURCE = 'abilityAssessment';
export const ASSESSMENT_QUESTION_RESOURCE = 'abilityAssessmentQuestion';
export const ASSESSMENT_EDIT_PATH = '/ability/assess/edit';

export const MAX_ASSESSMENT_QUESTIONS = 100;
export const CODE_MAX = 64;
export const TITLE_MAX = 100;
const CODE = /^[A-Za-z0-9_-]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `%{…}` are the rule's arguments. */
export const ASSESSMENT_RULE_MESSAGES = {
  codeRequired: '请输入考核编码',
  codeShape: '考核编码只能包含字母、数字、_ 和 -',
  codeLength: `考核编码不能超过${CODE_MAX}个字符`,
  titleRequired: '请输入考核名称',
  titleLength: `考核名称不能超过${TITLE_MAX}个字符`,
  day: '%{label}格式不正确，应为YYYY-MM-DD',
  dayOrder: '截止日期不能早于开放日期',
  questions: `请选择1到${MAX_ASSESSMENT_QUESTIONS}道题目`,
} as const;

export const ASSESSMENT_FIELD_LABELS = {
  code: '考核编码',
  title: '考核名称',
  openDate: '开放日期',
  closeDate: '截止日期',
  questionIds: '考核题目',
} as const;

export type AssessmentField = keyof typeof ASSESSMENT_FIELD_LABELS;

export interface AssessmentForm {
  code: string;
  title: string;
  /** Beijing days, both included; null: open from registration / without end. */
  openDate: string | null;
  closeDate: string | null;
  /** The questions in the order of the sheet. */
  questionIds: number[];
}

export interface AssessmentProblem {
  key: keyof typeof ASSESSMENT_RULE_MESSAGES;
  args: Record<string, string>;
}

export const formatAssessmentProblem = ({ key, args }: AssessmentProblem) => ASSESSMENT_RULE_MESSAGES[key].replace(/%\{(\w+)\}/g, (_match, name: string) => args[name] ?? '');

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/** The ids of a question list: 1 to MAX positive whole numbers, each once; null when the list is not that. */
const readQuestionIds = (value: unknown): number[] | null => {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_ASSESSMENT_QUESTIONS) return null;
  const ids = value.map((item) => (typeof item === 'string' && /^\d{1,10}$/.test(item) ? Number(item) : item));
  if (!ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) return null;
  return new Set(ids).size === ids.length ? (ids as number[]) : null;
};

/** The form read from `body`: its normalised values and its problems by field (empty when it may be saved). */
export const readAssessmentForm = (body: Record<string, unknown>): { values: AssessmentForm; problems: Partial<Record<AssessmentField, AssessmentProblem>> } => {
  const problems: Partial<Record<AssessmentField, AssessmentProblem>> = {};
  const text = (field: 'code' | 'title') => (typeof body[field] === 'string' ? (body[field] as string).trim() : '');
  const code = text('code');
  if (!code) problems.code = { key: 'codeRequired', args: {} };
  else if (code.length > CODE_MAX) problems.code = { key: 'codeLength', args: {} };
  else if (!CODE.test(code)) problems.code = { key: 'codeShape', args: {} };
  const title = text('title');
  if (!title) problems.title = { key: 'titleRequired', args: {} };
  else if ([...title].length > TITLE_MAX) problems.title = { key: 'titleLength', args: {} };
  const day = (field: 'openDate' | 'closeDate') => {
    const value = body[field];
    if (blank(value)) return null;
    if (typeof value === 'string' && isDay(value.trim())) return value.trim();
    problems[field] = { key: 'day', args: { label: ASSESSMENT_FIELD_LABELS[field] } };
    return null;
  };
  const openDate = day('openDate');
  const closeDate = day('closeDate');
  if (openDate && closeDate && closeDate < openDate) problems.closeDate = { key: 'dayOrder', args: {} };
  const questionIds = readQuestionIds(body.questionIds);
  if (!questionIds) problems.questionIds = { key: 'questions', args: {} };
  return { values: { code, title, openDate, closeDate, questionIds: questionIds ?? [] }, problems };
};
