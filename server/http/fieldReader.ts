/**
 * Reads one record sent by the app (an event, a download, a disclosure query)
 * field by field, refusing the first bad field with a Chinese message that
 * names the record (第N条) and the field, and `data.errors` keyed by the field's
 * path (`events[2].platform`), so a client can point at it.
 */
import { ApiError } from './envelope';
import { hasInvalidText, MAX_INT } from './validate';

/** Events may be up to this old (a frozen month's late events among them) and this far ahead of the server's clock. */
const MAX_AGE_MS = 400 * 86_400_000;
const MAX_AHEAD_MS = 5 * 60_000;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export class FieldReader {
  constructor(
    private readonly record: Record<string, unknown>,
    /** '第3条事件：' or '' for a call that sends one record. */
    private readonly prefix: string,
    /** 'events[2].' or ''. */
    private readonly path: string,
    private readonly now: Date,
  ) {}

  refuse(field: string, message: string): never {
    const text = `${this.prefix}${message}`;
    throw new ApiError(text, -1, { errors: { [`${this.path}${field}`]: text } });
  }

  private present(field: string, label: string, required: boolean): unknown {
    const value = this.record[field];
    if (isBlank(value)) return required ? this.refuse(field, `请填写${label}`) : undefined;
    return value;
  }

  /** An instant: an ISO 8601 time with its offset, or milliseconds since 1970; not too old, not ahead of the clock. */
  time(field: string, label: string): Date {
    const value = this.present(field, label, true);
    const withOffset = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value);
    const instant = typeof value === 'number' && Number.isInteger(value) ? new Date(value) : withOffset ? new Date(value as string) : null;
    if (!instant || Number.isNaN(instant.getTime())) return this.refuse(field, `${label}格式不正确，应为带时区的ISO时间或毫秒时间戳`);
    if (instant.getTime() > this.now.getTime() + MAX_AHEAD_MS) return this.refuse(field, `${label}不能晚于当前时间`);
    if (instant.getTime() < this.now.getTime() - MAX_AGE_MS) return this.refuse(field, `${label}不能早于400天前`);
    return instant;
  }

  /** One of `choices` (by code). */
  choice<T extends string>(field: string, label: string, choices: readonly { code: T }[]): T {
    const value = this.present(field, label, true);
    const found = choices.find((choice) => choice.code === value);
    return found ? found.code : this.refuse(field, `${label}只能是：${choices.map((choice) => choice.code).join('、')}`);
  }

  /** A record id (a positive whole number). */
  id(field: string, label: string, required = false): number | undefined {
    const value = this.present(field, label, required);
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT ? value : this.refuse(field, `${label}必须是正整数`);
  }

  /** A whole number from `min` to `max`. */
  number(field: string, label: string, min: number, max: number): number | undefined {
    const value = this.present(field, label, false);
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : this.refuse(field, `${label}必须是${min}到${max}之间的整数`);
  }

  /** A text of at most `max` characters (and, when given, of the shape `pattern` describes in `shape`). */
  text(field: string, label: string, max: number, options: { required?: boolean; pattern?: RegExp; shape?: string } = {}): string | undefined {
    const value = this.present(field, label, !!options.required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.refuse(field, `${label}必须是文本`);
    const trimmed = value.trim();
    if (!trimmed) return options.required ? this.refuse(field, `请填写${label}`) : undefined;
    if ([...trimmed].length > max) return this.refuse(field, `${label}不能超过${max}个字符`);
    if (hasInvalidText(trimmed)) return this.refuse(field, `${label}包含无效字符`);
    if (options.pattern && !options.pattern.test(trimmed)) return this.refuse(field, `${label}格式不正确${options.shape ? `，${options.shape}` : ''}`);
    return trimmed;
  }
}

export const DEVICE_ID = { pattern: /^[A-Za-z0-9._:-]{8,64}$/, shape: '应为8到64位字母、数字或 . _ : -' };
export const APP_VERSION = { pattern: /^\d{1,4}(\.\d{1,4}){0,3}$/, shape: '应如 3.2.1' };

/** A JSON object, else the refusal naming what was expected. */
export const asObject = (value: unknown, message: string): Record<string, unknown> => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new ApiError(message);
};
