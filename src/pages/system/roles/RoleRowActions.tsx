/**
 * A role row's 状态 switch and 操作 cell. The switch calls role/switchStatus;
 * 删除 asks first and calls role/delRole. Both then reload the list with the
 * saved search form (the previous page when the deleted row was its page's
 * last); a refusal ('该角色下还有 2 个用户，无法删除') is shown by the
 * request wrapper and changes nothing.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { delRole, DISABLED, ENABLED, ROLE_EDIT_PATH, switchRoleStatus, type RoleRecord } from './api';
import { invalidateDictionary } from '../../../system/dictionaries';
import type { RoleAccess } from './roleListParams';

export const RoleStatusSwitch = ({ record, allowed }: { record: RoleRecord; allowed: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { refetch } = useListContext();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const checked = record.status === ENABLED;

  const toggle = async () => {
    setPending(true);
    try {
      await switchRoleStatus(record.id, checked ? DISABLED : ENABLED);
      notify('system.roles.notify.switched', { type: 'success' });
      // The role dictionary holds the enabled roles.
      void invalidateDictionary(queryClient, 'role');
      await refetch();
    } catch {
      // The request wrapper has shown the reason.
    } finally {
      setPending(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={checked}
      disabled={!allowed || record.editable === false || pending}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': translate('system.roles.statusLabel', { name: record.name }) } }}
    />
  );
};

export const RoleRowActions = ({ record, access }: { record: RoleRecord; access: RoleAccess }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { refetch, data, page, setPage } = useListContext();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onConfirm = async () => {
    setDeleting(true);
    try {
      await delRole(record.id);
      setOpen(false);
      notify('system.roles.notify.deleted', { type: 'success' });
      void invalidateDictionary(queryClient, 'role');
      if (page > 1 && data?.length === 1) setPage(page - 1);
      else await refetch();
    } catch {
      setOpen(false);
    } finally {
      setDeleting(false);
    }
  };

  if (!access.edit && !access.delete) return null;
  if (record.editable === false) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
        {translate('system.roles.notEditable')}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {access.edit && (
        <Button variant="text" onClick={() => navigate(`${ROLE_EDIT_PATH}?id=${encodeURIComponent(String(record.id))}`)}>
          {translate('system.roles.actions.edit')}
        </Button>
      )}
      {access.delete && (
        <Button variant="text" color="error" onClick={() => setOpen(true)}>
          {translate('system.roles.actions.delete')}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={deleting}
        title="system.roles.confirm.title"
        content="system.roles.confirm.delete"
        contentTranslateOptions={{ name: record.name }}
        confirm="system.roles.actions.confirm"
        cancel="system.roles.actions.cancel"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
