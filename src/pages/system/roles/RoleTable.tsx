/**
 * The role table: 角色编码, 角色名称, 用户数, 状态, 备注, 创建时间, 操作,
 * centred at font size 14 like the common table, scrolling inside its max
 * height; loading, empty and failed loads use the common list states.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { EMPTY_CELL, formatDatetime } from '../../../crud/list/cellValue';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../../crud/list/ListStatus';
import type { RoleRecord } from './api';
import type { RoleAccess } from './roleListParams';
import { RoleRowActions, RoleStatusSwitch } from './RoleRowActions';
import { tableSx } from '../../../crud/list/ResourceTable';

const Column = DataTable.Col<RoleRecord>;

const Text = ({ value, width = 200 }: { value: unknown; width?: number }): ReactNode => {
  if (value === undefined || value === null || String(value).trim() === '') return EMPTY_CELL;
  const text = String(value);
  return (
    <Box component="span" title={text} sx={{ display: 'inline-block', maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}>
      {text}
    </Box>
  );
};

export const RoleTable = ({ access }: { access: RoleAccess }) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext<RoleRecord>();
  const label = (field: string) => translate(`system.roles.fields.${field}`);

  // Without 编辑 and 删除 there is no 操作 column; an array, since an empty child would still count as a column.
  const actions =
    access.edit || access.delete
      ? [<Column key="actions" label={translate('system.roles.actions.operations')} disableSort render={(record) => <RoleRowActions record={record} access={access} />} />]
      : [];

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx}>
        <Column source="code" label={label('code')} disableSort render={(record) => <Text value={record.code} width={160} />} />
        <Column source="name" label={label('name')} disableSort render={(record) => <Text value={record.name} width={160} />} />
        <Column source="userCount" label={label('userCount')} disableSort render={(record) => record.userCount ?? 0} />
        <Column source="status" label={label('status')} disableSort render={(record) => <RoleStatusSwitch record={record} allowed={access.enable} />} />
        <Column source="remark" label={label('remark')} disableSort render={(record) => <Text value={record.remark} width={240} />} />
        <Column
          source="createdAt"
          label={label('createdAt')}
          disableSort
          render={(record) => (record.createdAt ? formatDatetime(record.createdAt) : EMPTY_CELL)}
        />
        {actions}
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
