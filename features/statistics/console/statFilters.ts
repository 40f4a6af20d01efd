/**
 * The filters every statistics page shares, as they live in the address
 * (so a copied link shows the same view): a range preset or a custom range,
 * a comparison and the trend's granularity; and the body the server's
 * statistics calls read (features/statistics/server/query/filters.ts). Days are
 * Beijing days, as the server counts them, whatever the browser's zone; the
 * calendar itself (compared days, the grain a range reads in) is the
 * contract's (contract/periods.ts), so both halves name the same days.
 */
import { compareRange, defaultGranularity, type CompareKind, type DayRange, type Granularity } from '../contract/periods';
import { beijingToday, presetRange, RANGE_PRESETS, type RangePreset } from '../../report/console/rangePresets';

export { beijingToday, presetRange, RANGE_PRESETS, type RangePreset };

export const COMPARISONS = ['previous', 'lastYear'] as const satisfies readonly CompareKind[];
export type Comparison = (typeof COMPARISONS)[number];

export const GRANULARITIES = ['day', 'week', 'month'] as const satisfies readonly Granularity[];
export type { Granularity };

export interface StatView {
  preset: RangePreset;
  start: string;
  end: string;
  compare?: Comparison;
  granularity: Granularity;
}

/** The address's parameters of the shared filters; a page's own parameters (module, title, pageNum) are kept beside them. */
export const VIEW_PARAMS = ['range', 'start', 'end', 'compare', 'granularity'] as const;

const DEFAULT_PRESET: RangePreset = 'last30';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const format = (date: Date) => date.toISOString().slice(0, 10);

export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && format(new Date(`${value}T00:00:00Z`)) === value;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => ((values as readonly string[]).includes(value ?? '') ? (value as T) : undefined);

/** Whether the address names a view of its own (else the page starts from the last view used). */
export const hasView = (params: URLSearchParams) => VIEW_PARAMS.some((name) => params.has(name));

/**
 * The view an address shows; what it lacks or gets wrong falls back to the last 30 days and no comparison.
 * Without a grain of its own, the view reads in the grain that suits its range (近12个月 by month).
 */
export const readView = (params: URLSearchParams, today = beijingToday()): StatView => {
  const compare = oneOf(COMPARISONS, params.get('compare'));
  const preset = oneOf(RANGE_PRESETS, params.get('range')) ?? DEFAULT_PRESET;
  const start = params.get('start');
  const end = params.get('end');
  const range = preset === 'custom' && isDay(start) && isDay(end) && start <= end ? { start, end } : presetRange(preset === 'custom' ? DEFAULT_PRESET : preset, today);
  const granularity = oneOf(GRANULARITIES, params.get('granularity')) ?? defaultGranularity(range);
  return { preset: preset === 'custom' && range.start !== start ? DEFAULT_PRESET : preset, ...range, ...(compare ? { compare } : {}), granularity };
};

/** A view with a new range (a preset, or custom days): its grain goes back to the one that suits the range. */
export const withRange = (view: StatView, next: { preset: RangePreset; start?: string; end?: string }, today = beijingToday()): StatView => {
  const range: DayRange = next.preset === 'custom' ? { start: next.start ?? view.start, end: next.end ?? view.end } : presetRange(next.preset, today);
  return { ...view, preset: next.preset, ...range, granularity: defaultGranularity(range) };
};

/** The address of a view: a preset stays a preset (a link opened tomorrow shows tomorrow's last 30 days); a custom range keeps its days. */
export const writeView = (params: URLSearchParams, view: StatView): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const name of VIEW_PARAMS) next.delete(name);
  next.set('range', view.preset);
  if (view.preset === 'custom') {
    next.set('start', view.start);
    next.set('end', view.end);
  }
  if (view.compare) next.set('compare', view.compare);
  if (view.granularity !== defaultGranularity(view)) next.set('granularity', view.granularity);
  return next;
};

/** The body of a statistics call for a view. */
export const viewBody = (view: StatView): Record<string, string> => ({
  startDate: view.start,
  endDate: view.end,
  granularity: view.granularity,
  ...(view.compare ? { compare: view.compare } : {}),
});

/** A change as a signed percentage with one decimal ('+12.5%'), or null when it cannot be computed. */
export const formatChange = (change: number | null | undefined): string | null => {
  if (change === null || change === undefined || !Number.isFinite(change)) return null;
  const percent = Math.round(change * 1000) / 10;
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
};

/** A share (0–1) as a percentage with one decimal. */
export const formatShare = (share: number | null | undefined) => `${(Math.round((share ?? 0) * 1000) / 10).toFixed(1)}%`;

/** The compared days of a view, as the server computes them. */
export const comparedRange = (view: Pick<StatView, 'start' | 'end' | 'compare'>): DayRange | null => (view.compare ? compareRange(view, view.compare) : null);
