/**
 * The user table: 登录名, 姓名, 手机号, 角色, 岗位, 状态, 最后登录 and 操作, in
 * the common table's look (src/crud/list). Role and post names come with the
 * row, else from the dictionaries.
 */
import dayjs from 'dayjs';
import type { RaRecord } from 'react-admin';
import type { Can } from '../../../authProvider/useCan';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { ListTable } from '../../../src/crud/list/ListTable';
import { dictName, useDictionary } from '../../../src/system/dictionaries';
import type { UserRecord } from '../contract/calls';
import { UserRowActions, UserStatusSwitch } from './UserRowActions';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? EMPTY_CELL : String(value));

export const formatLogin = (value: unknown) => {
  if (!value) return EMPTY_CELL;
  const date = dayjs(String(value));
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(value);
};

export const UserTable = ({ can }: { can: Can }) => {
  const { translate, label } = useColumnLabels('system.users.fields');
  const roles = useDictionary('role');
  const posts = useDictionary('post');
  const user = (record: RaRecord) => record as unknown as UserRecord;

  return (
    <ListTable
      columns={[
        { key: 'loginName', label: label('loginName'), render: (record) => text(record.loginName) },
        { key: 'cnName', label: label('cnName'), render: (record) => text(record.cnName) },
        { key: 'phone', label: label('phone'), render: (record) => text(record.phone) },
        { key: 'roleCode', label: label('roleCode'), render: (record) => text(record.roleName || dictName(roles.data, record.roleCode)) },
        { key: 'postCode', label: label('postCode'), render: (record) => text(record.postName || dictName(posts.data, record.postCode)) },
        { key: 'status', label: label('status'), render: (record) => <UserStatusSwitch user={user(record)} can={can} /> },
        { key: 'lastLoginAt', label: label('lastLoginAt'), render: (record) => formatLogin(record.lastLoginAt) },
        { key: 'actions', label: translate('system.common.actions'), render: (record) => <UserRowActions user={user(record)} can={can} /> },
      ]}
    />
  );
};
