/** The table area's states: loading text, 暂无数据, and a failed load with 重试. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

const blockSx = { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, py: 6, fontSize: 14, color: 'text.secondary' } as const;

/** The spinner and 加载中 of the loading states. */
const Loading = ({ size }: { size: number }) => {
  const translate = useTranslate();
  return (
    <>
      <CircularProgress size={size} />
      <Typography sx={{ fontSize: 14 }}>{translate('crud.loading')}</Typography>
    </>
  );
};

export const ListLoading = () => (
  <Box role="status" sx={blockSx}>
    <Loading size={24} />
  </Box>
);

/** Over the table while a reload runs: the rows stay visible underneath. */
export const ListLoadingOverlay = () => (
  <Box
    role="status"
    sx={{
      position: 'absolute',
      inset: 0,
      zIndex: 3,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      bgcolor: 'rgba(255, 255, 255, 0.7)',
      fontSize: 14,
      color: 'text.secondary',
    }}
  >
    <Loading size={20} />
  </Box>
);

/** No rows: 暂无数据, or the page's own message saying what to do (a translation key). */
export const ListEmpty = ({ message = 'crud.empty' }: { message?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={blockSx}>
      <Typography sx={{ fontSize: 14 }}>{translate(message)}</Typography>
    </Box>
  );
};

export const ListError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const translate = useTranslate();
  const message = error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box role="alert" sx={blockSx}>
      <Typography sx={{ fontSize: 14, color: 'error.main', fontWeight: 600 }}>{translate('crud.loadFailed')}</Typography>
      {message && <Typography sx={{ fontSize: 14 }}>{translate(message, { _: message })}</Typography>}
      <Button variant="outlined" onClick={onRetry}>
        {translate('crud.retry')}
      </Button>
    </Box>
  );
};
