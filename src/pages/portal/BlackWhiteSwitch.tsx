/**
 * 黑白模式 on the skin list: the app's black-and-white mode, read with GET
 * skin/black/query and switched with GET skin/black/update after a
 * confirmation, then 操作成功. Read-only without the menu's `enable` unit.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Confirm, useTranslate } from 'react-admin';
import { useCan } from '../../../authProvider/useCan';
import { showMessage } from '../../../dataProvider/messages';
import skin from '../../../resources/portal/skin';
import { BLACK_WHITE_OFF, BLACK_WHITE_ON } from '../../../resources/portal/skinDetail';
import { getBlackWhite, setBlackWhite } from './api';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; status: number };

export const BlackWhiteSwitch = () => {
  const translate = useTranslate();
  const can = useCan(skin.name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);

  const read = () => {
    setLoad({ state: 'loading' });
    let active = true;
    getBlackWhite().then(
      (answer) => active && setLoad({ state: 'loaded', status: answer.status }),
      () => active && setLoad({ state: 'failed' }),
    );
    return () => {
      active = false;
    };
  };

  useEffect(read, []);

  if (load.state === 'failed') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="error">
          {translate('portal.blackWhite.label')}：{translate('portal.common.loadFailed')}
        </Typography>
        <Button size="small" onClick={read}>
          {translate('portal.common.retry')}
        </Button>
      </Box>
    );
  }

  const on = load.state === 'loaded' && load.status === BLACK_WHITE_ON;
  const confirm = async () => {
    setSaving(true);
    try {
      const saved = await setBlackWhite(on ? BLACK_WHITE_OFF : BLACK_WHITE_ON);
      setLoad({ state: 'loaded', status: saved.status });
      showMessage('success', 'portal.common.success');
    } catch {
      // The refusal is on the message line; the switch keeps the saved state.
    } finally {
      setSaving(false);
      setAsking(false);
    }
  };

  return (
    <>
      <FormControlLabel
        data-testid="black-white-switch"
        label={`${translate('portal.blackWhite.label')}（${translate(on ? 'portal.blackWhite.on' : 'portal.blackWhite.off')}）`}
        control={
          <Switch
            checked={on}
            disabled={load.state !== 'loaded' || !can.enable || saving}
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
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
