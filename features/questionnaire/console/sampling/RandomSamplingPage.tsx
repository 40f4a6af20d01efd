/**
 * 随机抽样 (issue/sampling/screen): a number of institutions or a share of all of them (randomAttribute,
 * method random), drawn from the whole frame after leaving out the recently sampled, after a confirmation.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useDrawConfirm } from './useDrawConfirm';
import type { QuestionnaireDetail } from '../../contract/calls';
import { STATUS } from '../status';
import { DrawOptions, EMPTY_OPTIONS, excludeDaysOf, type DrawOptionValues } from './DrawOptions';
import { FrameSummaryLine } from './FrameSummaryLine';
import { SamplingFrame } from './SamplingFrame';
import { useDraw } from './useDraw';

const RandomSampling = ({ questionnaire }: { questionnaire: QuestionnaireDetail }) => {
  const translate = useTranslate();
  const [options, setOptions] = useState<DrawOptionValues>(EMPTY_OPTIONS);
  const [mode, setMode] = useState<'count' | 'share'>('count');
  const [value, setValue] = useState('');
  const { confirmDraw, dialog } = useDrawConfirm();
  const { draw, busy, error } = useDraw(questionnaire.id);
  const excludeDays = excludeDaysOf(options);
  const label = (key: string) => translate(`questionnaire.sampling.${key}`);

  const submit = async () => {
    const number = Number(value);
    const size = mode === 'count' ? { count: number } : { share: number / 100 };
    const publish = options.publish && questionnaire.status === STATUS.draft;
    if (!(await confirmDraw(mode === 'count' ? 'drawCount' : 'drawShare', mode === 'count' ? { count: number } : { share: number }, publish))) return;
    await draw({ precise: false, body: { method: 'random', ...size, excludeDays, seed: options.seed || undefined, publish } });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FrameSummaryLine id={questionnaire.id} excludeDays={excludeDays} />
      <RadioGroup row value={mode} onChange={(event) => setMode(event.target.value as 'count' | 'share')} aria-label={label('mode')}>
        <FormControlLabel value="count" control={<Radio />} label={label('byCount')} />
        <FormControlLabel value="share" control={<Radio />} label={label('byShare')} />
      </RadioGroup>
      <TextField
        size="small"
        type="number"
        label={label(mode === 'count' ? 'count' : 'sharePercent')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: mode === 'count' ? { min: 1, step: 1 } : { min: 0, max: 100, step: 'any' } }}
        sx={{ width: 180 }}
      />
      <DrawOptions value={options} onChange={setOptions} draft={questionnaire.status === STATUS.draft} />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" disabled={busy || !value} onClick={submit}>
          {label('draw')}
        </Button>
      </Box>
      {dialog}
    </Paper>
  );
};

const RandomSamplingPage = () => <SamplingFrame tab="screen">{(questionnaire) => <RandomSampling questionnaire={questionnaire} />}</SamplingFrame>;

export default RandomSamplingPage;
