/**
 * The app-user table: a selection checkbox (for the batch authorisation,
 * with 'modify'), 姓名, 手机号, 用户类型, 会员单位 (its current name), 会员类型, 会员有效期
 * (已过期 once ended), 注册时间, 最近登录, 允许登录 and 操作, in the common
 * table's look. The selection is react-admin's list selection, kept across pages.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Can } from '../../../authProvider/useCan';
import { PageCheckbox, RowCheckbox } from '../../../src/crud/list/SelectionCheckboxes';
import { ListTable } from '../../../src/crud/list/ListTable';
import type { AppUser } from '../contract/calls';
import { formatTime, isExpired, periodOf, text, useAppUserDictionaries } from './appUserLabels';
import { AppUserRowActions } from './AppUserRowActions';
import { LoginSwitch } from './LoginSwitch';
const asUser = (record: RaRecord) => record as unknown as AppUser;
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const Period = ({ user }: { user: AppUser }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {periodOf(user)}
      {isExpired(user) && <Chip size="small" color="warning" variant="outlined" label={translate('system.appUsers.expired')} />}
    </Box>
  );
};

/** The unit's current name (the server reads it through the user's link); an earlier typed name that matched none, marked 未关联. */
const UnitCell = ({ user }: { user: AppUser }) => {
  const translate = useTranslate();
  if (user.memberUnit || !user.legacyMemberUnit) return <>{text(user.memberUnit)}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {user.legacyMemberUnit}
      <Chip size="small" color="warning" variant="outlined" label={translate('system.appUsers.edit.unlinked')} />
    </Box>
  );
};

export const AppUserTable = ({ can }: { can: Can }) => {
  const { translate, label } = useColumnLabels('system.appUsers.fields');
  const { userTypeLabel, memberTypeLabel } = useAppUserDictionaries();
  const selectable = can.edit;
  return (
    <ListTable
      columns={[
        ...(selectable
          ? [
              {
                key: 'select',
                label: <PageCheckbox label={translate('system.appUsers.selectPage')} />,
                render: (record: RaRecord) => <RowCheckbox id={record.id} label={translate('system.appUsers.selectRow', { name: asUser(record).realName || asUser(record).mobile })} />,
              },
            ]
          : []),
        {
          key: 'realName',
          label: label('realName'),
          render: (record) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {text(record.realName)}
            </Box>
          ),
        },
        { key: 'mobile', label: label('mobile'), render: (record) => text(record.mobile) },
        { key: 'userType', label: label('userType'), render: (record) => userTypeLabel(record.userType) },
        { key: 'memberUnit', label: label('memberUnit'), render: (record) => <UnitCell user={asUser(record)} /> },
        { key: 'memberType', label: label('memberType'), render: (record) => memberTypeLabel(record.memberType) },
        { key: 'memberPeriod', label: label('memberPeriod'), render: (record) => <Period user={asUser(record)} /> },
        { key: 'registeredAt', label: label('registeredAt'), render: (record) => formatTime(record.registeredAt) },
        { key: 'lastLoginAt', label: label('lastLoginAt'), render: (record) => formatTime(record.lastLoginAt) },
        { key: 'loginEnabled', label: label('loginEnabled'), render: (record) => <LoginSwitch user={asUser(record)} allowed={can.enable || can.edit} /> },
        { key: 'actions', label: translate('system.common.actions'), render: (record) => <AppUserRowActions user={asUser(record)} can={can} /> },
      ]}
    />
  );
};
