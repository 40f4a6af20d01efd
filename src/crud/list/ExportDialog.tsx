/**
 * The 导出 dialog asking for an optional file name (ResourceExport's
 * `askFileName`). Loaded by ExportButton on its first click, so the list page
 * does not carry MUI's Dialog and TextField until then.
 */
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

const FILE_NAME_MAX = 100;

export interface ExportDialogProps {
  open: boolean;
  busy: boolean;
  /** The declaration's default file name, shown in the helper text. */
  defaultName: string;
  fileName: string;
  onFileName: (name: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

const ExportDialog = ({ open, busy, defaultName, fileName, onFileName, onCancel, onSubmit }: ExportDialogProps) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={() => !busy && onCancel()} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('crud.exportTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            size="small"
            label={translate('crud.exportFileName')}
            value={fileName}
            onChange={(event) => onFileName(event.target.value)}
            helperText={translate('crud.exportFileNameHelp', { name: defaultName })}
            slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {translate('crud.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('crud.export')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export default ExportDialog;
