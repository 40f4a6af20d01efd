/** A titled part of a detail page (a record's facts, its timeline, a review form): a landmark named by its title. */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    {children}
  </Paper>
);
