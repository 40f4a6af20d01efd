/** Small request validators answering with a Chinese message that names the field. */
import { ApiError } from './envelope';

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
