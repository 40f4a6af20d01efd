/** Pure text of a list cell by field kind; `null` means empty (shown as '-'). */
import { maskedText, type FieldSpec } from '../../../resources/framework';
import type { FileRef } from '../../../resources/framework/validate';

export const EMPTY_CELL = '-';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 'YYYY-MM-DD HH:mm' in local time of the server's ISO instants; an unparsable value is shown as it is. Date's own
 * parsing and getters, not dayjs: this module is in the first screen's chunk, and dayjs loads later with the forms
 * and date pickers that need its parsing of typed dates.
 */
export const formatDatetime = (value: string) => {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  const day = `${parsed.getFullYear()}-${twoDigits(parsed.getMonth() + 1)}-${twoDigits(parsed.getDate())}`;
  return `${day} ${twoDigits(parsed.getHours())}:${twoDigits(parsed.getMinutes())}`;
};

/** The first image of an image value ({url, title}, or a list of them). */
export const imageOf = (value: unknown): FileRef | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' && typeof (first as FileRef).url === 'string' && (first as FileRef).url ? (first as FileRef) : null;
};

export const cellText = (field: FieldSpec, record: Record<string, unknown>): string | null => {
  const value = record[field.name];
  if (field.kind === 'number' && field.decimals !== undefined && typeof value === 'number' && Number.isFinite(value)) return value.toFixed(field.decimals);
  switch (field.kind) {
    case 'choice': {
      if (isBlank(value)) return null;
      const option = field.options?.find((candidate) => String(candidate.value) === String(value));
      return option ? option.label : String(value);
    }
    case 'ref': {
      const label = record[`${field.name}Label`];
      return isBlank(label) ? null : String(label);
    }
    case 'flag':
      if (value === field.onValue) return field.onLabel ?? null;
      if (value === field.offValue) return field.offLabel ?? null;
      return null;
    case 'datetime':
      return isBlank(value) ? null : formatDatetime(String(value));
    case 'richText':
      return isBlank(value)
        ? null
        : String(value)
            .replace(/<[^>]*>/g, '')
            .trim() || null;
    case 'file': {
      const file = imageOf(value);
      return file ? (file.title ?? file.url) : null;
    }
    default:
      return isBlank(value) || typeof value === 'object' ? null : maskedText(field, String(value));
  }
};
