/**
 * 批量授权 (the selected users, appUser/icon/someUserIcon) and 全部授权
 * (every app user, appUser/icon/addAllUserIcon, after a confirmation): the
 * icons to grant as checkboxes, at least one. Kept grants stay. On success
 * the answer is told ('已为N位用户新增M项授权') and the dialog closes; a
 * refusal shows the server's text and keeps the dialog.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useConfirm } from '../../../src/crud/useConfirm';
import type { GrantResult } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';
import { IconChecklist } from './IconChecklist';
import { useIcons } from './useIcons';
import { DialogButtons } from '../../../src/crud/DialogButtons';

export type GrantMode = 'some' | 'all';

export interface IconGrantDialogProps {
  mode: GrantMode;
  userIds: number[];
  onClose: () => void;
  onGranted: (result: GrantResult) => void;
}

export const IconGrantDialog = ({ mode, userIds, onClose, onGranted }: IconGrantDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const icons = useIcons();
  const { ask, dialog: confirmDialog } = useConfirm();
  const [iconIds, setIconIds] = useState<number[]>([]);
  const [attempted, setAttempted] = useState(false);
  const dataProvider = useConsoleData();
  // A refusal is shown by the request wrapper; the dialog stays.
  const { mutate, isPending: pending } = useMutation({
    mutationFn: async (chosen: number[]) =>
      (mode === 'all' ? await dataProvider.grantIconsToAllAppUsers({ iconIds: chosen }) : await dataProvider.grantIconsToAppUsers({ userIds, iconIds: chosen })).data,
    onSuccess: (result) => {
      notify('system.appUsers.grant.result', { type: 'success', messageArgs: { users: result?.users ?? 0, granted: result?.granted ?? 0 } });
      onGranted(result);
    },
  });
  const missing = attempted && iconIds.length === 0;

  const submit = async () => {
    setAttempted(true);
    if (iconIds.length === 0 || pending) return;
    if (mode === 'all' && !(await ask('system.appUsers.grant.confirmAll', { count: iconIds.length }))) return;
    mutate(iconIds);
  };

  const title = translate(mode === 'all' ? 'system.appUsers.grant.allTitle' : 'system.appUsers.grant.someTitle');
  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="icon-grant-title" data-testid="icon-grant-dialog">
      <DialogTitle id="icon-grant-title">{title}</DialogTitle>
      <DialogContent>
        <Typography id="icon-grant-target" sx={{ fontSize: 14, mb: 1 }}>
          {mode === 'all' ? translate('system.appUsers.grant.allTarget') : translate('system.appUsers.grant.someTarget', { count: userIds.length })}
        </Typography>
        <IconChecklist icons={icons} value={iconIds} onChange={setIconIds} disabled={pending} showHolders labelId="icon-grant-target" />
        {missing && (
          <FormHelperText error role="alert">
            {translate('system.appUsers.grant.iconsRequired')}
          </FormHelperText>
        )}
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        onSubmit={() => void submit()}
        submit="system.appUsers.actions.confirm"
        cancel="system.appUsers.actions.cancel"
        pending={pending}
        disabled={!icons.data?.length}
      />
      {confirmDialog}
    </Dialog>
  );
};
