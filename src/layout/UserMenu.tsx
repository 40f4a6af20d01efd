/**
 * The header's opened user menu: 修改密码, 显示页签 (the open-page tabs of
 * issue 26, a preference of the user, off by default) and 退出登录. Its own chunk, loaded by
 * Header on the first click of the user button, so the console's first page
 * does not carry MUI's Menu, Popover and Modal.
 */
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LockReset from '@mui/icons-material/LockReset';
import Check from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';
import { PREFERENCES, useUserPreference } from './preferences/useUserPreference';
import { openAccountDialog } from '../account/accountDialogStore';
import { LogoutMenuItem } from './LogoutMenuItem';

export interface UserMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

const UserMenu = ({ anchor, onClose }: UserMenuProps) => {
  const translate = useTranslate();
  const [tabsOn, setTabsOn] = useUserPreference(PREFERENCES.pageTabs, false);
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <MenuItem
        data-testid="change-password"
        onClick={() => {
          onClose();
          openAccountDialog('change');
        }}
      >
        <ListItemIcon>
          <LockReset fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('auth.changePassword')}</ListItemText>
      </MenuItem>
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={tabsOn}
        data-testid="page-tabs-switch"
        onClick={() => {
          onClose();
          setTabsOn(!tabsOn);
        }}
      >
        <ListItemIcon>{tabsOn && <Check fontSize="small" />}</ListItemIcon>
        <ListItemText>{translate('comfort.tabs.switchOn')}</ListItemText>
      </MenuItem>
      <LogoutMenuItem onDone={onClose} />
    </Menu>
  );
};

export default UserMenu;
