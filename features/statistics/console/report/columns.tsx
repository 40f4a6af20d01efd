/**
 * The columns of the statistics tables: a row's labels and its figures, with
 * the comparison's columns when a comparison is chosen. Titles are the
 * exports' (COLUMN_LABELS), so a sheet and the screen read alike. The total
 * and correction lines (the table's footer) put their `label` in the first
 * column.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ListColumn } from '../../../../src/crud/list/ListTable';
import { Change } from './Change';
import { SortHeader } from '../../../report/console/SortHeader';
import { formatShare } from '../statFilters';
import { ONE_DECIMAL_FIGURES } from '../../contract/definitions';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const numberFormat = new Intl.NumberFormat('zh-CN');

export const formatNumber = (value: unknown) => (typeof value === 'number' ? numberFormat.format(value) : ((value ?? '') as ReactNode));

// The server rounds the average stay to one decimal; a whole number keeps its '.0' so the column's decimals line up (68.0 above 66.2).
const oneDecimalFormat = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const formatFigure = (key: string, value: unknown) => (ONE_DECIMAL_FIGURES.has(key) && typeof value === 'number' ? oneDecimalFormat.format(value) : formatNumber(value));

const title = (translate: Translate, key: string) => translate(`statistics.figures.${key}`, { _: key });

/** A label column (module, category, title…); the footer's label goes in the first one. */
export const labelColumn = (
  translate: Translate,
  key: string,
  options: { first?: boolean; sortable?: boolean; render?: (record: RaRecord) => ReactNode; width?: number; label?: string } = {},
): ListColumn => {
  const label = options.label ? translate(options.label) : title(translate, key);
  return {
    key,
    label: options.sortable ? <SortHeader field={key} label={label} /> : label,
    width: options.width,
    render: (record) => (record.footer ? (options.first ? record.label : '') : options.render ? options.render(record) : ((record[key] ?? '—') as ReactNode)),
  };
};

/** A figure column: a number, a share, or a change. */
export const figureColumn = (translate: Translate, key: string, sortable = true, labelKey?: string): ListColumn => {
  const label = labelKey ? translate(labelKey) : title(translate, key);
  const render =
    key === 'change' || key.endsWith('Change')
      ? (record: RaRecord) => <Change value={record[key]} />
      : key.endsWith('Share')
        ? (record: RaRecord) => (record[key] === undefined ? '' : formatShare(record[key] as number))
        : (record: RaRecord) => formatFigure(key, record[key]);
  return { key, label: sortable ? <SortHeader field={key} label={label} /> : label, render };
};

export const FIGURE_KEYS = ['pv', 'uv', 'activeUsers', 'clicks', 'shares', 'downloads', 'searches', 'avgDuration'] as const;
const COMPARISON_KEYS = ['comparePv', 'pvChange', 'uvChange'] as const;
/** Figures the server sorts by: the comparison's are computed after the page is read. */
const SORTABLE = new Set<string>(FIGURE_KEYS);

/** The figure columns of a breakdown, with its share and the comparison when one is chosen. */
export const figureColumns = (translate: Translate, { compared, share = false, sortable = true }: { compared: boolean; share?: boolean; sortable?: boolean }): ListColumn[] =>
  [...FIGURE_KEYS, ...(share ? ['pvShare'] : []), ...(compared ? COMPARISON_KEYS : [])].map((key) => figureColumn(translate, key, sortable && SORTABLE.has(key)));
