/**
 * KPINew (menu 16), the overview: the KPI cards, the trend, the share of each
 * module, the top content, the figures by platform or institution and the
 * counts by event type, all over the shared range and comparison.
 */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { LazyChart } from '../../report/console/charts/LazyChart';
import { pieOption } from '../../report/console/charts/chartOptions';
import { figureColumn, figureColumns, labelColumn } from './report/columns';
import { Definitions } from './report/Definitions';
import { EventTypeSection } from './report/EventTypeSection';
import { KpiCards } from './report/KpiCards';
import { ModuleLink } from './report/ModuleLink';
import { PointSection } from './report/PointSection';
import { ReportExport } from './report/ReportExport';
import { ReportTable } from '../../report/console/ReportTable';
import { Section } from './report/Section';
import { TrendSection } from './report/TrendSection';
import { StatLayout } from './StatLayout';
import { useStatView } from './useStatView';

const KpiNewPage = () => {
  const translate = useTranslate();
  const { view, body } = useStatView();
  const compared = !!view.compare;
  const shareTitle = translate('statistics.kpi.moduleShare');
  return (
    <StatLayout>
      <KpiCards filter={body} />
      <TrendSection id="kpiNew.trend" fileName={translate('statistics.kpi.trend')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, gap: 2 }}>
        <Section title={shareTitle}>
          <ReportTable
            id="kpiNew.modules"
            call={STATISTICS_CALLS.moduleInfo}
            filter={body}
            perPage={20}
            columns={[
              labelColumn(translate, 'moduleName', { first: true, render: (record) => <ModuleLink record={record} /> }),
              figureColumn(translate, 'pv'),
              figureColumn(translate, 'pvShare', false),
              ...(compared ? [figureColumn(translate, 'pvChange', false)] : []),
            ]}
            chart={(rows) => (
              <LazyChart label={translate('report.chartOf', { name: shareTitle })} option={(theme) => pieOption(rows, 'moduleName', 'pv', theme, translate('report.otherSlice'))} height={240} />
            )}
            toolbar={
              <ReportExport
                exports={[
                  { call: STATISTICS_CALLS.moduleExport, label: 'statistics.exports.plain' },
                  { call: STATISTICS_CALLS.moduleExportByPlatform, label: 'statistics.exports.byPlatform' },
                ]}
                fileName={shareTitle}
              />
            }
          />
        </Section>
        <Section title={translate('statistics.kpi.topContent')}>
          <ReportTable
            id="kpiNew.top"
            call={STATISTICS_CALLS.topContent}
            filter={body}
            columns={[
              labelColumn(translate, 'contentTitle', { first: true, width: 220 }),
              labelColumn(translate, 'moduleName'),
              ...figureColumns(translate, { compared, share: true }).filter((column) => ['pv', 'uv', 'pvShare', 'pvChange'].includes(column.key)),
            ]}
            toolbar={<ReportExport exports={[{ call: STATISTICS_CALLS.topContentExport, label: 'statistics.exports.plain' }]} fileName={translate('statistics.kpi.topContent')} />}
          />
        </Section>
      </Box>
      {/* Full width each: the institutions' names and figures need the room, and the event types are a short list. */}
      <PointSection />
      <EventTypeSection />
      <Definitions keys={['clicks', 'shares', 'downloads', 'searches', 'avgDuration', 'change', 'day', 'frozen']} />
    </StatLayout>
  );
};

export default KpiNewPage;
