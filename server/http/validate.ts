/**
 * Reading a request: every module's ids, whole numbers, versions, switches,
 * choices, id lists, texts and paging, each refused with a Chinese message
 * that names the field.
 */
import { ApiError } from './envelope';

export const RECORD_MESSAGES = {
  badId: '记录编号必须是正整数',
  notFound: '记录不存在或已被删除',
  conflict: '该记录已被他人修改，请刷新后重试',
  versionRequired: '缺少版本号，请刷新后重试',
} as const;

/** The largest value of an integer column. */
export const MAX_INT = 2_147_483_647;

const refuse = (message: string): never => {
  throw new ApiError(message);
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number from `min` to an integer column's largest (a number or a digit string), else null. */
export const wholeNumber = (value: unknown, min: number): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= MAX_INT ? number : null;
};

/** A record id (body.id unless `field` names another key). */
export const readId = (body: Record<string, unknown>, field = 'id'): number => wholeNumber(body[field], 1) ?? refuse(RECORD_MESSAGES.badId);

/** The record version of an update (optimistic locking). */
export const readVersion = (body: Record<string, unknown>): number => wholeNumber(body.version, 0) ?? refuse(RECORD_MESSAGES.versionRequired);

/** A status of a switch call: 1 enabled or 0 disabled. */
export const readStatus = (body: Record<string, unknown>): 0 | 1 => {
  const status = wholeNumber(body.status, 0);
  return status === 0 || status === 1 ? status : refuse('状态只能是启用(1)或停用(0)');
};

/** A small whole number among `allowed` (number or digit string); undefined when absent. */
export const readChoice = <T extends number>(body: Record<string, unknown>, field: string, allowed: readonly T[], message: string): T | undefined => {
  const value = body[field];
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return allowed.includes(number as T) ? (number as T) : refuse(message);
};

/** A list of record ids, each once, in the order given. */
export const readIdList = (value: unknown, messages: { required: string; invalid: string }, options: { allowEmpty?: boolean; max: number; tooMany: string }): number[] => {
  if (value === undefined || value === null) refuse(messages.required);
  if (!Array.isArray(value)) refuse(messages.invalid);
  const ids = (value as unknown[]).map((item) => wholeNumber(item, 1) ?? refuse(messages.invalid));
  const unique = [...new Set(ids)];
  if (unique.length === 0 && !options.allowEmpty) refuse(messages.required);
  if (unique.length > options.max) refuse(options.tooMany);
  return unique;
};

/** A text for ILIKE, its wildcards taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export const requiredString = (body: Record<string, unknown>, field: string, label: string, max = 2048): string => {
  const value = body[field];
  if (value === undefined || value === null || value === '') throw new ApiError(`请输入${label}`);
  if (typeof value !== 'string') throw new ApiError(`${label}格式不正确`);
  if (value.length > max) throw new ApiError(`${label}不能超过${max}个字符`);
  if (hasInvalidText(value)) throw invalidCharacters(label);
  return value;
};

export const optionalString = (body: Record<string, unknown>, field: string, label: string, max = 2048): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ApiError(`${label}格式不正确`);
  if (value.length > max) throw new ApiError(`${label}不能超过${max}个字符`);
  if (hasInvalidText(value)) throw invalidCharacters(label);
  return value;
};

/** pageNum and pageSize of a list request: page from 1, size 1 to 100, default 10. */
export const paging = (body: Record<string, unknown>) => {
  const pageNum = body.pageNum === undefined ? 1 : Number(body.pageNum);
  const pageSize = body.pageSize === undefined ? 10 : Number(body.pageSize);
  if (!Number.isInteger(pageNum) || pageNum < 1 || pageNum > 1_000_000) throw new ApiError('页码必须是正整数');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new ApiError('每页条数必须在1到100之间');
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
};

/** A NUL character or a lone UTF-16 surrogate: text PostgreSQL cannot store or compare. */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this pattern exists to find
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` (or a string inside it) holds text PostgreSQL cannot store. */
export const hasInvalidText = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length && seen < 10_000; seen += 1) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (INVALID_TEXT.test(item)) return true;
    } else if (item && typeof item === 'object') pending.push(...Object.values(item));
  }
  return false;
};

/** The refusal of a value holding a character that cannot be stored. */
export const invalidCharacters = (label: string) => new ApiError(`${label}包含无效字符`);
