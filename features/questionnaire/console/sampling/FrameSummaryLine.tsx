/** The frame a draw would use now (countAllAttribute): all institutions, those left out as recently sampled, those that remain. */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCallQuery } from '../../../../src/crud/useCall';

export const FrameSummaryLine = ({ id, excludeDays }: { id: number; excludeDays: number }) => {
  const translate = useTranslate();
  const { data } = useCallQuery('questionnaireFrame', { id, excludeDays });
  if (!data) return null;
  return (
    <Typography variant="body2" data-testid="frame-summary">
      {translate('questionnaire.sampling.frame', { total: data.total, excluded: data.excludedCount, eligible: data.eligible })}
    </Typography>
  );
};
