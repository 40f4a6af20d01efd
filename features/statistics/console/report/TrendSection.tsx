/**
 * The trend (getDetailCount): a line chart of PV and UV by day, week or month
 * (the compared period dashed beside it), the table of the same rows under
 * it, and its export.
 */
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { hasPartialPeriod } from '../../contract/periods';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import { LazyChart } from '../../../report/console/charts/LazyChart';
import { lineOption } from '../../../report/console/charts/chartOptions';
import { useStatView } from '../useStatView';
import { figureColumn, labelColumn, type Translate } from './columns';
import { Definitions } from './Definitions';
import { GranularityToggle } from './GranularityToggle';
import { ReportExport } from './ReportExport';
import { ReportTable } from '../../../report/console/ReportTable';
import { Section } from './Section';

const NO_SORT = { field: 'period', order: 'ASC' } as const;

/** A period's label: a period the range holds only in part (the month so far) says so, and which days it holds. */
const periodText = (translate: Translate, record: RaRecord, short = false) =>
  record.partial
    ? translate(short ? 'statistics.kpi.partialAxis' : 'statistics.kpi.partialPeriod', { period: record.period, start: record.coveredStart, end: record.coveredEnd })
    : String(record.period ?? '');

/** `filter`: a module page's narrowing (module, category, item), added to the shared view. */
export const TrendSection = ({ id, filter = {}, fileName }: { id: string; filter?: Record<string, unknown>; fileName: string }) => {
  const translate = useTranslate();
  const { view, body } = useStatView();
  const compared = !!view.compare;
  const title = translate('statistics.kpi.trend');
  const columns = [
    labelColumn(translate, 'period', { first: true, render: (record) => periodText(translate, record) }),
    ...(compared ? [labelColumn(translate, 'comparePeriod')] : []),
    ...['pv', 'uv', 'activeUsers', ...(compared ? ['comparePv', 'pvChange', 'uvChange'] : [])].map((key) => figureColumn(translate, key, false)),
  ];
  const series = [
    { key: 'pv', name: translate('statistics.figures.pv') },
    { key: 'uv', name: translate('statistics.figures.uv') },
    ...(compared ? [{ key: 'comparePv', name: translate('statistics.figures.comparePv'), dashed: true }] : []),
  ];
  return (
    <Section title={title} actions={<GranularityToggle />}>
      <ReportTable
        id={id}
        call={STATISTICS_CALLS.detailCount}
        filter={{ ...body, ...filter }}
        sort={NO_SORT}
        paged={false}
        totals={false}
        columns={columns}
        chart={(rows) => (
          <LazyChart
            label={translate('report.chartOf', { name: title })}
            option={(theme) =>
              lineOption(
                rows.map((row) => ({ ...row, periodText: periodText(translate, row, true) })),
                'periodText',
                series,
                theme,
              )
            }
          />
        )}
        toolbar={<ReportExport exports={[{ call: STATISTICS_CALLS.detailCountExport, label: 'statistics.exports.plain' }]} fileName={fileName} />}
      />
      <Definitions keys={['pv', 'uv', 'activeUsers', ...(compared ? (['change'] as const) : []), 'day']} />
      {hasPartialPeriod(view, view.granularity) && <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{translate('statistics.kpi.partialNote')}</Typography>}
    </Section>
  );
};
