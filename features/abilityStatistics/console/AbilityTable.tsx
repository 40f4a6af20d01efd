/**
 * One table of the ability statistics: react-admin's list controller over the statistics call (the report
 * tables' ReportTable: loading, failed with 重试, empty, pages kept in the address), its columns in the export's
 * order with sortable titles, the drill-down links of a row, and 导出 of the same rows (all pages, the list's
 * filter and sort) as the server's .xlsx (the table's declared export call, features/abilityStatistics/contract/calls.ts).
 * A ranking charts its key figure for the rows shown above the table, as the statistics pages do.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { ABILITY_TABLES, decimalsOf, type AbilityColumn, type AbilityTable as TableName } from '../contract/statistics';
import type { AbilityExportCall } from '../contract/calls';
import { useCallMutation } from '../../../src/crud/useCall';
import type { ListColumn } from '../../../src/crud/list/ListTable';
import { ReportTable } from '../../report/console/ReportTable';
import { SortHeader } from '../../report/console/SortHeader';
import { LazyChart } from '../../report/console/charts/LazyChart';
import { barOption } from '../../report/console/charts/chartOptions';

/** Long texts are not sorted by. */
const UNSORTED = new Set<AbilityColumn>(['stem', 'userAnswer', 'rightAnswer']);

/** Room for the long texts, so an institution's or an assessment's name does not wrap to three lines beside the figures. */
const WIDTHS: Partial<Record<AbilityColumn, number>> = { stem: 360, institutionName: 220, title: 220 };

const ExportButton = ({ call }: { call: AbilityExportCall }) => {
  const translate = useTranslate();
  const { filter, sort, total } = useListContext();
  // A refusal is on the message line (the request wrapper).
  const { mutate, isPending } = useCallMutation(call);
  const run = () => mutate({ ...filter, ...(sort?.field ? { sortField: sort.field, sortOrder: sort.order.toLowerCase() as 'asc' | 'desc' } : {}) });
  return (
    <Button variant="outlined" size="small" sx={{ ml: 'auto' }} startIcon={<FileDownloadIcon />} disabled={isPending || !total} onClick={run}>
      {translate(isPending ? 'abilityStatistics.exporting' : 'abilityStatistics.export')}
    </Button>
  );
};

const FigureBars = ({ rows, name, value }: { rows: RaRecord[]; name: AbilityColumn; value: AbilityColumn }) => {
  const translate = useTranslate();
  const title = translate(`abilityStatistics.columns.${value}`);
  return <LazyChart label={translate('report.chartOf', { name: title })} height={240} option={(theme) => barOption(rows, name, [{ key: value, name: title }], theme)} />;
};

export interface AbilityTableProps {
  id: string;
  table: TableName;
  call: string;
  /** The table's 导出, named as declared. */
  exportCall?: AbilityExportCall;
  filter: Record<string, unknown>;
  sort: SortPayload;
  /** Columns whose cell links to a detail: the address for the row. */
  links?: Partial<Record<AbilityColumn, (record: RaRecord) => string | null>>;
  /** Left of 导出, inside the list (the page's search). */
  toolbar?: ReactNode;
  /** Columns left out (a detail that names its user above the table). */
  hidden?: AbilityColumn[];
  /** A last 操作 column of the screen only (the export keeps the statistics): the row's actions. */
  actions?: (record: RaRecord) => ReactNode;
  /** The bars above the table: a figure (`value`) of each row shown, named by its `name` column. */
  chart?: { name: AbilityColumn; value: AbilityColumn };
}

export const AbilityTable = ({ id, table, call, exportCall, filter, sort, links = {}, toolbar, hidden = [], actions, chart }: AbilityTableProps) => {
  const translate = useTranslate();
  const cell = (key: AbilityColumn, record: RaRecord): ReactNode => {
    const value = record[key];
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(key === 'passed' ? `abilityStatistics.choices.${value ? 'passed' : 'failed'}` : `abilityStatistics.choices.${value ? 'yes' : 'no'}`);
    const href = links[key]?.(record);
    const text = typeof value === 'number' ? value.toFixed(decimalsOf(key)) : String(value);
    return href ? (
      // Named by the text it shows (WCAG 2.5.3): its column says what it is, and it opens that row's detail.
      <Link component={RouterLink} to={href}>
        {text}
      </Link>
    ) : (
      text
    );
  };
  const columns: ListColumn[] = (ABILITY_TABLES[table] as readonly AbilityColumn[])
    .filter((key) => !hidden.includes(key))
    .map((key) => {
      const label = translate(`abilityStatistics.columns.${key}`);
      return { key, label: UNSORTED.has(key) ? label : <SortHeader field={key} label={label} />, width: WIDTHS[key], render: (record) => cell(key, record) };
    });
  if (actions) columns.push({ key: 'actions', label: translate('abilityStatistics.actions'), render: actions });
  return (
    <ReportTable
      id={`ability.${id}`}
      call={call}
      filter={filter}
      sort={sort}
      columns={columns}
      pageInAddress
      totals={false}
      chart={chart && ((rows) => <FigureBars rows={rows} {...chart} />)}
      toolbar={
        <>
          {toolbar}
          {exportCall && <ExportButton call={exportCall} />}
        </>
      }
    />
  );
};
