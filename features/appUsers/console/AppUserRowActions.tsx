/**
 * The 操作 cell of an app user: 编辑 ('modify'; 查看 with only 'detail', a
 * read-only page) and 授权 ('modify'). The row goes along in the history
 * state, so a reload of those pages finds the user with one filtered call.
 */
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import type { Can } from '../../../authProvider/useCan';
import { RowLinkButton } from '../../../src/crud/list/RowLink';
import type { AppUser } from '../contract/calls';
import { APP_USER_AUTHORIZE_PATH, APP_USER_EDIT_PATH } from './paths';

export const AppUserRowActions = ({ user, can }: { user: AppUser; can: Can }) => {
  const location = useLocation();
  // The list's address (with its pageNum): where the page's own back button returns.
  const state = { record: user, from: `${location.pathname}${location.search}` };
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {(can.edit || can.show) && <RowLinkButton path={APP_USER_EDIT_PATH} id={user.id} state={state} label={can.edit ? 'system.appUsers.actions.edit' : 'system.appUsers.actions.view'} />}
      {can.edit && <RowLinkButton path={APP_USER_AUTHORIZE_PATH} id={user.id} state={state} label="system.appUsers.actions.authorize" />}
    </Box>
  );
};
