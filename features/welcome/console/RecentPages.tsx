/**
 * 最近访问 (issue 26): the last ten pages the user opened, newest first, as
 * links to the address they were left at, titled as their title bar titled
 * them. Kept per user across sessions (useVisitRecorder).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PREFERENCES, useUserPreference } from '../../../src/layout/preferences/useUserPreference';
import type { Visit } from '../../../src/layout/visits/visitRules';
import { focusRing } from './waitingWork';

const NONE: Visit[] = [];

export const RecentPages = () => {
  const translate = useTranslate();
  const [recent] = useUserPreference<Visit[]>(PREFERENCES.recentPages, NONE);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="welcome-recent-title" data-testid="welcome-recent" sx={{ p: 2, mb: 3 }}>
      <Typography id="welcome-recent-title" variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('comfort.recent.title')}
      </Typography>
      {recent.length === 0 ? (
        <Typography color="text.secondary">{translate('comfort.recent.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {recent.map((visit) => (
            <li key={visit.path}>
              <Box
                component={Link}
                to={visit.address}
                sx={{
                  display: 'inline-block',
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 4,
                  border: 1,
                  borderColor: 'divider',
                  color: 'primary.main',
                  textDecoration: 'none',
                  fontSize: 14,
                  ...focusRing,
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {visit.title}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
};
