/**
 * The role table: 角色编码, 角色名称, 用户数, 状态, 备注, 创建时间, 操作,
 * in the one list table (ListTable) with its loading, empty and failed states.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import { EMPTY_CELL, formatDatetime } from '../../../src/crud/list/cellValue';
import { ListTable } from '../../../src/crud/list/ListTable';
import type { RoleRecord } from '../contract/calls';
import type { RoleAccess } from './roleListParams';
import { RoleRowActions, RoleStatusSwitch } from './RoleRowActions';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const Text = ({ value, width = 200 }: { value: unknown; width?: number }): ReactNode => {
  if (value === undefined || value === null || String(value).trim() === '') return EMPTY_CELL;
  const text = String(value);
  return (
    <Box component="span" title={text} sx={{ display: 'inline-block', maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}>
      {text}
    </Box>
  );
};

const role = (record: RaRecord) => record as RoleRecord;

export const RoleTable = ({ access }: { access: RoleAccess }) => {
  const { translate, label } = useColumnLabels('system.roles.fields');
  return (
    <ListTable
      columns={[
        { key: 'code', label: label('code'), render: (record) => <Text value={record.code} width={160} /> },
        { key: 'name', label: label('name'), render: (record) => <Text value={record.name} width={160} /> },
        { key: 'userCount', label: label('userCount'), render: (record) => record.userCount ?? 0 },
        { key: 'status', label: label('status'), render: (record) => <RoleStatusSwitch record={role(record)} allowed={access.enable} /> },
        { key: 'remark', label: label('remark'), render: (record) => <Text value={record.remark} width={240} /> },
        { key: 'createdAt', label: label('createdAt'), render: (record) => (record.createdAt ? formatDatetime(record.createdAt) : EMPTY_CELL) },
        // Without 编辑 and 删除 there is no 操作 column.
        ...(access.edit || access.delete
          ? [{ key: 'actions', label: translate('system.roles.actions.operations'), render: (record: RaRecord) => <RoleRowActions record={role(record)} access={access} /> }]
          : []),
      ]}
    />
  );
};
