/**
 * The figures by platform or by member institution (queryPointNumList; `by`
 * in the address). The institution view reads the older
 * infornation/datascource names, which answer alike (docs/statistics.md,
 * "Calls"); each view exports through its own exportBond.
 */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../../../../resources/statistics/calls';
import { LazyChart } from '../charts/LazyChart';
import { pieOption } from '../charts/chartOptions';
import { useStatView } from '../useStatView';
import { figureColumns, labelColumn } from './columns';
import { ReportExport } from './ReportExport';
import { ReportTable } from './ReportTable';
import { Section } from './Section';

const VIEWS = {
  platform: { call: STATISTICS_CALLS.pointNum, exportCall: STATISTICS_CALLS.pointNumExport, label: 'platformName' },
  institution: { call: STATISTICS_CALLS.oldPointNum, exportCall: STATISTICS_CALLS.oldPointNumExport, label: 'institutionName' },
} as const;
type By = keyof typeof VIEWS;

export const PointSection = () => {
  const translate = useTranslate();
  const { view, body, params, setParams } = useStatView();
  const by: By = params.get('by') === 'institution' ? 'institution' : 'platform';
  const { call, exportCall, label } = VIEWS[by];
  const title = translate(`statistics.point.${by}`);
  return (
    <Section
      title={translate('statistics.point.title')}
      actions={
        <Tabs value={by} onChange={(_event, next: By) => setParams({ by: next === 'platform' ? undefined : next })} aria-label={translate('statistics.point.title')}>
          <Tab value="platform" label={translate('statistics.point.platform')} />
          <Tab value="institution" label={translate('statistics.point.institution')} />
        </Tabs>
      }
    >
      <ReportTable
        key={by}
        id={`point.${by}`}
        call={call}
        filter={{ ...body, dimension: by }}
        columns={[labelColumn(translate, label, { first: true, sortable: by === 'institution' }), ...figureColumns(translate, { compared: !!view.compare, share: true })]}
        chart={by === 'platform' ? (rows) => <LazyChart label={translate('statistics.chartOf', { name: title })} option={(theme) => pieOption(rows, 'platformName', 'pv', theme)} height={220} /> : undefined}
        toolbar={<ReportExport exports={[{ call: exportCall, label: 'statistics.exports.plain' }]} fileName={title} />}
      />
    </Section>
  );
};
