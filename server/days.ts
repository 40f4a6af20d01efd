/**
 * Statistics days are Beijing calendar days (UTC+8, no daylight saving), in
 * 'YYYY-MM-DD' form; a month is named by its first day. Computed here rather
 * than by the database's time zone, which differs between servers.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Beijing day of an instant. */
export const beijingDay = (instant: Date): string => new Date(instant.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Beijing day starts. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS);

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (0 when equal). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

export const addMonths = (month: string, months: number): string => {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/** The same day a year earlier (29 February becomes 28 February). */
export const yearBefore = (day: string): string => {
  const candidate = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return candidate.slice(5) === '02-29' ? `${candidate.slice(0, 8)}28` : candidate;
};

/** A 'YYYY-MM-DD' that is a real calendar day. */
export const isDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
