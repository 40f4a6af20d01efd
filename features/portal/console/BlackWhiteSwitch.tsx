/**
 * 黑白模式 on the skin list: the app's black-and-white mode, read with GET
 * skin/black/query and switched with GET skin/black/update after a
 * confirmation, then 操作成功 (the declared calls portalBlackWhite and
 * setPortalBlackWhite; the answer replaces the cached state). Read-only without the menu's `enable` unit.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Confirm, useTranslate } from 'react-admin';
import { SettingLoadFailed } from './SettingLoadFailed';
import { useCan } from '../../../authProvider/useCan';
import { showMessage } from '../../../dataProvider/messages';
import skin from '../../../resources/portal/skin';
import { BLACK_WHITE_OFF, BLACK_WHITE_ON } from '../../../resources/portal/skinDetail';
import { callKey, useCallMutation, useCallQuery } from '../../../src/crud/useCall';

export const BlackWhiteSwitch = () => {
  const translate = useTranslate();
  const can = useCan(skin.name);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { data, isError, refetch } = useCallQuery('portalBlackWhite', undefined, { retry: false });
  const { mutate, isPending: saving } = useCallMutation('setPortalBlackWhite', {
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(callKey('portalBlackWhite'), saved);
      showMessage('success', 'portal.common.success');
    },
    // A refusal is on the message line (the request wrapper); the switch keeps the saved state.
    onSettled: () => setAsking(false),
  });

  if (isError) return <SettingLoadFailed label="portal.blackWhite.label" onRetry={() => void refetch()} />;

  const on = data?.status === BLACK_WHITE_ON;

  return (
    <>
      <FormControlLabel
        data-testid="black-white-switch"
        label={`${translate('portal.blackWhite.label')}（${translate(on ? 'portal.blackWhite.on' : 'portal.blackWhite.off')}）`}
        control={
          <Switch
            checked={on}
            disabled={!data || !can.enable || saving}
            onChange={() => setAsking(true)}
            slotProps={{ input: { 'aria-label': translate('portal.blackWhite.label'), role: 'switch' } }}
          />
        }
      />
      <Confirm
        isOpen={asking}
        loading={saving}
        title="portal.blackWhite.confirmTitle"
        content={on ? 'portal.blackWhite.confirmOff' : 'portal.blackWhite.confirmOn'}
        onConfirm={() => mutate({ status: on ? BLACK_WHITE_OFF : BLACK_WHITE_ON })}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
