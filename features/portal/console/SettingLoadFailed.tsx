/** A skin-list setting whose value could not be read: its name, why, and a retry (BlackWhiteSwitch, SwitchTimeControl). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export const SettingLoadFailed = ({ label, onRetry }: { label: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="error">
        {translate(label)}：{translate('portal.common.loadFailed')}
      </Typography>
      <Button size="small" onClick={onRetry}>
        {translate('portal.common.retry')}
      </Button>
    </Box>
  );
};
