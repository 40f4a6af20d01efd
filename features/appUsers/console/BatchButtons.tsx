/**
 * The button area of the app-user list (all need 'modify'): 批量授权 (the
 * checked users), 全部授权 (every app user) and 导入授权人员, with the dialogs
 * they open and the number of checked users.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { IconGrantDialog, type GrantMode } from './IconGrantDialog';
import { ImportDialog } from './ImportDialog';

export const BatchButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState<GrantMode | 'import' | null>(null);

  const openSome = () => {
    if (selectedIds.length === 0) notify('system.appUsers.grant.noSelection', { type: 'warning' });
    else setOpen('some');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={openSome}>
        {translate('system.appUsers.actions.batchGrant')}
      </Button>
      <Button variant="contained" onClick={() => setOpen('all')}>
        {translate('system.appUsers.actions.grantAll')}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('import')}>
        {translate('system.appUsers.actions.import')}
      </Button>
      {selectedIds.length > 0 && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }} role="status">
          {translate('system.appUsers.selected', { count: selectedIds.length })}
        </Typography>
      )}
      {(open === 'some' || open === 'all') && (
        <IconGrantDialog
          mode={open}
          userIds={selectedIds.map(Number)}
          onClose={() => setOpen(null)}
          onGranted={() => {
            if (open === 'some') onUnselectItems();
            setOpen(null);
          }}
        />
      )}
      {open === 'import' && <ImportDialog onClose={() => setOpen(null)} />}
    </Box>
  );
};
