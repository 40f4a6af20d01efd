/**
 * Logout after confirmation (spec section 4): GET user/logout, then the state
 * is cleared and the user goes to Login; on error the error is shown instead.
 */
import { forwardRef, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LogoutIcon from '@mui/icons-material/Logout';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useLogout, useTranslate } from 'react-admin';
import { serverLogout } from '../../authProvider';

export const LogoutMenuItem = forwardRef<HTMLLIElement, { onDone?: () => void }>(({ onDone }, ref) => {
  const translate = useTranslate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      await serverLogout();
      setConfirming(false);
      onDone?.();
      await logout();
    },
    // The wrapper has shown the error; the user stays logged in.
    onError: () => setConfirming(false),
  });

  return (
    <>
      <MenuItem ref={ref} onClick={() => setConfirming(true)}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('auth.logout')}</ListItemText>
      </MenuItem>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={translate('auth.logoutTitle')}
        content={translate('auth.logoutConfirm')}
        onConfirm={() => mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
});
LogoutMenuItem.displayName = 'LogoutMenuItem';
