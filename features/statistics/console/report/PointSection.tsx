/**
 * The figures by platform or by member institution (queryPointNumList; `by`
 * in the address). The institution view reads the older
 * infornation/datascource names, which answer alike (docs/statistics.md,
 * "Calls"); each view exports through its own exportBond. An institution's
 * name opens what its users read most (datascource/queryList, `institutionId`
 * in the address).
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import { LazyChart } from '../../../report/console/charts/LazyChart';
import { pieOption } from '../../../report/console/charts/chartOptions';
import { useStatView } from '../useStatView';
import { figureColumn, figureColumns, labelColumn } from './columns';
import { ReportExport } from './ReportExport';
import { ReportTable } from '../../../report/console/ReportTable';
import { Section } from './Section';

const VIEWS = {
  platform: { call: STATISTICS_CALLS.pointNum, exportCall: STATISTICS_CALLS.pointNumExport, label: 'platformName' },
  institution: { call: STATISTICS_CALLS.oldPointNum, exportCall: STATISTICS_CALLS.oldPointNumExport, label: 'institutionName' },
} as const;
type By = keyof typeof VIEWS;

const InstitutionLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const { params, setParams } = useStatView();
  const name = String(record.institutionName);
  if (!record.institutionId) return <>{name}</>;
  const chosen = params.get('institutionId') === String(record.institutionId);
  return (
    <Link
      component="button"
      type="button"
      underline={chosen ? 'always' : 'hover'}
      aria-pressed={chosen}
      onClick={() => setParams({ institutionId: String(record.institutionId) })}
      aria-label={translate('statistics.point.open', { name })}
    >
      {name}
    </Link>
  );
};

/** What the chosen institution's users read most. */
const InstitutionContent = () => {
  const translate = useTranslate();
  const { body, params, setParams } = useStatView();
  const institutionId = Number(params.get('institutionId'));
  if (!Number.isInteger(institutionId) || institutionId <= 0) return <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate('statistics.point.hint')}</Typography>;
  const title = translate('statistics.point.topContent');
  return (
    <Section
      title={title}
      actions={
        <Button size="small" onClick={() => setParams({ institutionId: undefined })}>
          {translate('statistics.point.close')}
        </Button>
      }
    >
      <ReportTable
        key={institutionId}
        id="point.institutionContent"
        call={STATISTICS_CALLS.oldTopContent}
        filter={{ ...body, institutionId }}
        columns={[labelColumn(translate, 'contentTitle', { first: true, width: 220 }), labelColumn(translate, 'moduleName'), figureColumn(translate, 'pv'), figureColumn(translate, 'uv')]}
        toolbar={<ReportExport exports={[{ call: STATISTICS_CALLS.oldTopContentExport, label: 'statistics.exports.plain' }]} fileName={title} />}
      />
    </Section>
  );
};

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
        <Tabs value={by} onChange={(_event, next: By) => setParams({ by: next === 'platform' ? undefined : next, institutionId: undefined })} aria-label={translate('statistics.point.title')}>
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
        columns={[
          labelColumn(translate, label, { first: true, sortable: by === 'institution', render: by === 'institution' ? (record) => <InstitutionLink record={record} /> : undefined }),
          ...figureColumns(translate, { compared: !!view.compare, share: true }),
        ]}
        chart={
          by === 'platform'
            ? (rows) => <LazyChart label={translate('report.chartOf', { name: title })} option={(theme) => pieOption(rows, 'platformName', 'pv', theme, translate('report.otherSlice'))} height={220} />
            : undefined
        }
        toolbar={<ReportExport exports={[{ call: exportCall, label: 'statistics.exports.plain' }]} fileName={title} />}
      />
      {by === 'institution' && <InstitutionContent />}
    </Section>
  );
};
