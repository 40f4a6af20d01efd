/** The fixed 65px header: logo to the console home, the user menu with change password and logout. */
import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LockReset from '@mui/icons-material/LockReset';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../routes/routeTable';
import { FALLBACK_NAME } from '../../authProvider';
import { LAYOUT } from '../theme';
import { openAccountDialog } from '../account/accountDialogStore';
import { LogoutMenuItem } from './LogoutMenuItem';
import { useUserState } from './useSessionState';

export const Header = () => {
  const translate = useTranslate();
  const { userInfo } = useUserState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const name = userInfo?.cnName || FALLBACK_NAME;

  return (
    <AppBar position="fixed" elevation={1} sx={{ height: LAYOUT.headerHeight, justifyContent: 'center', bgcolor: '#fff', color: 'text.primary', zIndex: 1100 }}>
      <Toolbar sx={{ minHeight: `${LAYOUT.headerHeight}px !important`, gap: 2 }}>
        <Box component={Link} to={HOME_PATH} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none' }} aria-label={translate('app.title')}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {translate('app.title')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Button
          color="inherit"
          startIcon={<AccountCircle />}
          endIcon={<ExpandMore />}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-label={translate('layout.userMenu', { name })}
          data-testid="user-menu"
        >
          {name}
        </Button>
        <Menu anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <MenuItem
            data-testid="change-password"
            onClick={() => {
              close();
              openAccountDialog('change');
            }}
          >
            <ListItemIcon>
              <LockReset fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('auth.changePassword')}</ListItemText>
          </MenuItem>
          <LogoutMenuItem onDone={close} />
        </Menu>
      </Toolbar>
    </AppBar>
  );
};
