/**
 * The app-user table: a selection checkbox (for the batch authorisation,
 * with 'modify'), 姓名, 手机号, 用户类型, 会员单位, 会员类型, 会员有效期
 * (已过期 once ended), 注册时间, 最近登录, 允许登录 and 操作, in the common
 * table's look. The selection is react-admin's list selection, kept across pages.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataTable, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { Can } from '../../../../authProvider/useCan';
import { tableSx } from '../../../crud/list/ResourceTable';
import { PageCheckbox, RowCheckbox } from '../../../crud/list/SelectionCheckboxes';
import { ListEmpty, ListError, ListLoading, ListLoadingOverlay } from '../../../crud/list/ListStatus';
import type { AppUser } from './api';
import { formatTime, isExpired, periodOf, text, useAppUserDictionaries } from './appUserLabels';
import { AppUserRowActions } from './AppUserRowActions';
import { LoginSwitch } from './LoginSwitch';

const Column = DataTable.Col<RaRecord>;
const asUser = (record: RaRecord) => record as unknown as AppUser;

const Period = ({ user }: { user: AppUser }) => {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {periodOf(user)}
      {isExpired(user) && <Chip size="small" color="warning" variant="outlined" label={translate('system.appUsers.expired')} />}
    </Box>
  );
};

export const AppUserTable = ({ can }: { can: Can }) => {
  const translate = useTranslate();
  const { isPending, isFetching, error, refetch } = useListContext();
  const { userTypeLabel, memberTypeLabel } = useAppUserDictionaries();
  const label = (field: string) => translate(`system.appUsers.fields.${field}`);
  const selectable = can.edit;

  if (error && !isFetching) return <ListError error={error} onRetry={() => refetch()} />;
  if (isPending) return <ListLoading />;
  return (
    <Box sx={{ position: 'relative' }}>
      <DataTable bulkActionButtons={false} rowClick={false} hover={false} empty={<ListEmpty />} sx={tableSx}>
        {selectable && (
          <Column
            source="select"
            label={<PageCheckbox label={translate('system.appUsers.selectPage')} />}
            disableSort
            render={(record) => <RowCheckbox id={record.id} label={translate('system.appUsers.selectRow', { name: asUser(record).realName || asUser(record).mobile })} />}
          />
        )}
        <Column
          source="realName"
          label={label('realName')}
          disableSort
          render={(record) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {text(record.realName)}
            </Box>
          )}
        />
        <Column source="mobile" label={label('mobile')} disableSort render={(record) => text(record.mobile)} />
        <Column source="userType" label={label('userType')} disableSort render={(record) => userTypeLabel(record.userType)} />
        <Column source="memberUnit" label={label('memberUnit')} disableSort render={(record) => text(record.memberUnit)} />
        <Column source="memberType" label={label('memberType')} disableSort render={(record) => memberTypeLabel(record.memberType)} />
        <Column source="memberPeriod" label={label('memberPeriod')} disableSort render={(record) => <Period user={asUser(record)} />} />
        <Column source="registeredAt" label={label('registeredAt')} disableSort render={(record) => formatTime(record.registeredAt)} />
        <Column source="lastLoginAt" label={label('lastLoginAt')} disableSort render={(record) => formatTime(record.lastLoginAt)} />
        <Column
          source="loginEnabled"
          label={label('loginEnabled')}
          disableSort
          render={(record) => <LoginSwitch user={asUser(record)} allowed={can.enable || can.edit} />}
        />
        <Column label={translate('system.common.actions')} disableSort render={(record) => <AppUserRowActions user={asUser(record)} can={can} />} />
      </DataTable>
      {isFetching && <ListLoadingOverlay />}
    </Box>
  );
};
