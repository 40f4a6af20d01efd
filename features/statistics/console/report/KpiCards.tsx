/**
 * The KPI cards (getUserCount): PV, UV, active app users and app downloads of
 * the range, each with its definition (口径) and, with a comparison, the
 * compared value and the change; the correction line of late events under
 * them when the range holds any. `moduleCode` limits them to one module (its
 * page leaves out the app downloads, which belong to no module).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { REPORT_RESOURCE } from '../../../../dataProvider/reports';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import { ListError } from '../../../../src/crud/list/ListStatus';
import { Change } from './Change';
import { formatNumber } from './columns';

interface Card extends RaRecord {
  key: string;
  label: string;
  value: number;
  definition: string;
  compareValue?: number;
  change?: number | null;
}

const PLACEHOLDER_KEYS = ['pv', 'uv', 'activeUsers'];

export const KpiCards = ({ filter, moduleCode }: { filter: Record<string, unknown>; moduleCode?: string }) => {
  const translate = useTranslate();
  const { data, meta, isPending, error, refetch } = useGetList<Card>(REPORT_RESOURCE, {
    filter: moduleCode ? { ...filter, moduleCode } : filter,
    meta: { report: STATISTICS_CALLS.userCount },
  });
  if (error) return <ListError error={error} onRetry={() => refetch()} />;
  const cards = (data ?? []).filter((card) => !moduleCode || card.key !== 'appDownloads');
  const correction = (meta as { correction?: Record<string, number> | null } | undefined)?.correction;
  return (
    <Box>
      <Box
        component="ul"
        aria-label={translate('statistics.kpi.cards')}
        aria-busy={isPending}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2 }}
      >
        {(isPending ? PLACEHOLDER_KEYS.map((key): Card => ({ id: key, key, label: translate(`statistics.figures.${key}`), value: NaN, definition: '' })) : cards).map((card) => (
          <Paper component="li" key={card.key} variant="outlined" data-testid={`kpi-${card.key}`} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{card.label}</Typography>
            <Typography sx={{ fontSize: 26, fontWeight: 600 }} data-testid="kpi-value">
              {Number.isNaN(card.value) ? '…' : formatNumber(card.value)}
            </Typography>
            {card.compareValue !== undefined && (
              <Typography sx={{ fontSize: 13 }}>
                {translate('statistics.kpi.compareLine')} {formatNumber(card.compareValue)}
                {'\u3000'}
                <Change value={card.change} />
              </Typography>
            )}
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
              {translate('statistics.definitions')}：{card.definition}
            </Typography>
          </Paper>
        ))}
      </Box>
      {correction && (
        <Typography role="note" data-testid="kpi-correction" sx={{ mt: 1, fontSize: 13, color: 'warning.dark' }}>
          {String(correction.label)}：{translate('statistics.figures.pv')} {formatNumber(correction.pv)}，{translate('statistics.figures.uv')} {formatNumber(correction.uv)}
        </Typography>
      )}
    </Box>
  );
};
