/**
 * The one table of every list, generic and bespoke: the list context's rows
 * in the common look (PlainTable), with one set of states (loading, a failed
 * load with 重试, no rows, and a veil while a new page loads) so the area is
 * never blank. `wrap` puts the table inside a provider its cells need (e.g.
 * the generic list's row actions). Columns are plain: a key, a label, a
 * render of the record.
 */
import { useDeferredValue, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useListContext, type RaRecord } from 'react-admin';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from './ListStatus';
import { PlainTable, type PlainColumn } from './PlainTable';

export type { PlainColumn as ListColumn } from './PlainTable';

export interface ListTableProps {
  columns: PlainColumn[];
  wrap?: (table: ReactNode) => ReactNode;
  /** Rows under the list's rows, from what the list's answer holds beside them (`meta`): a report's total. */
  footer?: (meta: unknown) => RaRecord[];
  /** What the empty list says instead of 暂无数据 (a translation key), e.g. how to make the first row. */
  empty?: string;
}

export const ListTable = ({ columns, wrap = (table) => table, footer, empty }: ListTableProps) => {
  // React renders a page of rows in slices: react-query's updates are synchronous, so rows
  // drawn straight from the context would block the page for one long task (docs/performance.md).
  const { data, total, meta, isPending, isFetching, error, refetch } = useDeferredValue(useListContext());
  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  const rows = data ?? [];
  return (
    <Box sx={{ position: 'relative' }}>
      {rows.length === 0 || total === 0 ? <ListEmpty message={empty} /> : wrap(<PlainTable columns={columns} data={rows} footer={footer?.(meta)} />)}
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
