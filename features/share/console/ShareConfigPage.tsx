/**
 * 分享配置 (/system/shareConfig, menu 17): every share item as a card (spec
 * section 3: each item disabled after load), read with react-admin's
 * useGetList; 编辑 needs the menu's `modify` unit. The loading, empty and
 * failure states have their own text.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate } from 'react-admin';
import { useCan } from '../../../authProvider/useCan';
import { SHARE_RESOURCE } from '../contract/calls';
import type { ShareItem } from '../contract/calls';
import { ShareCard } from './ShareCard';

/** All items in one page: the server answers at most this many, and there are a handful. */
const ALL = { page: 1, perPage: 100 };

const ShareConfigPage = () => {
  const translate = useTranslate();
  const can = useCan(SHARE_RESOURCE);
  const { data, isPending, error, refetch } = useGetList<ShareItem>(SHARE_RESOURCE, { pagination: ALL, sort: { field: 'id', order: 'ASC' } }, { retry: false });

  if (isPending) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('system.share.loading')}
      </Typography>
    );
  }
  if (error || !data) {
    const message = error instanceof Error && error.message ? error.message : 'system.share.loadFailed';
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('system.share.actions.retry')}
          </Button>
        }
      >
        {translate(message, { _: message })}
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
        {translate('system.share.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', alignItems: 'start' }}>
      {data.map((item) => (
        <ShareCard key={item.id} item={item} canEdit={can.edit} />
      ))}
    </Box>
  );
};

export default ShareConfigPage;
