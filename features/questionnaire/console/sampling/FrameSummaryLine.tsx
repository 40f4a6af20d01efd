/** The frame a draw would use now (countAllAttribute): all institutions, those left out as recently sampled, those that remain. */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { toApiError } from '../../../../dataProvider/errors';
import { useCallQuery } from '../../../../src/crud/useCall';

export const FrameSummaryLine = ({ id, excludeDays }: { id: number; excludeDays: number }) => {
  const translate = useTranslate();
  const { data, error } = useCallQuery('questionnaireFrame', { id, excludeDays });
  // Without the frame's sizes the operator draws blind: a failed count says why.
  if (error) return <Alert severity="error">{translate('questionnaire.sampling.frameFailed', { reason: toApiError(error).statusText })}</Alert>;
  if (!data) return null;
  return (
    <Typography variant="body2" data-testid="frame-summary">
      {translate('questionnaire.sampling.frame', { total: data.total, excluded: data.excludedCount, eligible: data.eligible })}
    </Typography>
  );
};
