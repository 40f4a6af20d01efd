/** Shown instead of a form the user's data units do not allow (docs/permissions.md). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LAYOUT } from '../../theme';

export const NoPermission = ({ listPath }: { listPath?: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }} data-testid="no-permission">
        {translate('system.common.noPermission')}
      </Alert>
      {listPath && (
        <Button variant="outlined" onClick={() => navigate(listPath)}>
          {translate('form.backToList')}
        </Button>
      )}
    </Box>
  );
};
