/**
 * 按属性抽样 (issue/sampling/infomation): pick the attributes forming the strata (getAttribute lists them with
 * their values and counts), see each stratum's population (queryGroupAttribute) and the frame
 * (countAllAttribute, after leaving out the recently sampled), set the sample size, 计算分配 shows the
 * allocation table (countAttribute), 确认抽样 draws with it (randomAttribute, method attribute).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { toApiError } from '../../../../dataProvider/errors';
import type { QuestionnaireDetail } from '../../contract/calls';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { useCallQuery, type CallParams } from '../../../../src/crud/useCall';
import { useDrawConfirm } from './useDrawConfirm';
import { STATUS } from '../status';
import { AllocationTable } from './AllocationTable';
import { DrawOptions, EMPTY_OPTIONS, excludeDaysOf, type DrawOptionValues } from './DrawOptions';
import { FrameSummaryLine } from './FrameSummaryLine';
import { SamplingFrame } from './SamplingFrame';
import { useDraw } from './useDraw';

export const AttributeSampling = ({ questionnaire }: { questionnaire: QuestionnaireDetail }) => {
  const translate = useTranslate();
  const id = questionnaire.id;
  const [options, setOptions] = useState<DrawOptionValues>(EMPTY_OPTIONS);
  const [picked, setPicked] = useState<string[]>([]);
  const [size, setSize] = useState('');
  // The plan 计算分配 asked for; any change of its inputs drops it, so an answer to an older plan lands under its own key and is not shown.
  const [planned, setPlanned] = useState<CallParams<'questionnaireAllocation'> | null>(null);
  const { confirmDraw, dialog } = useDrawConfirm();
  const { draw, busy, error } = useDraw(id);
  const excludeDays = excludeDaysOf(options);
  const label = (key: string) => translate(`questionnaire.sampling.${key}`);

  const attributes = useCallQuery('questionnaireAttributes', { id, excludeDays });
  const groups = useCallQuery('questionnaireGroups', { id, excludeDays, attributes: [...picked].sort().join(',') }, { enabled: picked.length > 0 });
  const plan = { id, excludeDays, attributes: picked, sampleSize: Number(size) };
  // Each click of 计算分配 asks the server (no plan is kept for later), and a refused plan is not asked again by itself.
  const allocationQuery = useCallQuery('questionnaireAllocation', planned ?? plan, { enabled: planned !== null, retry: false, staleTime: 0, gcTime: 0 });
  const allocation = planned ? allocationQuery.data : undefined;
  const planError = planned && allocationQuery.error ? toApiError(allocationQuery.error).statusText : null;

  const toggle = (name: string) => {
    setPlanned(null);
    setPicked((previous) => (previous.includes(name) ? previous.filter((item) => item !== name) : [...previous, name]));
  };

  const compute = () => (planned ? void allocationQuery.refetch() : setPlanned(plan));

  const confirm = async () => {
    const publish = options.publish && questionnaire.status === STATUS.draft;
    if (!allocation || !(await confirmDraw('drawTable', { count: allocation.sampleSize }, publish))) return;
    await draw({
      precise: false,
      body: {
        method: 'attribute',
        attributes: allocation.attributes,
        sampleSize: allocation.sampleSize,
        excludeDays,
        seed: options.seed || undefined,
        publish,
      },
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FrameSummaryLine id={id} excludeDays={excludeDays} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          {label('attributes')}
        </Typography>
        {attributes.isError && <Alert severity="error">{toApiError(attributes.error).statusText}</Alert>}
        <FormGroup row>
          {(attributes.data ?? []).map((attribute) => (
            <FormControlLabel
              key={attribute.name}
              control={<Checkbox checked={picked.includes(attribute.name)} onChange={() => toggle(attribute.name)} />}
              label={`${attribute.label}（${attribute.values.map((value) => `${value.label ?? value.value} ${value.count}`).join('、')}）`}
            />
          ))}
        </FormGroup>
      </Box>
      {picked.length === 0 ? (
        <Typography color="text.secondary">{label('pickAttributes')}</Typography>
      ) : (
        groups.data && (
          <Box aria-label={label('strata')} component="section">
            <Typography variant="subtitle2">{label('strata')}</Typography>
            <PlainTable
              data={groups.data.groups.map((group) => ({ ...group, id: group.key }))}
              columns={[
                { key: 'name', label: label('stratum'), render: (row) => String(row.name) },
                { key: 'population', label: label('population'), render: (row) => Number(row.population) },
              ]}
              footer={[{ id: 'total', name: label('total'), population: groups.data.total }]}
            />
          </Box>
        )
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={label('sampleSize')}
          value={size}
          onChange={(event) => (setSize(event.target.value), setPlanned(null))}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" disabled={picked.length === 0 || !size} onClick={compute}>
          {label('computeAllocation')}
        </Button>
      </Box>
      <DrawOptions value={options} onChange={(next) => (next.excludeDays !== options.excludeDays && setPlanned(null), setOptions(next))} draft={questionnaire.status === STATUS.draft} />
      {planError && <Alert severity="error">{planError}</Alert>}
      {allocation && (
        <Box component="section" aria-label={label('allocationTitle')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="subtitle2">{label('allocationTitle')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {label('allocationNote')}
          </Typography>
          <AllocationTable allocation={allocation} />
          <Box>
            <Button variant="contained" disabled={busy} onClick={confirm}>
              {label('confirmDraw')}
            </Button>
          </Box>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {dialog}
    </Paper>
  );
};

const AttributeSamplingPage = () => <SamplingFrame tab="infomation">{(questionnaire) => <AttributeSampling questionnaire={questionnaire} />}</SamplingFrame>;

export default AttributeSamplingPage;
