/**
 * The icons a user may use in the app: every icon of getIcons as a checkbox,
 * checked from the user's grants, 全选, then 保存 -> addUserIcon with the
 * whole set -> 操作成功 (the saved set becomes the new starting point).
 * Leaving with unsaved changes asks first; read-only without 'modify'.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useUnsavedWarning } from '../../../src/crud/form/useUnsavedWarning';
import type { AppIcon } from '../contract/calls';
import { callKey, useCallMutation } from '../../../src/crud/useCall';
import { IconChecklist } from './IconChecklist';
import { useBackToList } from './useBackToList';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

export interface AuthorizeFormProps {
  userId: number;
  icons: AppIcon[];
  granted: number[];
  readOnly: boolean;
}

export const AuthorizeForm = ({ userId, icons, granted, readOnly }: AuthorizeFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const back = useBackToList();
  const offered = icons.map((icon) => icon.id);
  // Grants of icons no longer offered are not shown, so they are not part of the comparison either.
  const [saved, setSaved] = useState(() => granted.filter((id) => offered.includes(id)));
  const [chosen, setChosen] = useState(saved);
  // A refusal is shown by the request wrapper; the choice stays.
  const { mutate, isPending: pending } = useCallMutation('setAppUserIcons', {
    onSuccess: ({ data: answer }) => {
      const now = Array.isArray(answer?.iconIds) ? answer.iconIds.map(Number).filter((id) => offered.includes(id)) : chosen;
      setSaved(now);
      setChosen(now);
      // The holders of each icon have changed.
      void queryClient.invalidateQueries({ queryKey: callKey('appUserIcons') });
      notify('system.common.switched', { type: 'success' });
    },
  });
  const dirty = !readOnly && !sameSet(saved, chosen);
  const { dialog } = useUnsavedWarning(dirty && !pending);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="authorize-form">
      <Typography id="authorize-icons" component="h2" sx={{ fontSize: 15, fontWeight: 600 }}>
        {translate('system.appUsers.authorize.icons')}
      </Typography>
      <IconChecklist icons={{ data: icons, isPending: false }} value={chosen} onChange={setChosen} disabled={readOnly || pending} labelId="authorize-icons" />
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
        {!readOnly && icons.length > 0 && (
          <Button variant="contained" onClick={() => mutate({ userId, iconIds: chosen })} disabled={pending}>
            {translate('system.appUsers.actions.save')}
          </Button>
        )}
        <Button variant="outlined" onClick={back} disabled={pending}>
          {translate('system.appUsers.actions.back')}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
};
