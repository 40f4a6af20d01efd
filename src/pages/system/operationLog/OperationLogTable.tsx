/**
 * The log table: 时间, 操作人, 动作, 模块, 对象, 摘要, IP and 操作 (详情),
 * in the common table's look (src/crud/list), with its loading, empty and
 * failed states.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { tableSx } from '../../../crud/list/ResourceTable';
import { EMPTY_CELL } from '../../../crud/list/cellValue';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../../crud/list/ListStatus';
import type { OperationLogEntry } from './api';
import { actionKey, formatTime, operatorOf } from './format';

const Column = DataTable.Col<RaRecord>;

const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? EMPTY_CELL : String(value));

export const OperationLogTable = ({ onDetail }: { onDetail: (id: number) => void }) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();
  const label = (field: string) => translate(`operationLog.fields.${field}`);
  const entry = (record: RaRecord) => record as unknown as OperationLogEntry;

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx}>
        <Column source="createdAt" label={label('createdAt')} disableSort render={(record) => formatTime(record.createdAt)} />
        <Column source="operatorCnName" label={label('operator')} disableSort render={(record) => operatorOf(entry(record))} />
        <Column source="action" label={label('action')} disableSort render={(record) => translate(actionKey(String(record.action)))} />
        <Column source="menuName" label={label('module')} disableSort render={(record) => text(record.menuName)} />
        <Column source="recordId" label={label('recordId')} disableSort render={(record) => text(record.recordId)} />
        <Column source="summary" label={label('summary')} disableSort render={(record) => text(record.summary ?? record.path)} />
        <Column source="ip" label={label('ip')} disableSort render={(record) => text(record.ip)} />
        <Column
          label={translate('system.common.actions')}
          disableSort
          render={(record) => (
            <Button variant="text" onClick={() => onDetail(Number(record.id))}>
              {translate('operationLog.detail')}
            </Button>
          )}
        />
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
