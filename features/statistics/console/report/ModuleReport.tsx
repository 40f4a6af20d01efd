/**
 * One module's figures (a module KPI page, and the overview's detail): its KPI
 * cards, trend, categories (getOneCount, getTwoCount; `level` in the address)
 * and content items (getDetailInfo: search by title, sort, pages in the
 * address, exports), all narrowed by the page's own filters (ModuleFilters).
 */
import { useMemo } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import type { StatisticsModule } from '../../contract/modules';
import { useStatView } from '../useStatView';
import { figureColumns, labelColumn } from './columns';
import { Definitions } from './Definitions';
import { KpiCards } from './KpiCards';
import { useModuleFilter } from './ModuleFilters';
import { PvUvChart } from './PvUvChart';
import { ReportExport } from './ReportExport';
import { ReportTable } from '../../../report/console/ReportTable';
import { Section } from './Section';
import { TitleSearch } from './TitleSearch';
import { TrendSection } from './TrendSection';

type Narrowing = Record<string, unknown>;

const CategorySection = ({ module, narrowing }: { module: StatisticsModule; narrowing: Narrowing }) => {
  const translate = useTranslate();
  const { view, body, params, setParams } = useStatView();
  const second = params.get('level') === '2';
  const filter = { ...body, ...narrowing };
  const title = `${module.name}${translate(second ? 'statistics.module.byCategory2' : 'statistics.module.byCategory1')}`;
  const labels = second ? ['category1Name', 'category2Name'] : ['category1Name'];
  return (
    <Section
      title={translate('statistics.module.categories')}
      actions={
        <Tabs value={second ? 2 : 1} onChange={(_event, level: number) => setParams({ level: level === 2 ? '2' : undefined })} aria-label={translate('statistics.module.categories')}>
          <Tab value={1} label={translate('statistics.module.byCategory1')} />
          <Tab value={2} label={translate('statistics.module.byCategory2')} />
        </Tabs>
      }
    >
      <ReportTable
        key={second ? 'two' : 'one'}
        id={`module.${second ? 'two' : 'one'}`}
        call={second ? STATISTICS_CALLS.twoCount : STATISTICS_CALLS.oneCount}
        filter={filter}
        columns={[...labels.map((key, index) => labelColumn(translate, key, { first: index === 0, sortable: true })), ...figureColumns(translate, { compared: !!view.compare, share: true })]}
        chart={(rows) => <PvUvChart rows={rows} nameKey={second ? 'category2Name' : 'category1Name'} title={title} height={240} />}
        toolbar={<ReportExport exports={[{ call: second ? STATISTICS_CALLS.twoCountExport : STATISTICS_CALLS.oneCountExport, label: 'statistics.exports.plain' }]} fileName={title} />}
      />
    </Section>
  );
};

const ItemSection = ({ module, narrowing }: { module: StatisticsModule; narrowing: Narrowing }) => {
  const translate = useTranslate();
  const { view, body, params } = useStatView();
  const title = params.get('title') ?? '';
  const filter = { ...body, ...narrowing, ...(title ? { title } : {}) };
  const categories = module.category ? ['category1Name', 'category2Name'] : [];
  const name = `${module.name}${translate('statistics.module.items')}`;
  return (
    <Section title={translate('statistics.module.items')}>
      <ReportTable
        id="module.items"
        call={STATISTICS_CALLS.detailInfo}
        filter={filter}
        pageInAddress
        columns={[
          labelColumn(translate, 'contentTitle', { first: true, sortable: true, width: 240 }),
          ...categories.map((key) => labelColumn(translate, key)),
          ...figureColumns(translate, { compared: !!view.compare, share: true }),
        ]}
        toolbar={
          <>
            <TitleSearch />
            <ReportExport
              exports={[
                { call: STATISTICS_CALLS.detailExport, label: 'statistics.exports.plain' },
                { call: STATISTICS_CALLS.detailExportByPlatform, label: 'statistics.exports.byPlatform' },
                ...(module.category ? [{ call: STATISTICS_CALLS.detailExportByCategory, label: 'statistics.exports.byCategory2' }] : []),
              ]}
              fileName={name}
            />
          </>
        }
      />
    </Section>
  );
};

/** The page's filters (ModuleFilters) go in the StatLayout's `filters`; every figure here follows them. */
export const ModuleReport = ({ module }: { module: StatisticsModule }) => {
  const translate = useTranslate();
  const { body } = useStatView();
  const chosen = useModuleFilter();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` is compared by value: a new object with the same choices keeps the queries' keys
  const narrowing = useMemo(() => ({ moduleCode: module.code, ...chosen }), [module.code, JSON.stringify(chosen)]);
  return (
    <>
      <KpiCards filter={{ ...body, ...chosen }} moduleCode={module.code} />
      <TrendSection id="module.trend" filter={narrowing} fileName={`${module.name}${translate('statistics.kpi.trend')}`} />
      {module.category && <CategorySection module={module} narrowing={narrowing} />}
      <ItemSection module={module} narrowing={narrowing} />
      <Definitions keys={['pv', 'uv', 'activeUsers', 'clicks', 'shares', 'downloads', 'searches', 'avgDuration', 'change', 'day', 'frozen']} />
    </>
  );
};
