/** The recorded steps of a feedback, oldest first: when, who, which step, and its result. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { FeedbackStep } from '../contract/calls';
import { beijing } from './format';

export const FeedbackHistory = ({ steps }: { steps: FeedbackStep[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('opinion.detail.history')}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('opinion.detail.history')}
      </Typography>
      {steps.length === 0 ? (
        <Typography color="text.secondary">{translate('opinion.detail.noHistory')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }} data-testid="feedback-history">
          {steps.map((step) => (
            <Box component="li" key={step.id} sx={{ borderLeft: '3px solid', borderColor: step.kind === 'issue' ? 'success.main' : 'primary.main', pl: 1.5, pb: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {beijing(step.actedAt)}
                {'\u3000'}
                {translate('opinion.detail.step', { who: step.actorName, what: step.kindName })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {step.result}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};
