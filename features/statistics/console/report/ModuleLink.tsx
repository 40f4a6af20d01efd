/** A module's name in a statistics table, linking to its detail under the overview with the same view (the drill-down). */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type RaRecord } from 'react-admin';
import { OVERVIEW_DETAIL_PATH } from '../statisticsPaths';
import { useStatView } from '../useStatView';

export const ModuleLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const { linkTo } = useStatView();
  const name = String(record.moduleName ?? record.moduleCode);
  return (
    <Link component={RouterLink} to={linkTo(OVERVIEW_DETAIL_PATH, { module: String(record.moduleCode) })} aria-label={translate('statistics.overview.open', { name })}>
      {name}
    </Link>
  );
};
