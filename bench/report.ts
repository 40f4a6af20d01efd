/** The benchmark's table (printed) and results file (bench/results.json). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Summary } from './stats';
import type { BenchRow, Figure } from './types';

const isSummary = (figure: Figure | undefined): figure is Summary => typeof figure === 'object' && figure !== null;

const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

export const formatFigure = (figure: Figure | undefined): string => {
  if (figure === undefined || figure === null) return '—';
  if (typeof figure === 'string') return figure;
  if (typeof figure === 'number') return number(figure);
  return `${number(figure.median)} (${number(figure.min)}–${number(figure.max)})`;
};

/** The median of a figure, for ratios. */
export const medianOf = (figure: Figure | undefined): number | null => (typeof figure === 'number' ? figure : isSummary(figure) ? figure.median : null);

export const ratioOf = (ours: Figure | undefined, peer: Figure | undefined): number | null => {
  const a = medianOf(ours);
  const b = medianOf(peer);
  return a === null || b === null || b === 0 ? null : a / b;
};

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

export const printTable = (rows: BenchRow[]) => {
  const header = ['section', 'item', 'unit', 'ours: median (min–max)', 'peer: median (min–max)', 'ours/peer', 'goal', 'met'];
  const cells = rows.map((row) => [
    row.section,
    row.item,
    row.unit,
    formatFigure(row.ours),
    formatFigure(row.peer),
    row.ratio === undefined || row.ratio === null ? '—' : `${row.ratio.toFixed(2)}×`,
    row.goal ?? '',
    row.met === undefined || row.met === null ? '' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max([...title].length, ...cells.map((line) => [...line[column]].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => pad(value, widths[column])).join(' | ')} |`;
  const out = [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)];
  process.stdout.write(`${out.join('\n')}\n`);
  const notes = rows.filter((row) => row.note);
  if (notes.length) process.stdout.write(`\nNotes:\n${notes.map((row) => `- ${row.item}: ${row.note}`).join('\n')}\n`);
};

/**
 * Writes the run's rows over those of the same sections in the file, keeping
 * the other sections' rows (a BENCH_ONLY run measures a few parts only);
 * `measured` says when each section was last measured.
 */
export const writeResults = (file: string, rows: BenchRow[], meta: Record<string, unknown> & { date: string }) => {
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { rows?: BenchRow[]; measured?: Record<string, string>; date?: string }) : {};
  const sections = new Set(rows.map((row) => row.section));
  const kept = (previous.rows ?? []).filter((row) => !sections.has(row.section));
  const measured: Record<string, string> = {};
  for (const row of kept) measured[row.section] = previous.measured?.[row.section] ?? previous.date ?? '';
  for (const section of sections) measured[section] = meta.date;
  writeFileSync(file, `${JSON.stringify({ ...meta, measured, rows: [...kept, ...rows] }, null, 2)}\n`);
};
