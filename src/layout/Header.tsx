/**
 * The fixed 65px header: logo to the console home, the user menu with change
 * password and logout. The opened menu is its own chunk (UserMenu), loaded on
 * the first click (or fetched early on hover/focus) and then kept mounted.
 */
import { lazy, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../routes/routeTable';
import { FALLBACK_NAME } from '../../authProvider';
import { LAYOUT } from '../theme';
import { useUserState } from './useSessionState';
import { OnDemand } from './OnDemand';

const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(loadUserMenu);
const preloadUserMenu = () => void loadUserMenu().catch(() => undefined);

export const Header = () => {
  const translate = useTranslate();
  const { userInfo } = useUserState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
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
          onClick={(event) => {
            setOpened(true);
            setAnchor(event.currentTarget);
          }}
          onMouseEnter={preloadUserMenu}
          onFocus={preloadUserMenu}
          aria-haspopup="menu"
          aria-label={translate('layout.userMenu', { name })}
          data-testid="user-menu"
        >
          {name}
        </Button>
        {opened && (
          <OnDemand>
            <UserMenu anchor={anchor} onClose={close} />
          </OnDemand>
        )}
      </Toolbar>
    </AppBar>
  );
};
