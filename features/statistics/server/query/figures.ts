/**
 * The figures read from stat_daily, their labels and definitions (口径), the
 * SQL that sums them, and the comparison of two periods. Only rows of one
 * grain are ever summed together: across platforms and institutions a
 * device's UV is counted once (a device has one platform and, in practice,
 * one institution), across days UV adds up as 人·天.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COLUMN_LABELS as L, FIGURE_DEFINITIONS } from '../../contract/definitions';

export const FIGURES = [
  { key: 'pv', label: L.pv, definition: FIGURE_DEFINITIONS.pv },
  { key: 'uv', label: L.uv, definition: FIGURE_DEFINITIONS.uv },
  { key: 'activeUsers', label: L.activeUsers, definition: FIGURE_DEFINITIONS.activeUsers },
  { key: 'clicks', label: L.clicks, definition: FIGURE_DEFINITIONS.clicks },
  { key: 'shares', label: L.shares, definition: FIGURE_DEFINITIONS.shares },
  { key: 'downloads', label: L.downloads, definition: FIGURE_DEFINITIONS.downloads },
  { key: 'searches', label: L.searches, definition: FIGURE_DEFINITIONS.searches },
  { key: 'avgDuration', label: L.avgDuration, definition: FIGURE_DEFINITIONS.avgDuration },
] as const;

export type FigureKey = (typeof FIGURES)[number]['key'];
export type Figures = Record<FigureKey, number>;

/** The sums of a set of stat_daily rows, named as `figuresOf` reads them. */
export const FIGURE_SUMS: SQL = sql`coalesce(sum(pv), 0)::int AS pv, coalesce(sum(uv), 0)::int AS uv, coalesce(sum(users), 0)::int AS "activeUsers",
  coalesce(sum(clicks), 0)::int AS clicks, coalesce(sum(shares), 0)::int AS shares, coalesce(sum(downloads), 0)::int AS downloads,
  coalesce(sum(searches), 0)::int AS searches, coalesce(sum(duration_ms), 0)::float8 AS "durationMs"`;

/** Sort expressions of the figures (avgDuration by its ratio). */
export const FIGURE_ORDER: Record<FigureKey, SQL> = {
  pv: sql`sum(pv)`,
  uv: sql`sum(uv)`,
  activeUsers: sql`sum(users)`,
  clicks: sql`sum(clicks)`,
  shares: sql`sum(shares)`,
  downloads: sql`sum(downloads)`,
  searches: sql`sum(searches)`,
  avgDuration: sql`sum(duration_ms)::float8 / nullif(sum(pv), 0)`,
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export const figuresOf = (row: Record<string, unknown> | undefined): Figures => {
  const number = (key: string) => Number(row?.[key] ?? 0);
  const pv = number('pv');
  return {
    pv,
    uv: number('uv'),
    activeUsers: number('activeUsers'),
    clicks: number('clicks'),
    shares: number('shares'),
    downloads: number('downloads'),
    searches: number('searches'),
    avgDuration: pv ? round(number('durationMs') / pv / 1000, 1) : 0,
  };
};

export const ZERO: Figures = figuresOf(undefined);

/** (current - compared) / compared, as a ratio with four decimals; null when the compared figure is 0. */
export const change = (current: number, compared: number): number | null => (compared ? round((current - compared) / compared, 4) : null);

/** The comparison fields of a row: `compareX` and `xChange` for PV, UV and active users. */
export const comparison = (current: Figures, compared: Figures | undefined) =>
  compared
    ? {
        comparePv: compared.pv,
        compareUv: compared.uv,
        compareActiveUsers: compared.activeUsers,
        pvChange: change(current.pv, compared.pv),
        uvChange: change(current.uv, compared.uv),
        activeUsersChange: change(current.activeUsers, compared.activeUsers),
      }
    : {};

export const isZero = (figures: Figures) => FIGURES.every(({ key }) => figures[key] === 0);
