/**
 * Every module KPI page (beginnerKPI 32 … ScrollKPI 78): one component, its
 * module found by the address in the module dictionary
 * (features/statistics/contract/modules.ts), where each page is one entry.
 */
import { useLocation } from 'react-router-dom';
import { STATISTICS_MODULES } from '../contract/modules';
import { NotFoundPage } from '../../../src/pages/NotFoundPage';
import { ModuleFilters } from './report/ModuleFilters';
import { ModuleReport } from './report/ModuleReport';
import { StatLayout } from './StatLayout';

const ModuleKpiPage = () => {
  const { pathname } = useLocation();
  const module = STATISTICS_MODULES.find((entry) => entry.route === pathname);
  if (!module) return <NotFoundPage />;
  return (
    <StatLayout filters={<ModuleFilters module={module} />}>
      <ModuleReport key={module.code} module={module} />
    </StatLayout>
  );
};

export default ModuleKpiPage;
