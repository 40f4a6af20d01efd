/** A dialog's two buttons: 取消 and its action, both held while the action runs. */
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslate } from 'react-admin';

interface DialogButtonsProps {
  onCancel: () => void;
  onSubmit: () => void;
  /** The action's message key. */
  submit: string;
  cancel?: string;
  /** The action is running: neither button acts. */
  pending?: boolean;
  /** The action cannot run yet (nothing to submit). */
  disabled?: boolean;
}

export const DialogButtons = ({ onCancel, onSubmit, submit, cancel = 'ra.action.cancel', pending = false, disabled = false }: DialogButtonsProps) => {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate(cancel)}
      </Button>
      <Button variant="contained" onClick={onSubmit} disabled={pending || disabled}>
        {translate(submit)}
      </Button>
    </DialogActions>
  );
};
