/**
 * An answer sent by the app, checked against the questionnaire's questions: `answers` maps a question's id
 * to its value (an option key; a list of option keys; a text; a whole score; an object of matrix row key →
 * column key). Required questions must be answered, choices must be the question's, picks within its
 * limits, texts within their length. The first problem is refused naming the question (第N题), with
 * `data.errors` keyed by the question id.
 */
import { ApiError } from '../../../server/http/envelope';
import { hasInvalidText } from '../../../server/http/validate';
import type { QuestionConfig } from './questions';

export interface AnswerQuestion {
  id: number;
  kind: string;
  title: string;
  required: boolean;
  options: Record<string, unknown>;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/** Checks one question's value (not blank); answers its stored form or throws the message's tail. */
const checkValue = (question: AnswerQuestion, value: unknown): unknown => {
  const config = question.options as QuestionConfig;
  const keys = new Set((config.options ?? []).map((choice) => choice.key));
  switch (question.kind) {
    case 'single':
      if (typeof value !== 'string' || !keys.has(value)) throw '选项无效';
      return value;
    case 'multiple': {
      if (!Array.isArray(value) || !value.every((key) => typeof key === 'string' && keys.has(key))) throw '选项无效';
      const picked = [...new Set(value as string[])];
      if (picked.length < (config.minPicks ?? 0)) throw `至少选择${config.minPicks}项`;
      if (picked.length > (config.maxPicks ?? keys.size)) throw `最多选择${config.maxPicks}项`;
      // Stored in the question's option order, so equal answers are equal JSON.
      return (config.options ?? []).map((choice) => choice.key).filter((key) => picked.includes(key));
    }
    case 'shortText':
    case 'longText': {
      if (typeof value !== 'string') throw '应填写文字';
      const text = value.trim();
      if ([...text].length > (config.maxLength ?? 0)) throw `不能超过${config.maxLength}个字`;
      if (hasInvalidText(text)) throw '包含无效字符';
      return text;
    }
    case 'rating': {
      const min = config.scaleMin ?? 1;
      const max = config.scaleMax ?? 5;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw `评分应为${min}到${max}之间的整数`;
      return value;
    }
    case 'matrix': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw '格式不正确';
      const rows = config.rows ?? [];
      const columns = new Set((config.columns ?? []).map((choice) => choice.key));
      const given = value as Record<string, unknown>;
      if (!Object.keys(given).every((key) => rows.some((row) => row.key === key))) throw '包含不存在的行';
      if (!Object.values(given).every((column) => typeof column === 'string' && columns.has(column))) throw '选项无效';
      if (question.required && rows.some((row) => given[row.key] === undefined)) throw '每一行都需要选择';
      return Object.fromEntries(rows.filter((row) => given[row.key] !== undefined).map((row) => [row.key, given[row.key]]));
    }
    default:
      throw '题型未知';
  }
};

/** The answer's stored form: question id → checked value, unanswered optional questions left out. */
export const readAnswers = (value: unknown, questions: AnswerQuestion[]): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError('请提交答卷内容 answers');
  const given = value as Record<string, unknown>;
  const known = new Set(questions.map((question) => String(question.id)));
  const unknown = Object.keys(given).filter((key) => !known.has(key));
  if (unknown.length) throw new ApiError(`答卷包含不属于该问卷的题目：${unknown.slice(0, 5).join('、')}`);
  const stored: Record<string, unknown> = {};
  questions.forEach((question, index) => {
    const name = `第${index + 1}题“${question.title}”`;
    const refuse = (tail: string): never => {
      throw new ApiError(`${name}${tail}`, -1, { errors: { [String(question.id)]: `${name}${tail}` } });
    };
    const answer = given[String(question.id)];
    if (isBlank(answer)) {
      if (question.required) refuse('为必答题，请作答');
      return;
    }
    try {
      stored[String(question.id)] = checkValue(question, answer);
    } catch (tail) {
      if (typeof tail === 'string') refuse(tail);
      throw tail;
    }
  });
  return stored;
};
