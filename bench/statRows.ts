/**
 * The statistics part's figures of one database, and the table rows they
 * make, each beside the goal issue 22 sets. A figure the run could not
 * measure (the database failed, a step threw) shows as "—" with the reason.
 */
import type { LoadedHistory } from './statData';
import type { DayRollup } from './statDayRollup';
import type { ExportFigures } from './statExport';
import type { HttpIngest } from './statIngest';
import { STAT_CALLS, STAT_RANGES, type TimedCall } from './statQueries';
import { round, type Summary } from './stats';
import type { BenchRow, Figure } from './types';

export interface StatFigures {
  database: 'PGlite' | 'PostgreSQL';
  /** Where it ran, for the notes. */
  where: string;
  /** The events asked for (the history holds about as many). */
  events: number;
  days: number;
  history?: LoadedHistory;
  dayRollup?: DayRollup;
  calls?: TimedCall[];
  /** `counted`: by how much stat_event grew. */
  ingest?: HttpIngest & { counted?: number };
  export?: ExportFigures;
  firstStart?: Summary;
  /** Why the figures stop short, when they do. */
  failure?: string;
}

const INGEST_GOAL = { PGlite: 1000, PostgreSQL: 5000 } as const;
const DAY_ROLLUP_GOAL_S = 5;
const EXPORT_GOAL_S = 15;
const EXPORT_MEMORY_GOAL_MB = 200;
const FIRST_START_GOAL_S = 60;

const number = (value: number) => Math.round(value).toLocaleString('en-US');

const inSeconds = (ms: Summary): Summary => ({ ...ms, median: round(ms.median / 1000, 1), min: round(ms.min / 1000, 1), max: round(ms.max / 1000, 1) });

export const statisticsRows = (figures: StatFigures): BenchRow[] => {
  const { database, history } = figures;
  const events = history?.events ?? figures.events;
  // Short, since every row names it: "PGlite 1.00M events".
  const size = `${database} ${events >= 10_000_000 ? (events / 1e6).toFixed(1) : (events / 1e6).toFixed(2)}M events`;
  const missing = figures.failure ? `not measured: ${figures.failure}` : undefined;
  const row = (item: string, unit: string, ours: Figure | undefined, goal?: { text: string; met: (value: number, figure: Figure) => boolean }, note?: string): BenchRow => {
    const value = typeof ours === 'number' ? ours : ours && typeof ours === 'object' ? ours.median : null;
    const text = ours === undefined ? missing : note;
    return {
      section: 'statistics',
      item,
      unit,
      ours: ours ?? null,
      ...(goal ? { goal: goal.text, met: value === null ? null : goal.met(value, ours!) } : {}),
      ...(text ? { note: text } : {}),
    };
  };
  const rows: BenchRow[] = [
    row(
      `bulk load of ${number(events)} events over ${figures.days} days through ingestEvents in-process (batches of 5,000), ${database}`,
      'events/s',
      history ? round(history.events / (history.ingestMs / 1000), 0) : undefined,
      undefined,
      history ? `${figures.where}; ${number(history.downloads)} app downloads beside` : figures.where,
    ),
    row(`first rollup step over the whole history, ${size}`, 's', history ? round(history.firstRollupMs / 1000, 1) : undefined),
  ];
  for (const range of STAT_RANGES) {
    const timedCalls = STAT_CALLS.map((call) => figures.calls?.find((candidate) => candidate.call === call && candidate.range === range));
    // One note a range: how the calls were timed and how many rows each answer had (so that none read nothing).
    const totals = timedCalls.every(Boolean) ? timedCalls.map((timed) => `${timed!.call.name} ${number(timed!.total)}`).join(', ') : '';
    const method = `over HTTP with a session token (each call runs the rollup step first), one warm-up then the median of the runs; answers' totals: ${totals}`;
    STAT_CALLS.forEach((call, index) =>
      rows.push(
        row(
          `${call.name} (${call.what}), ${range.label} vs previous period, ${size}`,
          'ms',
          timedCalls[index]?.ms,
          { text: `≤ ${range.goalMs}`, met: (ms) => ms <= range.goalMs },
          index === 0 && totals ? method : undefined,
        ),
      ),
    );
  }
  const { ingest, dayRollup } = figures;
  const counted = ingest?.counted;
  const complete = ingest !== undefined && ingest.accepted === ingest.sent && counted === ingest.sent;
  rows.push(
    row(
      `track/events over HTTP, ${ingest ? number(ingest.sent) : '?'} events in batches of 500, ${ingest?.concurrency ?? '?'} calls in flight, into ${size}`,
      'events/s',
      ingest ? round(ingest.perSecond, 0) : undefined,
      { text: `≥ ${number(INGEST_GOAL[database])}, every event in stat_event`, met: (perSecond) => perSecond >= INGEST_GOAL[database] && complete },
      ingest && `${number(ingest.sent)} sent in ${round(ingest.seconds, 1)} s, ${number(ingest.accepted)} accepted, stat_event grew by ${counted === undefined ? '?' : number(counted)}`,
    ),
    row(
      `rollup step bringing one day of ${dayRollup ? number(dayRollup.dayEvents) : '?'} events up to date, ${size}`,
      's',
      dayRollup?.seconds,
      { text: `≤ ${DAY_ROLLUP_GOAL_S}`, met: (value) => value <= DAY_ROLLUP_GOAL_S },
      dayRollup &&
        `day ${dayRollup.day}${dayRollup.frozen ? ' (its month frozen: the added events are late, only late rows recomputed)' : ''}, after the events added to it; marked dirty again before each further run`,
    ),
  );
  const exported = figures.export;
  const exportItem = `infornation/publishLog/export of ${exported ? number(exported.rows) : '?'} rows, ${size}`;
  rows.push(
    row(
      `${exportItem}: wall time until the last byte`,
      's',
      exported?.seconds,
      { text: `< ${EXPORT_GOAL_S}`, met: (value) => value < EXPORT_GOAL_S },
      exported && `30 days of disclosure queries; ${exported.megabytes} MB .xlsx, its rows counted in the file read back; server in its own process`,
    ),
    row(
      `${exportItem}: extra server memory (peak RSS − RSS before)`,
      'MB',
      exported?.extraMB,
      { text: `< ${EXPORT_MEMORY_GOAL_MB} (every run)`, met: (_median, figure) => typeof figure === 'object' && figure !== null && figure.max < EXPORT_MEMORY_GOAL_MB },
      exported && `the server's process tree's VmRSS every 50 ms; ${exported.baseMB} MB before the first run`,
    ),
    row(
      `first start on an empty ${database === 'PGlite' ? 'data folder' : 'database'} (demo data and demo traffic) until "console ready", ${database}`,
      's',
      figures.firstStart && inSeconds(figures.firstStart),
      { text: `< ${FIRST_START_GOAL_S}`, met: (value) => value < FIRST_START_GOAL_S },
      'node dist-server/index.mjs, as npm start runs it after the build',
    ),
  );
  // A failure after the last figure (e.g. removing the database) would otherwise go unreported.
  if (missing && rows.every((candidate) => candidate.note !== missing)) rows[rows.length - 1].note = `${rows[rows.length - 1].note}; ${missing}`;
  return rows;
};
