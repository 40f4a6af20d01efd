/**
 * The header's opened user menu: 修改密码 and 退出登录. Its own chunk, loaded by
 * Header on the first click of the user button, so the console's first page
 * does not carry MUI's Menu, Popover and Modal.
 */
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LockReset from '@mui/icons-material/LockReset';
import { useTranslate } from 'react-admin';
import { openAccountDialog } from '../account/accountDialogStore';
import { LogoutMenuItem } from './LogoutMenuItem';

export interface UserMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

const UserMenu = ({ anchor, onClose }: UserMenuProps) => {
  const translate = useTranslate();
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
      <LogoutMenuItem onDone={onClose} />
    </Menu>
  );
};

export default UserMenu;
