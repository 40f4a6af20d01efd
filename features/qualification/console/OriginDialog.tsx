/**
 * 数据来源设置 (quaDataOrigin): where the register's data comes from and a note, shown above the query; read
 * through its call's query (shared with the line above the query), saved over the version read (a stale
 * save shows the server's refusal here).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { DataOrigin } from '../contract/calls';
import { callKey, useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { DialogButtons } from '../../../src/crud/DialogButtons';

const key = (name: string) => `qualification.origin.${name}`;

const OriginForm = ({ origin, onClose }: { origin: DataOrigin; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [values, setValues] = useState({ origin: origin.origin, note: origin.note });
  // An empty origin, refused before the call.
  const [missing, setMissing] = useState(false);
  const save = useCallMutation('quaSaveDataOrigin', {
    onSuccess: ({ data: saved }) => {
      client.setQueryData(callKey('quaDataOrigin'), saved);
      notify(key('saved'), { type: 'success' });
      onClose();
    },
  });
  const problem = missing ? key('required') : save.error ? save.error.message : null;
  const submit = () => {
    if (!values.origin.trim()) {
      save.reset();
      return setMissing(true);
    }
    setMissing(false);
    save.mutate({ ...values, version: origin.version });
  };
  return (
    <>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label={translate(key('origin'))}
          value={values.origin}
          required
          onChange={(event) => setValues({ ...values, origin: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={translate(key('note'))}
          value={values.note}
          multiline
          minRows={2}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {origin.updatedAt && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {origin.updatedBy ? translate(key('updated'), { by: origin.updatedBy, at: origin.updatedAt }) : translate(key('updatedAt'), { at: origin.updatedAt })}
          </Typography>
        )}
        {problem && <Alert severity="error">{translate(problem, { _: problem })}</Alert>}
      </DialogContent>
      <DialogButtons onCancel={onClose} onSubmit={submit} submit={key('save')} cancel={key('cancel')} pending={save.isPending} />
    </>
  );
};

const OriginDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useCallQuery('quaDataOrigin', undefined);
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
