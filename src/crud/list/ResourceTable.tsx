/**
 * The common table: an optional selection column, the declared columns in
 * declaration order and 操作,
 * centred at font size 14, striped and bordered, scrolling inside its max
 * height under a sticky header (PlainTable). Loading, empty and failed loads
 * have their own text so the area is never blank.
 */
import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { FieldCell } from './FieldCell';
import { RowActions } from './RowActions';
import { RowActionHost } from './RowActionHost';
import { PageCheckbox, RowCheckbox } from './SelectionCheckboxes';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from './ListStatus';
import { PlainTable, type PlainColumn } from './PlainTable';
import { TABLE_MAX_HEIGHT } from './tableMaxHeight';

const BORDER = '1px solid #ebeef5';
const cellSx = { textAlign: 'center', fontSize: 14, border: BORDER, px: 1, py: 0.75 } as const;

/** The same look for react-admin's DataTable, for the pages that still use it. */
export const tableSx = {
  '& .RaDataTable-tableWrapper': { maxHeight: TABLE_MAX_HEIGHT, overflow: 'auto' },
  '& .RaDataTable-table': { borderCollapse: 'separate', borderSpacing: 0 },
  '& .RaDataTable-headerCell': { ...cellSx, bgcolor: '#f5f7fa', color: '#606266', fontWeight: 600, whiteSpace: 'nowrap', borderRadius: 0 },
  '& .RaDataTable-rowCell': { ...cellSx, color: '#606266' },
  '& .RaDataTable-rowOdd': { bgcolor: '#fafafa' },
  '& .RaDataTable-row:hover': { bgcolor: '#f0f7ff' },
};

export interface ResourceTableProps {
  columns: FieldSpec[];
  /** The 操作 column (false when the module offers no row action at all). */
  actions?: boolean;
  /** A first column of selection checkboxes (for batch buttons), with their accessible names. */
  selection?: { pageLabel: string; rowLabel: (record: RaRecord) => string };
}

export const ResourceTable = ({ columns, actions = true, selection }: ResourceTableProps) => {
  const translate = useTranslate();
  // React renders a page of rows in slices: react-query's updates are synchronous, so rows
  // drawn straight from the context would block the page for one long task (docs/performance.md).
  const { data, total, isPending, isFetching, error, refetch } = useDeferredValue(useListContext());

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  const rows = data ?? [];
  const shown: PlainColumn[] = [
    ...(selection
      ? [{ key: 'select', label: <PageCheckbox label={selection.pageLabel} />, render: (record: RaRecord) => <RowCheckbox id={record.id} label={selection.rowLabel(record)} /> }]
      : []),
    ...columns.map((field) => ({
      key: field.name,
      label: translate(field.label, { _: field.label }),
      width: field.width,
      render: (record: RaRecord) => <FieldCell field={field} record={record} />,
    })),
    ...(actions ? [{ key: 'actions', label: translate('crud.actions'), render: (record: RaRecord) => <RowActions record={record} /> }] : []),
  ];
  return (
    <Box sx={{ position: 'relative' }}>
      {rows.length === 0 || total === 0 ? (
        <ListEmpty />
      ) : actions ? (
        <RowActionHost>
          <PlainTable columns={shown} data={rows} />
        </RowActionHost>
      ) : (
        <PlainTable columns={shown} data={rows} />
      )}
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
