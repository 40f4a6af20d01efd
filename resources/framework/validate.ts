/**
 * One field's value against its declaration: required, type, length or
 * range, pattern, choices and the reusable rules. The console runs it as a
 * react-admin validator; the server runs it on every create and update.
 */
import type { FieldDef } from './fields';
import { isTextKind, isUploadKind } from './fields';
import { checkRule, type Violation } from './rules';

export interface FileRef {
  url: string;
  title?: string;
}

export const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const violation = (key: Violation['key'], field: FieldDef, extra: Record<string, string | number> = {}): Violation => ({
  key,
  args: { label: field.label, ...extra },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-](0\d|1[0-4]):?[0-5]\d)?$/;

const validDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const requiredKey = (field: FieldDef): Violation['key'] =>
  isUploadKind(field.kind) ? 'requiredUpload' : field.kind === 'choice' || field.kind === 'ref' || field.kind === 'date' || field.kind === 'datetime' ? 'requiredChoice' : 'required';

/** The visible text of rich text: without tags and with &nbsp; as a space. */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');

/** Length in characters (not UTF-16 units); rich text counts its visible text. */
const textLength = (field: FieldDef, value: string) => [...(field.kind === 'richText' ? visibleText(value) : value)].length;

/** Rich text with no visible text and no image is empty. */
const isBlankRichText = (field: FieldDef, value: unknown) => field.kind === 'richText' && typeof value === 'string' && visibleText(value).trim() === '' && !/<img\b/i.test(value);

export const validateValue = (field: FieldDef, value: unknown): Violation | null => {
  if (isEmpty(value) || isBlankRichText(field, value)) {
    return field.required ? violation(requiredKey(field), field) : null;
  }
  switch (field.kind) {
    case 'number':
    case 'orderSeq': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) return violation('number', field);
      if (field.integer !== false && !Number.isInteger(number)) return violation('integer', field);
      if (field.min !== undefined && number < field.min) return violation('minValue', field, { min: field.min });
      if (field.max !== undefined && number > field.max) return violation('maxValue', field, { max: field.max });
      return null;
    }
    case 'flag':
      return value === field.onValue || value === field.offValue ? null : violation('choice', field);
    case 'choice':
      return field.options?.some((option) => option.value === value) ? null : violation('choice', field);
    case 'ref': {
      const id = Number(value);
      return Number.isInteger(id) && id > 0 ? null : violation('choice', field);
    }
    case 'date':
      return typeof value === 'string' && DATE.test(value) && validDate(value) ? null : violation('date', field);
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) && validDate(value) ? null : violation('date', field);
    case 'image':
    case 'file': {
      const files = Array.isArray(value) ? value : [value];
      const ok = files.every((item) => item && typeof item === 'object' && typeof (item as FileRef).url === 'string' && (item as FileRef).url.length <= 2048);
      return ok ? null : violation('type', field);
    }
    default:
      break;
  }
  if (!isTextKind(field.kind)) return null;
  if (typeof value !== 'string') return violation('type', field);
  const length = textLength(field, value);
  if (field.min !== undefined && length < field.min) return violation('minLength', field, { min: field.min });
  if (field.max !== undefined && length > field.max) return violation('maxLength', field, { max: field.max });
  if (field.maxStored !== undefined && value.length > field.maxStored) return violation('maxStored', field, { max: field.maxStored });
  if (field.pattern && !field.pattern.regex.test(value)) return { key: 'pattern', args: { label: field.label, message: field.pattern.message } };
  for (const rule of field.rules ?? []) {
    const broken = checkRule(rule, value.trim(), field.label);
    if (broken) return broken;
  }
  return null;
};
