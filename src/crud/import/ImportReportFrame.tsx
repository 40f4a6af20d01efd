/**
 * The frame of an import report: the summary (a warning when rows failed,
 * else a success) and, when there are failed rows, their heading
 * (id import-failed-rows, for the rows' aria-labelledby) above `children`.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const FAILED_ROWS_ID = 'import-failed-rows';

export interface ImportReportFrameProps {
  /** Translated summary line. */
  summary: string;
  /** Whether any row failed (the summary turns into a warning). */
  failed: boolean;
  /** Translated heading above the failed rows. */
  failedTitle: string;
  /** Whether to show the failed rows (heading and children). */
  showRows: boolean;
  children: ReactNode;
}

export const ImportReportFrame = ({ summary, failed, failedTitle, showRows, children }: ImportReportFrameProps) => (
  <Box data-testid="import-report" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Alert severity={failed ? 'warning' : 'success'} role="status">
      {summary}
    </Alert>
    {showRows && (
      <>
        <Typography id={FAILED_ROWS_ID} sx={{ fontSize: 14, fontWeight: 600 }}>
          {failedTitle}
        </Typography>
        {children}
      </>
    )}
  </Box>
);
