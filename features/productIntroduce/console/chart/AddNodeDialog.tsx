/**
 * 添加节点: a node is a product-introduction category or product picked from its records (searched by
 * name on the server), named after it unless the operator types another name. Records already in the
 * chart cannot be picked again.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import associationProduct from '../../../../resources/business/associationProduct';
import associationProductType from '../../../../resources/business/associationProductType';
import { NODE_KINDS, type ChartGraph, type NodeKind } from '../../../../resources/business/productChartGraph';
import { DialogButtons } from '../../../../src/crud/DialogButtons';
import { NodeLabelField, nodeLabelProblem } from './NodeLabelField';

interface Props {
  open: boolean;
  graph: ChartGraph;
  onClose: () => void;
  onAdd: (node: { kind: NodeKind; refId: number; label: string }) => void;
}

const RESOURCE: Record<NodeKind, string> = { category: associationProductType.name, product: associationProduct.name };
const BY_ORDER = { field: 'orderSeq', order: 'ASC' as const };

/** 一级分类 / 二级分类 for a secondary, the name otherwise. */
const optionLabel = (record: RaRecord) => (record.parentIdLabel ? `${record.parentIdLabel} / ${record.name}` : String(record.name));

export const AddNodeDialog = ({ open, graph, onClose, onAdd }: Props) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<NodeKind>('product');
  const [search, setSearch] = useState('');
  const [record, setRecord] = useState<RaRecord | null>(null);
  const [label, setLabel] = useState('');
  const [error, setError] = useState('');
  const { data = [], isPending } = useGetList(RESOURCE[kind], { pagination: { page: 1, perPage: 50 }, sort: BY_ORDER, filter: search.trim() ? { name: search.trim() } : {} }, { enabled: open });
  const used = new Set(graph.nodes.filter((node) => node.kind === kind).map((node) => Number(node.refId)));

  const reset = () => {
    setRecord(null);
    setLabel('');
    setSearch('');
    setError('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    if (!record) return setError(translate('introduce.chart.node.pickRequired'));
    const name = label.trim();
    const problem = nodeLabelProblem(translate, name);
    if (problem) return setError(problem);
    onAdd({ kind, refId: Number(record.id), label: name });
    reset();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{translate('introduce.chart.node.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <RadioGroup
          row
          value={kind}
          aria-label={translate('introduce.chart.node.kind')}
          onChange={(event) => {
            setKind(event.target.value as NodeKind);
            reset();
          }}
        >
          {NODE_KINDS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={translate(`introduce.chart.kinds.${value}`)} />
          ))}
        </RadioGroup>
        <Autocomplete
          options={data}
          loading={isPending}
          value={record}
          filterOptions={(options) => options}
          getOptionLabel={optionLabel}
          getOptionDisabled={(option) => used.has(Number(option.id))}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
          onChange={(_, value) => {
            setRecord(value);
            if (value) setLabel(String(value.name));
            setError('');
          }}
          noOptionsText={translate('introduce.chart.node.noRecords')}
          loadingText={translate('introduce.chart.loading')}
          renderInput={(params) => <TextField {...params} required label={translate(`introduce.chart.node.pick.${kind}`)} />}
        />
        <NodeLabelField value={label} setValue={setLabel} error={error} setError={setError} hint={translate('introduce.chart.node.labelHint')} />
      </DialogContent>
      <DialogButtons onCancel={close} onSubmit={submit} submit="introduce.chart.node.add" cancel="introduce.chart.cancel" />
    </Dialog>
  );
};
