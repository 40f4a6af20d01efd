/**
 * The generic list's table (src/crud/list/ResourceTable) with the 操作 cell
 * given by the page: the portal lists add row buttons (图片配置) or lead a
 * row's 编辑 elsewhere (a common-module icon).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { FieldCell } from '../../crud/list/FieldCell';
import { RowActions } from '../../crud/list/RowActions';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../crud/list/ListStatus';
import { tableSx } from '../../crud/list/ResourceTable';

const Column = DataTable.Col<RaRecord>;

export interface PortalTableProps {
  columns: FieldSpec[];
  /** The 操作 cell of a row; the generic 编辑 and 删除 when absent. */
  rowActions?: (record: RaRecord) => ReactNode;
}

export const PortalTable = ({ columns, rowActions }: PortalTableProps) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx}>
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
        <Column label={translate('crud.actions')} disableSort render={(record) => (rowActions ? rowActions(record) : <RowActions record={record} />)} />
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
