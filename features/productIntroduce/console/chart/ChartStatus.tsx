/** Where the chart stands: the draft's version, what is published and when, and whether changes wait to be saved or published. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import type { Chart } from '../../../../resources/business/associationProductChart';

const BEIJING = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A time in Beijing as every list shows times (2026-12-04 00:43), not in the locale's own slashes. */
export const beijing = (iso: string) => {
  const part = Object.fromEntries(BEIJING.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

export const ChartStatus = ({ chart, dirty }: { chart: Chart | null; dirty: boolean }) => {
  const translate = useTranslate();
  if (!chart) return null;
  // Publishing raises the version by one: a later version is a draft saved since.
  const unpublished = !chart.published || chart.version > chart.published.version + 1;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="chart-status">
      <Chip size="small" label={translate('introduce.chart.status.version', { version: chart.version })} />
      <Chip
        size="small"
        color={chart.published ? 'success' : 'default'}
        label={chart.published ? translate('introduce.chart.status.published', { time: beijing(chart.published.publishedAt) }) : translate('introduce.chart.status.notPublished')}
      />
      {dirty ? (
        <Chip size="small" color="warning" label={translate('introduce.chart.status.unsaved')} />
      ) : (
        chart.published && unpublished && <Chip size="small" color="warning" variant="outlined" label={translate('introduce.chart.status.unpublished')} />
      )}
    </Stack>
  );
};
