/** A centred notice with an illustration, a title, a text and optional actions. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface StatusPageProps {
  title: string;
  text: string;
  image?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

export const StatusPage = ({ title, text, image, actions, testId }: StatusPageProps) => (
  <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }} data-testid={testId} role="status">
    {image}
    <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
      {title}
    </Typography>
    <Typography color="text.secondary">{text}</Typography>
    {actions && <Box sx={{ mt: 3, display: 'flex', gap: 1, justifyContent: 'center' }}>{actions}</Box>}
  </Paper>
);

/** A simple line illustration (no external image needed). */
export const Illustration = ({ variant }: { variant: 'building' | 'error' | 'missing' | 'locked' }) => {
  const marks = {
    building: 'M20 70h80M30 70V40l30-18 30 18v30M50 70V52h20v18',
    error: 'M60 20 100 90H20zM60 45v20M60 74v4',
    missing: 'M35 30h50v50H35zM48 48l24 24M72 48 48 72',
    locked: 'M40 55h40v30H40zM48 55V42a12 12 0 0 1 24 0v13',
  }[variant];
  return (
    <svg width="120" height="100" viewBox="0 0 120 100" aria-hidden fill="none" stroke="#1f5fbf" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
      <path d={marks} />
    </svg>
  );
};
