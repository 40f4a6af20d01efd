/**
 * The date range presets every report page offers (今天 … 近12个月): the days each covers, counted in Beijing
 * days as the server counts them, whatever the browser's zone. The statistics keep the preset itself in the
 * address (a link opened tomorrow shows tomorrow's 近30天); the ability statistics keep the days.
 */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'last12Months', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

export const beijingToday = (now = new Date()) => new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const monthStart = (day: string, monthsBack = 0) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 10);
};

/** The days a preset covers, today included where it reaches today. */
export const presetRange = (preset: Exclude<RangePreset, 'custom'>, today: string): { start: string; end: string } => {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'last30':
      return { start: addDays(today, -29), end: today };
    case 'thisMonth':
      return { start: monthStart(today), end: today };
    case 'lastMonth':
      return { start: monthStart(today, 1), end: addDays(monthStart(today), -1) };
    case 'last12Months':
      return { start: monthStart(today, 11), end: today };
  }
};

/** The preset whose days these are, if one is (so a page keeping days still shows which preset it is). */
export const presetOf = (range: { start?: string; end?: string }, presets: ReadonlyArray<Exclude<RangePreset, 'custom'>>, today: string) =>
  presets.find((preset) => {
    const days = presetRange(preset, today);
    return days.start === range.start && days.end === range.end;
  });
