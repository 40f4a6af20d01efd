/**
 * 添加连线, read as the sentence the outline and the app read (a link reads "target kind source",
 * productChartGraph.ts): 节点 (the target), 关系, 关联节点 (the source), with the sentence it adds shown
 * under the fields as they are chosen; the arrow runs from the 关联节点 to the 节点. A link that would close a
 * cycle, link a node to itself or double a link is refused here with its message.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { GRAPH_MESSAGES, LINK_KINDS, type ChartGraph, type LinkKind } from '../../../../resources/business/productChartGraph';
import type { LinkRefusal } from './graphEdits';
import { DialogButtons } from '../../../../src/crud/DialogButtons';

interface Props {
  open: boolean;
  graph: ChartGraph;
  /** The node selected on the chart: the arrow starts there (the 关联节点). */
  from: string | null;
  /** The node Shift+clicked on the chart: the 节点 the sentence is about, where its arrow starts. */
  to: string | null;
  onClose: () => void;
  /** Adds the link, or answers why it cannot. */
  onLink: (source: string, target: string, kind: LinkKind) => LinkRefusal | null;
}

export const LinkDialog = ({ open, graph, from, to, onClose, onLink }: Props) => {
  const translate = useTranslate();
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<LinkKind>('derives');
  const [error, setError] = useState('');
  const start = source || from || '';
  const end = target || to || '';
  const labelOf = (id: string) => graph.nodes.find((node) => node.id === id)?.label ?? id;
  const sentence = start && end ? translate(`introduce.chart.linkSentence.${kind}`, { source: labelOf(start), target: labelOf(end) }) : '';

  const close = () => {
    setSource('');
    setTarget('');
    setError('');
    onClose();
  };
  const submit = () => {
    if (!start || !end) return setError(translate('introduce.chart.link.endsRequired'));
    const refused = onLink(start, end, kind);
    if (!refused) return close();
    if (refused === 'self') return setError(GRAPH_MESSAGES.selfLink);
    if (refused === 'duplicate') return setError(GRAPH_MESSAGES.duplicateLink(labelOf(start), labelOf(end)));
    return setError(GRAPH_MESSAGES.cycle(refused.cycle));
  };
  const select = (name: string, value: string, onChange: (value: string) => void) => (
    <TextField
      select
      required
      label={translate(`introduce.chart.link.${name}`)}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        setError('');
      }}
    >
      {graph.nodes.map((node) => (
        <MenuItem key={node.id} value={node.id}>
          {node.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{translate('introduce.chart.link.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {select('target', end, setTarget)}
        <TextField select required label={translate('introduce.chart.link.kind')} value={kind} onChange={(event) => setKind(event.target.value as LinkKind)}>
          {LINK_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`introduce.chart.linkKinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {select('source', start, setSource)}
        <Typography role="status" variant="body2" color="text.secondary" data-testid="link-sentence">
          {sentence && translate('introduce.chart.link.sentence', { sentence })}
        </Typography>
        {error && (
          <div role="alert" style={{ color: '#f56c6c', fontSize: 13 }} data-testid="link-error">
            {error}
          </div>
        )}
      </DialogContent>
      <DialogButtons onCancel={close} onSubmit={submit} submit="introduce.chart.link.add" cancel="introduce.chart.cancel" />
    </Dialog>
  );
};
