/** A record that could not be loaded: the reason and the way back to the list. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LAYOUT } from '../../theme';

export const LoadFailed = ({ error, listPath }: { error: unknown; listPath: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const reason = error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : 'form.loadFailed';
  return (
    <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ width: '100%' }} data-testid="load-failed">
        {translate(reason, { _: reason })}
      </Alert>
      <Button variant="outlined" onClick={() => navigate(listPath)}>
        {translate('form.backToList')}
      </Button>
    </Box>
  );
};
