/**
 * The common table: an optional selection column, the declared columns in
 * declaration order and 操作,
 * centred at font size 14, striped and bordered, scrolling inside its max
 * height under a sticky header. Loading, empty and failed loads have their
 * own text so the area is never blank.
 */
import Box from '@mui/material/Box';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { FieldCell } from './FieldCell';
import { RowActions } from './RowActions';
import { PageCheckbox, RowCheckbox } from './SelectionCheckboxes';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from './ListStatus';

const Column = DataTable.Col<RaRecord>;

const BORDER = '1px solid #ebeef5';
const cellSx = { textAlign: 'center', fontSize: 14, border: BORDER, px: 1, py: 0.75 } as const;

export const tableSx = (maxHeight: number) => ({
  '& .RaDataTable-tableWrapper': { maxHeight, overflow: 'auto' },
  '& .RaDataTable-table': { borderCollapse: 'separate', borderSpacing: 0 },
  '& .RaDataTable-headerCell': { ...cellSx, bgcolor: '#f5f7fa', color: '#606266', fontWeight: 600, whiteSpace: 'nowrap', borderRadius: 0 },
  '& .RaDataTable-rowCell': { ...cellSx, color: '#606266' },
  '& .RaDataTable-rowOdd': { bgcolor: '#fafafa' },
  '& .RaDataTable-row:hover': { bgcolor: '#f0f7ff' },
});

export interface ResourceTableProps {
  columns: FieldSpec[];
  maxHeight: number;
  /** The 操作 column (false when the module offers no row action at all). */
  actions?: boolean;
  /** A first column of selection checkboxes (for batch buttons), with their accessible names. */
  selection?: { pageLabel: string; rowLabel: (record: RaRecord) => string };
}

export const ResourceTable = ({ columns, maxHeight, actions = true, selection }: ResourceTableProps) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx(maxHeight)}>
        {selection && (
          <Column
            source="select"
            label={<PageCheckbox label={selection.pageLabel} />}
            disableSort
            render={(record) => <RowCheckbox id={record.id} label={selection.rowLabel(record)} />}
          />
        )}
        {columns.map((field) => (
          <Column
            key={field.name}
            source={field.name}
            label={translate(field.label, { _: field.label })}
            disableSort
            width={field.width}
            render={(record) => <FieldCell field={field} record={record} />}
          />
        ))}
        {actions && <Column label={translate('crud.actions')} disableSort render={(record) => <RowActions record={record} />} />}
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
