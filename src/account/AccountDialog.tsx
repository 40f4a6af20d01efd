/**
 * The shell of every account dialog: about 480px wide, a form (Enter
 * submits), and no way out by Escape, an outside click or a close icon.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/** Backdrop clicks (and, with disableEscapeKeyDown, Escape) never close the dialog. */
const ignoreClose: DialogProps['onClose'] = (_event, reason) => {
  if (reason === 'backdropClick' || reason === 'escapeKeyDown') return;
};

interface AccountDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; a type="submit" button submits the form. */
  actions: ReactNode;
  onSubmit: () => void;
  testId?: string;
}

export const AccountDialog = ({ title, children, actions, onSubmit, testId }: AccountDialogProps) => {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open disableEscapeKeyDown onClose={ignoreClose} aria-labelledby={titleId} data-testid={testId} slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ pb: 0 }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
      </Box>
    </Dialog>
  );
};

export const SubmitButton = ({ pending, label }: { pending?: boolean; label?: string }) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={14} color="inherit" /> : undefined}>
      {label ?? translate('account.submit')}
    </Button>
  );
};

export const CancelButton = ({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button onClick={onClick} disabled={disabled}>
      {translate('account.cancel')}
    </Button>
  );
};
