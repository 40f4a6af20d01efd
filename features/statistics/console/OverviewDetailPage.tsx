/**
 * The overview's detail (overviewKPI/detail): one module's figures, the module
 * named by the address (`module`), reached from the module list and switched
 * here among the modules the user may see (getModulType); the title bar's back
 * button goes back up.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { REPORT_RESOURCE } from '../../../dataProvider/reports';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { statisticsModuleByCode } from '../contract/modules';
import { SearchChoices } from '../../../src/crud/list/SearchInput';
import { ModuleFilters } from './report/ModuleFilters';
import { ModuleReport } from './report/ModuleReport';
import { StatLayout } from './StatLayout';
import { OVERVIEW_MODULE_PATH } from './statisticsPaths';
import { useStatView } from './useStatView';

const ModulePicker = ({ code }: { code: string }) => {
  const translate = useTranslate();
  const { setParams } = useStatView();
  const { data = [] } = useGetList<{ id: string; code: string; name: string }>(REPORT_RESOURCE, { meta: { report: STATISTICS_CALLS.moduleTypes, method: 'GET' } });
  return (
    <SearchChoices
      label={translate('statistics.columns.module')}
      value={code}
      // A module is always chosen here: 全部 is the module list, one level up.
      onChange={(value) => value !== undefined && setParams({ module: String(value), category1Id: undefined, category2Id: undefined, contentId: undefined, title: undefined })}
      options={data.map((module) => ({ value: module.code, label: module.name }))}
      width={160}
    />
  );
};

const OverviewDetailPage = () => {
  const translate = useTranslate();
  const { params, linkTo } = useStatView();
  const module = statisticsModuleByCode(params.get('module') ?? '');
  return (
    <StatLayout
      filters={
        module && (
          <>
            <ModulePicker code={module.code} />
            <ModuleFilters module={module} />
          </>
        )
      }
    >
      {module ? (
        <ModuleReport key={module.code} module={module} />
      ) : (
        <Alert severity="warning">
          <Link component={RouterLink} to={linkTo(OVERVIEW_MODULE_PATH)}>
            {translate('statistics.overview.moduleMissing')}
          </Link>
        </Alert>
      )}
    </StatLayout>
  );
};

export default OverviewDetailPage;
