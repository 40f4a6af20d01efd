/**
 * 轮播切换时间 on the carousel list: the seconds between two banners, read
 * with getTheDiscussionTime and saved with setTheDiscussionTime (1 to 60,
 * the shared message otherwise), then 操作成功. Read-only without the menu's
 * `modify` unit. Read and saved through the declared calls portalSwitchTime and setPortalSwitchTime;
 * the typed value is the control's own until saved.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { SettingLoadFailed } from './SettingLoadFailed';
import { useCan } from '../../../authProvider/useCan';
import { showMessage } from '../../../dataProvider/messages';
import carousel from '../../../resources/portal/carousel';
import { readSwitchTime, SWITCH_TIME_MAX, SWITCH_TIME_MESSAGES, SWITCH_TIME_MIN } from '../../../resources/portal/switchTime';
import { callKey, useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { sharedMessageKey } from './messageKey';

export const SwitchTimeControl = () => {
  const translate = useTranslate();
  const can = useCan(carousel.name);
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useCallQuery('portalSwitchTime', undefined, { retry: false });
  /** What the operator typed; null shows the saved value. */
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending: saving } = useCallMutation('setPortalSwitchTime', {
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(callKey('portalSwitchTime'), saved);
      setTyped(null);
      showMessage('success', 'portal.common.success');
    },
    // A refusal is on the message line (the request wrapper); the typed value stays.
  });
  const value = typed ?? (data ? String(data.switchTime) : '');

  const save = () => {
    const checked = readSwitchTime(value);
    if ('message' in checked) {
      setError(checked.message);
      return;
    }
    setError(null);
    mutate({ switchTime: checked.seconds });
  };

  if (isError) return <SettingLoadFailed label="portal.switchTime.label" onRetry={() => void refetch()} />;

  const editable = !!data && can.edit;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
      data-testid="carousel-switch-time"
    >
      <TextField
        size="small"
        type="number"
        label={translate('portal.switchTime.label')}
        value={value}
        disabled={!editable}
        onChange={(event) => {
          setTyped(event.target.value);
          if (error) setError(null);
        }}
        error={!!error}
        helperText={error ? translate(sharedMessageKey('switchTime', SWITCH_TIME_MESSAGES, error)) : translate('portal.switchTime.hint')}
        sx={{ width: 170 }}
        slotProps={{
          htmlInput: { min: SWITCH_TIME_MIN, max: SWITCH_TIME_MAX, step: 1 },
          input: { endAdornment: <InputAdornment position="end">{translate('portal.switchTime.unit')}</InputAdornment> },
          inputLabel: { shrink: true },
        }}
      />
      {can.edit && (
        <Button type="submit" variant="outlined" disabled={!editable || saving} sx={{ mt: '2px' }}>
          {translate('portal.switchTime.save')}
        </Button>
      )}
    </Box>
  );
};
