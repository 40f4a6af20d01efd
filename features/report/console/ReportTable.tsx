/**
 * One table of a report page (docs/architecture.md, "Report page"): react-admin's
 * list controller over a report call (dataProvider `meta.report`), drawn by the
 * shared ListTable (loading, failed with 重试, empty, veil while reloading) with
 * the answer's total and correction lines under the rows, and its pagination.
 * The page's table keeps its page and order in the address (`pageInAddress`,
 * AddressList, like every list; a new view or filter writes page 1 there); a
 * secondary table keeps them to itself and starts again from page 1 with a
 * new filter.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ListBase, useListContext, type RaRecord, type SortPayload } from 'react-admin';
import { REPORT_RESOURCE } from '../../../dataProvider/reports';
import { ListTable, type ListColumn } from '../../../src/crud/list/ListTable';
import { ListPagination } from '../../../src/crud/list/ListPagination';
import { AddressList } from '../../../src/crud/list/AddressList';

export interface ReportTableProps {
  /** Names the table's stored params (with `pageInAddress`). */
  id: string;
  call: string;
  filter: Record<string, unknown>;
  columns: ListColumn[];
  sort?: SortPayload;
  perPage?: number;
  /** Whether the call pages its rows (else one page holds them all). */
  paged?: boolean;
  pageInAddress?: boolean;
  /** Above the table, inside the list (e.g. an export of the list's sort). */
  toolbar?: ReactNode;
  /** Draws the answer's total and correction lines under the rows. */
  totals?: boolean;
  /** A chart of the rows shown, above the table (the table is its text alternative). */
  chart?: (rows: RaRecord[]) => ReactNode;
}

/** The table's footer: the answer's total and, when late events of closed months are in the range, the correction line. */
export const totalLines = (meta: unknown): RaRecord[] => {
  const { summary, correction } = (meta ?? {}) as { summary?: Record<string, unknown>; correction?: Record<string, unknown> | null };
  return [summary && { ...summary, id: 'summary', footer: true }, correction && { ...correction, id: 'correction', footer: true }].filter(Boolean) as RaRecord[];
};

const DEFAULT_REPORT_SORT: SortPayload = { field: 'pv', order: 'DESC' };
const ALL_ROWS = 1000;

/** Drawn from the first answer on (empty until the rows come), so the chart's room does not open up under the reader. */
const ListChart = ({ chart }: { chart: (rows: RaRecord[]) => ReactNode }) => {
  const { data } = useListContext();
  return <>{chart(data ?? [])}</>;
};

/** A secondary table's pages: back to page 1 with a new filter. */
const OwnPages = ({ filterKey }: { filterKey: string }) => {
  const { setPage } = useListContext();
  const previous = useRef(filterKey);
  useEffect(() => {
    if (previous.current === filterKey) return;
    previous.current = filterKey;
    setPage(1);
  }, [filterKey, setPage]);
  return <ListPagination />;
};

export const ReportTable = ({ id, call, filter, columns, sort = DEFAULT_REPORT_SORT, perPage = 10, paged = true, pageInAddress = false, toolbar, totals = true, chart }: ReportTableProps) => {
  const size = paged ? perPage : ALL_ROWS;
  const table = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>{toolbar}</Box>}
      {chart && <ListChart chart={chart} />}
      <ListTable columns={columns} footer={totals ? totalLines : undefined} />
      {paged && (pageInAddress ? <ListPagination /> : <OwnPages filterKey={JSON.stringify(filter)} />)}
    </Box>
  );
  const list = { resource: REPORT_RESOURCE, filter, queryOptions: { meta: { report: call } } };
  return pageInAddress ? (
    <AddressList {...list} storeKey={`statistics.${id}`} address={{ sort, perPage: size }}>
      {table}
    </AddressList>
  ) : (
    // Its own params, from the first page and the default order each time the page opens.
    <ListBase {...list} sort={sort} perPage={size} storeKey={false} disableSyncWithLocation>
      {table}
    </ListBase>
  );
};
