/**
 * A questionnaire's questions as sent by the console (updateDetails' `questions`), checked and put in their
 * stored shape. Each kind keeps what it needs in `config`; choices, matrix rows and columns carry stable
 * keys (answers store keys, never labels), made here for the ones sent without one.
 */
import { hasInvalidText } from '../../../server/http/validate';
import { KIND_NAMES, LIMITS, QUESTION_KINDS, refuse, type QuestionKind } from './model';

export interface Choice {
  key: string;
  label: string;
}

export interface QuestionConfig {
  options?: Choice[];
  minPicks?: number;
  maxPicks?: number;
  maxLength?: number;
  scaleMin?: number;
  scaleMax?: number;
  minLabel?: string;
  maxLabel?: string;
  rows?: Choice[];
  columns?: Choice[];
}

export interface QuestionDraft {
  /** The stored question's id, absent for a new question. */
  id?: number;
  kind: QuestionKind;
  title: string;
  helpText: string | null;
  required: boolean;
  config: QuestionConfig;
}

const KEY_PATTERN = /^[a-z][a-z0-9]{0,15}$/;

const asObject = (value: unknown, message: string): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : refuse(message));

const text = (value: unknown, label: string, max: number, required: boolean): string | null => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return required ? refuse(`请输入${label}`) : null;
  if (typeof value !== 'string') return refuse(`${label}格式不正确`);
  const trimmed = value.trim();
  if ([...trimmed].length > max) refuse(`${label}不能超过${max}个字符`);
  if (hasInvalidText(trimmed)) refuse(`${label}包含无效字符`);
  return trimmed;
};

const whole = (value: unknown, label: string, min: number, max: number, fallback: number): number => {
  if (value === undefined || value === null || value === '') return fallback;
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : refuse(`${label}必须是${min}到${max}之间的整数`);
};

/** A list of choices (options, rows, columns): labels required and distinct, keys kept or made (`o1`, `r2`…). */
const choices = (value: unknown, where: string, noun: string, prefix: string, min: number, max: number): Choice[] => {
  if (!Array.isArray(value)) return refuse(`${where}请设置${noun}`);
  if (value.length < min) refuse(`${where}至少需要${min}个${noun}`);
  if (value.length > max) refuse(`${where}最多${max}个${noun}`);
  const read = value.map((item, index) => {
    const entry = typeof item === 'string' ? { label: item } : asObject(item, `${where}第${index + 1}个${noun}格式不正确`);
    const label = text(entry.label, `${where}第${index + 1}个${noun}`, LIMITS.choiceLabel, true)!;
    const key = entry.key === undefined || entry.key === null || entry.key === '' ? null : entry.key;
    if (key !== null && (typeof key !== 'string' || !KEY_PATTERN.test(key))) refuse(`${where}第${index + 1}个${noun}的标识格式不正确`);
    return { key: key as string | null, label };
  });
  const labels = new Set(read.map((choice) => choice.label));
  if (labels.size < read.length) refuse(`${where}${noun}文字不能重复`);
  const keys = read.flatMap((choice) => (choice.key ? [choice.key] : []));
  if (new Set(keys).size < keys.length) refuse(`${where}${noun}标识不能重复`);
  let next = Math.max(0, ...keys.map((key) => (key.startsWith(prefix) ? Number(key.slice(prefix.length)) || 0 : 0)));
  return read.map((choice) => ({ key: choice.key ?? `${prefix}${(next += 1)}`, label: choice.label }));
};

const readConfig = (kind: QuestionKind, raw: Record<string, unknown>, where: string): QuestionConfig => {
  switch (kind) {
    case 'single':
      return { options: choices(raw.options, where, '选项', 'o', 2, LIMITS.choices) };
    case 'multiple': {
      const options = choices(raw.options, where, '选项', 'o', 2, LIMITS.choices);
      const minPicks = whole(raw.minPicks, `${where}最少选择数`, 0, options.length, 0);
      const maxPicks = whole(raw.maxPicks, `${where}最多选择数`, 1, options.length, options.length);
      if (maxPicks < Math.max(1, minPicks)) refuse(`${where}最多选择数不能小于最少选择数`);
      return { options, minPicks, maxPicks };
    }
    case 'shortText':
      return { maxLength: whole(raw.maxLength, `${where}字数上限`, 1, LIMITS.shortText, 50) };
    case 'longText':
      return { maxLength: whole(raw.maxLength, `${where}字数上限`, 1, LIMITS.longText, 500) };
    case 'rating': {
      const scaleMin = whole(raw.scaleMin, `${where}最低分`, 0, 1, 1);
      const scaleMax = whole(raw.scaleMax, `${where}最高分`, 2, 10, 5);
      return {
        scaleMin,
        scaleMax,
        minLabel: text(raw.minLabel, `${where}最低分说明`, 20, false) ?? undefined,
        maxLabel: text(raw.maxLabel, `${where}最高分说明`, 20, false) ?? undefined,
      };
    }
    case 'matrix':
      return {
        rows: choices(raw.rows, where, '行', 'r', 1, LIMITS.matrixRows),
        columns: choices(raw.columns, where, '列', 'c', 2, LIMITS.matrixColumns),
      };
  }
};

/** One question of the request; `index` is its place (第N题). */
export const readQuestion = (value: unknown, index: number): QuestionDraft => {
  const where = `第${index + 1}题：`;
  const raw = asObject(value, `${where}格式不正确`);
  const kind = QUESTION_KINDS.find((item) => item === raw.kind) ?? refuse(`${where}题型只能是：${QUESTION_KINDS.map((item) => `${item}（${KIND_NAMES[item]}）`).join('、')}`);
  const id = raw.id === undefined || raw.id === null ? undefined : typeof raw.id === 'number' && Number.isInteger(raw.id) && raw.id > 0 ? raw.id : refuse(`${where}题目编号必须是正整数`);
  if (raw.required !== undefined && typeof raw.required !== 'boolean') refuse(`${where}是否必答只能是true或false`);
  return {
    id,
    kind,
    title: text(raw.title, `${where}题目`, LIMITS.questionTitle, true)!,
    helpText: text(raw.helpText, `${where}填写说明`, LIMITS.helpText, false),
    required: raw.required === true,
    config: readConfig(kind, raw, where),
  };
};

/** The whole list (order = the list's order), ids each at most once. */
export const readQuestions = (value: unknown): QuestionDraft[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return refuse('题目列表格式不正确');
  if (value.length > LIMITS.questions) refuse(`每份问卷最多${LIMITS.questions}道题`);
  const drafts = value.map(readQuestion);
  const ids = drafts.flatMap((draft) => (draft.id ? [draft.id] : []));
  if (new Set(ids).size < ids.length) refuse('题目编号重复');
  return drafts;
};

/** What a console reads of a question: its fields and its kind's settings side by side. */
export const questionDto = (row: { id: number; orderSeq: number; kind: string; title: string; helpText: string | null; required: boolean; options: Record<string, unknown> }) => ({
  id: row.id,
  orderSeq: row.orderSeq,
  kind: row.kind,
  kindName: KIND_NAMES[row.kind as QuestionKind] ?? row.kind,
  title: row.title,
  helpText: row.helpText,
  required: row.required,
  ...(row.options as QuestionConfig),
});
