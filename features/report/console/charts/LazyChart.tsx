/**
 * A chart that costs the page nothing until it draws: StatChart (and ECharts
 * with it) is a React.lazy chunk fetched by the statistics pages only, while
 * the figures and tables show at once. A chunk that cannot be fetched leaves
 * a note: the table beside the chart still holds its figures.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslate } from 'react-admin';
import { loadWithTimeout } from '../../../../src/routes/loadWithTimeout';
import type { StatChartProps } from './StatChart';

const StatChart = lazy(() => loadWithTimeout(() => import('./StatChart')));

const Note = ({ text, height }: { text: string; height: number }) => (
  <Box role="status" sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 13, color: 'text.secondary' }}>
    {text}
  </Box>
);

export const LazyChart = (props: StatChartProps) => {
  const translate = useTranslate();
  const height = props.height ?? 280;
  return (
    <ErrorBoundary fallback={<Note text={translate('report.chartFailed')} height={height} />}>
      <Suspense fallback={<Note text={translate('report.chartLoading')} height={height} />}>
        <StatChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
};
