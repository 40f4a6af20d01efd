/**
 * A role row's 状态 switch and 操作 cell. The switch calls role/switchStatus;
 * 删除 asks first and calls the resource's delete (role/delRole). Both then reload the list with the
 * saved search form (the previous page when the deleted row was its page's
 * last); a refusal ('该角色下还有 2 个用户，无法删除') is shown by the
 * request wrapper and changes nothing.
 */
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { RoleRecord } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';
import { DISABLED, ENABLED, ROLE_EDIT_PATH } from './paths';
import { invalidateDictionary } from '../../../src/system/dictionaries';
import { ListRowSwitch } from '../../../src/crud/list/ListRowSwitch';
import { RowDeleteButton, type RowDeleteMessages } from '../../../src/crud/list/RowDeleteButton';
import { RowLinkButton, RowNote } from '../../../src/crud/list/RowLink';
import type { RoleAccess } from './roleListParams';

const DELETE_MESSAGES: RowDeleteMessages = {
  label: 'system.roles.actions.delete',
  title: 'system.roles.confirm.title',
  content: 'system.roles.confirm.delete',
  deleted: 'system.roles.notify.deleted',
};

export const RoleStatusSwitch = ({ record, allowed }: { record: RoleRecord; allowed: boolean }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleData();
  return (
    <ListRowSwitch
      checked={record.status === ENABLED}
      disabled={!allowed || record.editable === false}
      label={translate('system.roles.statusLabel', { name: record.name })}
      success="system.roles.notify.switched"
      toggle={async (on) => {
        await dataProvider.switchRoleStatus({ id: record.id, status: on ? ENABLED : DISABLED });
        // The role dictionary holds the enabled roles.
        void invalidateDictionary(queryClient, 'role');
      }}
    />
  );
};

export const RoleRowActions = ({ record, access }: { record: RoleRecord; access: RoleAccess }) => {
  const queryClient = useQueryClient();

  if (!access.edit && !access.delete) return null;
  if (record.editable === false) {
    return <RowNote text="system.roles.notEditable" />;
  }
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {access.edit && <RowLinkButton path={ROLE_EDIT_PATH} id={record.id} label="system.roles.actions.edit" />}
      {access.delete && <RowDeleteButton record={record} name={record.name} messages={DELETE_MESSAGES} afterDelete={() => void invalidateDictionary(queryClient, 'role')} />}
    </Box>
  );
};
