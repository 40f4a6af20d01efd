/**
 * The 操作 cell of an app user: 编辑 ('modify'; 查看 with only 'detail', a
 * read-only page) and 授权 ('modify'). The row goes along in the history
 * state, so a reload of those pages finds the user with one filtered call.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Can } from '../../../../authProvider/useCan';
import { authorizePathOf, editPathOf, type AppUser } from './api';

export const AppUserRowActions = ({ user, can }: { user: AppUser; can: Can }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  // The list's address (with its pageNum): where the page's own back button returns.
  const state = { record: user, from: `${location.pathname}${location.search}` };
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {(can.edit || can.show) && (
        <Button variant="text" onClick={() => navigate(editPathOf(user.id), { state })}>
          {translate(can.edit ? 'system.appUsers.actions.edit' : 'system.appUsers.actions.view')}
        </Button>
      )}
      {can.edit && (
        <Button variant="text" onClick={() => navigate(authorizePathOf(user.id), { state })}>
          {translate('system.appUsers.actions.authorize')}
        </Button>
      )}
    </Box>
  );
};
