/** The frame of every statistics page: the shared range and comparison on top, the page's sections under it. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { StatFilterBar } from './StatFilterBar';
import { useStatViewSync } from './useStatView';

export const StatLayout = ({ filters, children }: { filters?: ReactNode; children: ReactNode }) => {
  useStatViewSync();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <StatFilterBar>{filters}</StatFilterBar>
      </Paper>
      {children}
    </Box>
  );
};
