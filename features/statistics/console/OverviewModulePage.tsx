/**
 * The overview's module list (overviewKPI/module): every module with its
 * figures, share and comparison, a chart of PV by module, and its exports (as
 * shown, by publishing platform, by first-level category). A module's name
 * opens its detail with the same view.
 */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { figureColumns, labelColumn } from './report/columns';
import { Definitions } from './report/Definitions';
import { ModuleLink } from './report/ModuleLink';
import { PvUvChart } from './report/PvUvChart';
import { ReportExport } from './report/ReportExport';
import { ReportTable } from '../../report/console/ReportTable';
import { Section } from './report/Section';
import { StatLayout } from './StatLayout';
import { useStatView } from './useStatView';

const OverviewModulePage = () => {
  const translate = useTranslate();
  const { view, body } = useStatView();
  const title = translate('statistics.overview.modules');
  return (
    <StatLayout>
      <Section title={title} actions={<Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate('statistics.overview.drillHint')}</Typography>}>
        <ReportTable
          id="overview.modules"
          call={STATISTICS_CALLS.moduleInfo}
          filter={body}
          perPage={20}
          pageInAddress
          columns={[
            labelColumn(translate, 'moduleName', { first: true, sortable: true, render: (record) => <ModuleLink record={record} /> }),
            ...figureColumns(translate, { compared: !!view.compare, share: true }),
          ]}
          chart={(rows) => <PvUvChart rows={rows} nameKey="moduleName" title={title} />}
          toolbar={
            <ReportExport
              exports={[
                { call: STATISTICS_CALLS.moduleExport, label: 'statistics.exports.plain' },
                { call: STATISTICS_CALLS.moduleExportByPlatform, label: 'statistics.exports.byPlatform' },
                { call: STATISTICS_CALLS.moduleExportByCategory, label: 'statistics.exports.byCategory' },
              ]}
              fileName={title}
            />
          }
        />
      </Section>
      <Definitions keys={['pv', 'uv', 'activeUsers', 'clicks', 'shares', 'downloads', 'searches', 'avgDuration', 'change', 'day', 'frozen']} />
    </StatLayout>
  );
};

export default OverviewModulePage;
