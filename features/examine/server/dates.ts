/** Dates of the review's filters: YYYY-MM-DD in Beijing time. */
import { refuse } from './model';
import { MESSAGES } from './messages';

/** The start of Beijing day `value` (YYYY-MM-DD) as an instant; null when blank. */
export const parseDateOnly = (value: unknown, label: string): Date | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return refuse(`${label}：${MESSAGES.badDate}`);
  const date = new Date(`${value}T00:00:00+08:00`);
  // 2026-02-30 parses as 2026-03-02: the day must read back as given.
  if (Number.isNaN(date.getTime()) || new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) !== value) {
    return refuse(`${label}：${MESSAGES.badDate}`);
  }
  return date;
};
