/**
 * 产品介绍分类 (introduceClassification?level=1, as 分类管理 opens it): the
 * primary categories; each row's 子分类 opens the secondaries of that primary.
 * Without `level` (the scope's rule) both levels are listed, with their level
 * and primary. 新增 always makes a primary (`?level=1`: the level is not
 * asked); secondaries are made on their primary's 子分类 page.
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { scopedEditPath, scopeValueAt } from '../../../resources/framework';
import associationProductType, { PRIMARY_LEVEL } from '../../../resources/business/associationProductType';
import { useCan } from '../../../authProvider/useCan';
import { CategoryList } from './CategoryList';

const PRIMARIES = { level: PRIMARY_LEVEL };

const PrimaryCategoryListPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(associationProductType.name);
  const { pathname, search } = useLocation();
  const primaries = scopeValueAt(associationProductType, pathname, search) === PRIMARY_LEVEL;
  const buttons = can.create ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(scopedEditPath(associationProductType, { value: PRIMARY_LEVEL }))}>
      {translate('crud.create')}
    </Button>
  ) : null;
  return <CategoryList key={String(primaries)} filter={primaries ? PRIMARIES : undefined} storeSuffix={primaries ? 'primary' : 'all'} buttons={buttons} withChildren />;
};

export default PrimaryCategoryListPage;
