/**
 * The questionnaire's current draw, as an auditor reads it: method, seed, algorithm, the frame's fingerprint
 * and size, the exclusion, who drew and when, the strata with population and count, the ids chosen.
 * 再抽一次（同一种子） repeats it with the same seed and parameters (allowed until the sample is pushed or
 * answered) and says whether the same institutions came out; 复核 repeats it on the stored frame.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../../../dataProvider/errors';
import type { Draw, QuestionnaireDetail } from '../../contract/calls';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { useCallMutation, useCallQuery } from '../../../../src/crud/useCall';
import { useDrawConfirm } from './useDrawConfirm';
import { beijing } from '../format';
import { detailPath } from '../paths';
import { STATUS } from '../status';
import { redrawRequest, sameIds } from './redraw';
import { useDraw } from './useDraw';
import { useStrataColumns } from './AllocationTable';

const Field = ({ label, value, testId }: { label: string; value: string | number; testId?: string }) => (
  <Box sx={{ display: 'flex', gap: 1, fontSize: 14 }}>
    <Box sx={{ color: 'text.secondary', minWidth: 110 }}>{label}</Box>
    <Box sx={{ wordBreak: 'break-all', fontFamily: testId === 'draw-fingerprint' || testId === 'draw-seed' ? 'monospace' : undefined }} data-testid={testId}>
      {value}
    </Box>
  </Box>
);

export const DrawRecordView = ({ draw }: { draw: Draw }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`questionnaire.draw.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Field label={label('method')} value={draw.methodName} testId="draw-method" />
      <Field label={label('seed')} value={draw.seed ?? '—'} testId="draw-seed" />
      <Field label={label('algorithm')} value={draw.algorithm} />
      <Field label={label('fingerprint')} value={draw.frameFingerprint} testId="draw-fingerprint" />
      <Field label={label('frameSize')} value={draw.frameSize} />
      <Field label={label('excluded')} value={draw.excludeDays ? translate('questionnaire.draw.excludedValue', { days: draw.excludeDays, count: draw.excludedCount }) : '—'} />
      <Field label={label('sampleSize')} value={draw.sampleSize} />
      <Field label={label('drawnAt')} value={`${beijing(draw.drawnAt, true)}（${draw.drawnByName ?? draw.drawnBy}）`} />
      <Field label={label('selected')} value={(draw.selectedNames ?? draw.selectedIds.map(String)).join('、')} testId="draw-selected" />
    </Box>
  );
};

export const StrataTable = ({ draw }: { draw: Draw }) => (
  <PlainTable data={draw.strata.map((stratum) => ({ ...stratum, id: stratum.key }))} columns={useStrataColumns({ withMinimum: false, empty: '—' })} />
);

export const DrawPanel = ({ questionnaire }: { questionnaire: QuestionnaireDetail }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { confirmDraw, dialog } = useDrawConfirm();
  const { data: draws, error: drawsError } = useCallQuery('questionnaireDraws', { id: questionnaire.id });
  const { draw, busy, error } = useDraw(questionnaire.id);
  const [comparison, setComparison] = useState<{ same: boolean; count: number } | null>(null);
  const verification = useCallMutation('verifyQuestionnaireDraw');
  const verified = verification.data?.data.message;
  const current = draws?.find((item) => item.current);

  // A failed load says why, rather than leaving the record's place empty.
  if (drawsError) return <Alert severity="error">{toApiError(drawsError).statusText}</Alert>;
  if (!current) return draws ? <Typography color="text.secondary">{translate('questionnaire.draw.none')}</Typography> : null;

  const again = async () => {
    if (!(await confirmDraw('redraw', { count: current.sampleSize }))) return;
    const result = await draw(redrawRequest(current));
    if (result) setComparison({ same: sameIds(result.selectedIds, current.selectedIds), count: result.selectedIds.length });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} component="section" aria-label={translate('questionnaire.draw.title')}>
      <Typography variant="subtitle1" component="h3">
        {translate('questionnaire.draw.title')}
      </Typography>
      <DrawRecordView draw={current} />
      <StrataTable draw={current} />
      {comparison && (
        <Alert severity={comparison.same ? 'success' : 'warning'} role="status" data-testid="redraw-result">
          {comparison.same ? translate('questionnaire.draw.same', { count: comparison.count }) : translate('questionnaire.draw.different')}
        </Alert>
      )}
      {verified && <Alert severity="info">{verified}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* A precise draw has no seed: drawing it again could only repeat the chosen list. */}
        {questionnaire.status !== STATUS.closed && current.method !== 'precise' && (
          <Button variant="outlined" disabled={busy} onClick={again}>
            {translate('questionnaire.draw.redraw')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => verification.mutate({ drawId: current.id })}>
          {translate('questionnaire.draw.verify')}
        </Button>
        <Button variant="contained" onClick={() => navigate(detailPath(questionnaire.id))}>
          {translate('questionnaire.draw.toDetail')}
        </Button>
      </Box>
      {dialog}
    </Paper>
  );
};
