/**
 * The calendar of the statistics, shared by both halves so the console names exactly the days the server
 * counts: the compared range of a view, the trend's periods, which of them the range covers only in part,
 * and the grain that suits a range. Days are 'YYYY-MM-DD' Beijing calendar days; a week starts on Monday.
 */

export interface DayRange {
  start: string;
  end: string;
}

export type CompareKind = 'previous' | 'lastYear';
export type Granularity = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => format(new Date(utc(day).getTime() + days * DAY_MS));

/** Whole days from `from` to `to` (0 when equal). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS);

export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

export const addMonths = (month: string, months: number): string => {
  const date = utc(monthOf(month));
  date.setUTCMonth(date.getUTCMonth() + months);
  return format(date);
};

/** The last day of the month holding `day`. */
export const monthEnd = (day: string): string => addDays(addMonths(day, 1), -1);

/** Whole months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

/** The same day `months` months away, or the last day of that month when it is shorter (31 March − 1 month = 28/29 February). */
const shiftMonths = (day: string, months: number) => {
  const month = addMonths(day, months);
  const end = monthEnd(month);
  const candidate = `${month.slice(0, 8)}${day.slice(8)}`;
  return candidate > end ? end : candidate;
};

/** The same day a year earlier (29 February becomes 28 February). */
export const yearBefore = (day: string): string => shiftMonths(day, -12);

/**
 * The compared range. The same period last year is the same days a year back. The previous period of a range
 * that starts on the 1st of a month is the same number of calendar months before it, so month buckets line up
 * (近12个月 against the twelve months before); when the range ends inside its month, the compared range ends on
 * the same day of its month, so an incomplete month is compared with the same days of the month it stands
 * beside. Any other range is compared with the same number of days just before it.
 */
export const compareRange = (range: DayRange, kind: CompareKind): DayRange => {
  if (kind === 'lastYear') return { start: yearBefore(range.start), end: yearBefore(range.end) };
  if (range.start.endsWith('-01')) {
    const months = monthsBetween(range.start, range.end) + 1;
    const start = addMonths(range.start, -months);
    const end = range.end === monthEnd(range.end) ? monthEnd(shiftMonths(range.end, -months)) : shiftMonths(range.end, -months);
    return { start, end };
  }
  const length = daysBetween(range.start, range.end) + 1;
  return { start: addDays(range.start, -length), end: addDays(range.start, -1) };
};

/** The first day of the period holding `day`. */
export const periodOf = (day: string, granularity: Granularity): string => {
  if (granularity === 'day') return day;
  if (granularity === 'month') return monthOf(day);
  return addDays(day, -((utc(day).getUTCDay() + 6) % 7));
};

const nextPeriod = (period: string, granularity: Granularity) => (granularity === 'day' ? addDays(period, 1) : granularity === 'week' ? addDays(period, 7) : addMonths(period, 1));

/** The first days of the periods a range touches, in order. */
export const periodsOf = (range: DayRange, granularity: Granularity): string[] => {
  const periods: string[] = [];
  for (let period = periodOf(range.start, granularity); period <= range.end; period = nextPeriod(period, granularity)) periods.push(period);
  return periods;
};

/** The days of the period starting on `period` that the range holds: the whole period, or only part of it (its figures are not a whole period's). */
export const coveredPart = (period: string, granularity: Granularity, range: DayRange): DayRange & { partial: boolean } => {
  const last = addDays(nextPeriod(period, granularity), -1);
  const start = period < range.start ? range.start : period;
  const end = last > range.end ? range.end : last;
  return { start, end, partial: start !== period || end !== last };
};

/** Whether the range holds only part of its first or last period (the trend then marks it). */
export const hasPartialPeriod = (range: DayRange, granularity: Granularity): boolean => {
  const periods = periodsOf(range, granularity);
  return [periods[0], periods.at(-1)!].some((period) => coveredPart(period, granularity, range).partial);
};

/** The grain a range reads best in: by day up to a month, by week up to a quarter, by month beyond. */
export const defaultGranularity = (range: DayRange): Granularity => {
  const days = daysBetween(range.start, range.end) + 1;
  return days <= 31 ? 'day' : days <= 92 ? 'week' : 'month';
};
