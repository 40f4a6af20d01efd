/** 重命名: a node's name on the chart (its record keeps its own), required, at most 30 characters. */
import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { GRAPH_LIMITS } from '../../../../resources/business/productChartGraph';
import { DialogButtons } from '../../../../src/crud/DialogButtons';

interface Props {
  label: string | null;
  onClose: () => void;
  onRename: (label: string) => void;
}

export const RenameDialog = ({ label, onClose, onRename }: Props) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    setValue(label ?? '');
    setError('');
  }, [label]);
  const submit = () => {
    const name = value.trim();
    if (!name) return setError(translate('introduce.chart.node.labelRequired'));
    if ([...name].length > GRAPH_LIMITS.label) return setError(translate('introduce.chart.node.labelTooLong', { max: GRAPH_LIMITS.label }));
    onRename(name);
  };
  return (
    <Dialog open={label !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('introduce.chart.node.renameTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField
          autoFocus
          fullWidth
          required
          label={translate('introduce.chart.node.label')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => event.key === 'Enter' && submit()}
          error={!!error}
          helperText={error}
        />
      </DialogContent>
      <DialogButtons onCancel={onClose} onSubmit={submit} submit="introduce.chart.confirm" cancel="introduce.chart.cancel" />
    </Dialog>
  );
};
