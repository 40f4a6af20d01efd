/**
 * The user table: 登录名, 姓名, 手机号, 角色, 岗位, 状态, 最后登录 and 操作, in
 * the common table's look (src/crud/list). Role and post names come with the
 * row, else from the dictionaries.
 */
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { Can } from '../../../../authProvider/useCan';
import { tableSx } from '../../../crud/list/ResourceTable';
import { EMPTY_CELL } from '../../../crud/list/cellValue';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../../crud/list/ListStatus';
import { dictName, useDictionary } from '../../../system/dictionaries';
import type { UserRecord } from './api';
import { UserRowActions, UserStatusSwitch } from './UserRowActions';

const Column = DataTable.Col<RaRecord>;

const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? EMPTY_CELL : String(value));

export const formatLogin = (value: unknown) => {
  if (!value) return EMPTY_CELL;
  const date = dayjs(String(value));
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(value);
};

export const UserTable = ({ can }: { can: Can }) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();
  const roles = useDictionary('role');
  const posts = useDictionary('post');
  const label = (field: string) => translate(`system.users.fields.${field}`);
  const user = (record: RaRecord) => record as unknown as UserRecord;

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx}>
        <Column source="loginName" label={label('loginName')} disableSort render={(record) => text(record.loginName)} />
        <Column source="cnName" label={label('cnName')} disableSort render={(record) => text(record.cnName)} />
        <Column source="phone" label={label('phone')} disableSort render={(record) => text(record.phone)} />
        <Column
          source="roleCode"
          label={label('roleCode')}
          disableSort
          render={(record) => text(record.roleName || dictName(roles.data, record.roleCode))}
        />
        <Column
          source="postCode"
          label={label('postCode')}
          disableSort
          render={(record) => text(record.postName || dictName(posts.data, record.postCode))}
        />
        <Column source="status" label={label('status')} disableSort render={(record) => <UserStatusSwitch user={user(record)} can={can} />} />
        <Column source="lastLoginAt" label={label('lastLoginAt')} disableSort render={(record) => formatLogin(record.lastLoginAt)} />
        <Column label={translate('system.common.actions')} disableSort render={(record) => <UserRowActions user={user(record)} can={can} />} />
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
