/**
 * Date values between the form and the pickers: a date is kept as
 * 'YYYY-MM-DD' (spec section 3), a date-time as an ISO string.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type DateKind = 'date' | 'datetime';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm';

const DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** The picker's value for a form value (null when empty or unreadable). */
export const toPickerValue = (value: unknown, kind: DateKind): Dayjs | null => {
  if (value === undefined || value === null || value === '') return null;
  // A date means a calendar day: read only its day part so no time zone can shift it.
  const source = kind === 'date' && typeof value === 'string' && DAY_PREFIX.test(value) ? value.slice(0, 10) : value;
  const parsed = dayjs(source as string | number | Date);
  return parsed.isValid() ? parsed : null;
};

/** The form value for a picked value. */
export const toFormValue = (value: Dayjs | null, kind: DateKind): string | null => {
  if (!value || !value.isValid()) return null;
  return kind === 'date' ? value.format(DATE_FORMAT) : value.toISOString();
};

/** What the field shows for a picked value. */
export const displayValue = (value: Dayjs | null, kind: DateKind) => (value && value.isValid() ? value.format(kind === 'date' ? DATE_FORMAT : DATETIME_DISPLAY_FORMAT) : '');
