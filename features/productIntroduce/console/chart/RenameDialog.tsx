/** 重命名: a node's name on the chart (its record keeps its own), required, at most 30 characters. */
import { useEffect, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { DialogButtons } from '../../../../src/crud/DialogButtons';
import { NodeLabelField, nodeLabelProblem } from './NodeLabelField';

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
    const problem = nodeLabelProblem(translate, name);
    if (problem) return setError(problem);
    onRename(name);
  };
  return (
    <Dialog open={label !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('introduce.chart.node.renameTitle')}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <NodeLabelField autoFocus fullWidth value={value} setValue={setValue} error={error} setError={setError} onKeyDown={(event) => event.key === 'Enter' && submit()} />
      </DialogContent>
      <DialogButtons onCancel={onClose} onSubmit={submit} submit="introduce.chart.confirm" cancel="introduce.chart.cancel" />
    </Dialog>
  );
};
