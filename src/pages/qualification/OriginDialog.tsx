/**
 * 数据来源设置 (quaDataOrigin): where the register's data comes from and a note, shown above the query; read
 * with react-query, saved with useMutation over the version read (a stale save shows the server's refusal).
 */
import './messages';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readOrigin, saveOrigin, type DataOrigin } from './api';

const key = (name: string) => `qualification.origin.${name}`;

const OriginForm = ({ origin, onClose }: { origin: DataOrigin; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [values, setValues] = useState({ origin: origin.origin, note: origin.note });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveOrigin({ ...values, version: origin.version }),
    onSuccess: (saved) => {
      client.setQueryData(['quaDataOrigin'], saved);
      notify(key('saved'), { type: 'success' });
      onClose();
    },
    onError: (error) => setProblem(error instanceof Error ? error.message : 'http.defaultError'),
  });
  const submit = () => {
    if (!values.origin.trim()) return setProblem(key('required'));
    setProblem(null);
    save.mutate();
  };
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField label={translate(key('origin'))} value={values.origin} required onChange={(event) => setValues({ ...values, origin: event.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label={translate(key('note'))} value={values.note} multiline minRows={2} onChange={(event) => setValues({ ...values, note: event.target.value })} slotProps={{ htmlInput: { maxLength: 500 } }} />
        {origin.updatedAt && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate(key('updated'), { by: origin.updatedBy || '-', at: origin.updatedAt })}</Typography>}
        {problem && <Alert severity="error">{translate(problem, { _: problem })}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose} disabled={save.isPending}>
          {translate(key('cancel'))}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {translate(key('save'))}
        </Button>
      </DialogActions>
    </>
  );
};

const OriginDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['quaDataOrigin'], queryFn: readOrigin });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="qua-origin-title">
      <DialogTitle id="qua-origin-title">{translate(key('title'))}</DialogTitle>
      {isPending && (
        <DialogContent>
          <Typography role="status">{translate(key('loading'))}</Typography>
        </DialogContent>
      )}
      {error && (
        <DialogContent>
          <Alert severity="error">{error.message}</Alert>
        </DialogContent>
      )}
      {data && <OriginForm origin={data} onClose={onClose} />}
    </Dialog>
  );
};

export default OriginDialog;
