/**
 * 导出 in the button area of a module declaring an export (ResourceExport):
 * the export call with the list's current search filters (and its permanent
 * filter and order). With `askFileName` a dialog first asks for an optional
 * file name. The request wrapper saves the file and shows 下载成功, or the
 * server's refusal. Needs the 'list' unit.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { exportList } from '../../../dataProvider/exportList';
import { useCan } from '../../../authProvider/useCan';

const FILE_NAME_MAX = 100;

export const ExportButton = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate();
  const { filterValues, filter, sort } = useListContext();
  const can = useCan(declaration.name);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [fileName, setFileName] = useState('');
  const spec = declaration.export;
  if (!spec || !can.list) return null;

  const run = async (name?: string) => {
    setBusy(true);
    try {
      await exportList(declaration, { filter: { ...filterValues, ...filter }, sort, fileName: name });
      setAsking(false);
    } catch {
      // The request wrapper has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(fileName);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={busy}
        onClick={() => {
          if (spec.askFileName) {
            setFileName('');
            setAsking(true);
          } else void run();
        }}
      >
        {translate('crud.export')}
      </Button>
      {spec.askFileName && (
        <Dialog open={asking} onClose={() => !busy && setAsking(false)} maxWidth="xs" fullWidth>
          <form onSubmit={onSubmit}>
            <DialogTitle>{translate('crud.exportTitle')}</DialogTitle>
            <DialogContent>
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                size="small"
                label={translate('crud.exportFileName')}
                value={fileName}
                onChange={(event) => setFileName(event.target.value)}
                helperText={translate('crud.exportFileNameHelp', { name: spec.fileName })}
                slotProps={{ htmlInput: { maxLength: FILE_NAME_MAX } }}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(false)} disabled={busy}>
                {translate('crud.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {translate('crud.export')}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      )}
    </>
  );
};
