/**
 * 分享配置 (/system/shareConfig, menu 17): every share item as a card (spec
 * section 3: each item disabled after load). 编辑 needs the menu's `modify`
 * unit; the loading, empty and failure states have their own text.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCan } from '../../../../authProvider/useCan';
import { queryShareList, SHARE_RESOURCE, type ShareItem } from './api';
import { ShareCard } from './ShareCard';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; items: ShareItem[] };

const ShareConfigPage = () => {
  const translate = useTranslate();
  const can = useCan(SHARE_RESOURCE);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    let active = true;
    queryShareList().then(
      (items) => active && setLoad({ state: 'loaded', items }),
      (error: unknown) => active && setLoad({ state: 'failed', message: error instanceof Error && error.message ? error.message : 'system.share.loadFailed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => reload(), [reload]);

  const replace = (saved: ShareItem) =>
    setLoad((current) => (current.state === 'loaded' ? { state: 'loaded', items: current.items.map((item) => (item.id === saved.id ? saved : item)) } : current));

  if (load.state === 'loading') {
    return <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">{translate('system.share.loading')}</Typography>;
  }
  if (load.state === 'failed') {
    return (
      <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={() => reload()}>{translate('system.share.actions.retry')}</Button>}>
        {translate(load.message, { _: load.message })}
      </Alert>
    );
  }
  if (load.items.length === 0) {
    return <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">{translate('system.share.empty')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))', alignItems: 'start' }}>
      {load.items.map((item) => (
        <ShareCard key={item.id} item={item} canEdit={can.edit} onSaved={replace} />
      ))}
    </Box>
  );
};

export default ShareConfigPage;
