/** The page's loading state: 加载中，请稍后... */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

export const FormLoading = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3, color: 'text.secondary' }} role="status">
      <CircularProgress size={18} />
      {translate('layout.loading')}
    </Box>
  );
};
