/**
 * 产品介绍二级分类 (introduceClassChild?parentId=<id>): the secondary
 * categories of one primary, whose name the breadcrumb in the button area
 * shows (产品介绍分类 / <primary>). 新增 creates one in that primary without
 * asking; 返回一级分类 goes back to the primaries.
 */
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import associationProductType, { CATEGORY_ROUTES, PRIMARY_LEVEL, SECONDARY_LEVEL } from '../../../resources/business/associationProductType';
import { useCan } from '../../../authProvider/useCan';
import { CategoryList } from './CategoryList';
import { readParentId } from './parentQuery';

const PRIMARY_LIST = `${CATEGORY_ROUTES.primaryList}?level=${PRIMARY_LEVEL}`;

const ChildCategoryListPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const parentId = readParentId(query);
  const can = useCan(associationProductType.name);
  const { data: parent, error } = useGetOne(associationProductType.name, { id: parentId ?? 0 }, { enabled: parentId !== null });
  const filter = useMemo(() => ({ level: SECONDARY_LEVEL, parentId: parentId ?? 0 }), [parentId]);
  const back = (
    <Button variant="outlined" startIcon={<ArrowBack />} onClick={() => navigate(PRIMARY_LIST)}>
      {translate('introduce.backToPrimaries')}
    </Button>
  );
  if (parentId === null || error || (parent && parent.level !== PRIMARY_LEVEL)) {
    return (
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="warning">{translate('introduce.parentMissing')}</Alert>
        {back}
      </Box>
    );
  }
  const buttons = (
    <>
      {can.create && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${CATEGORY_ROUTES.childEdit}?parentId=${parentId}`)}>
          {translate('crud.create')}
        </Button>
      )}
      {back}
      <Breadcrumbs aria-label={translate('introduce.breadcrumb')} sx={{ ml: 'auto', alignSelf: 'center' }} data-testid="category-breadcrumb">
        <Link component="button" underline="hover" onClick={() => navigate(PRIMARY_LIST)}>
          {translate('page.introduceClassification')}
        </Link>
        <Typography color="text.primary">{parent?.name ?? ''}</Typography>
      </Breadcrumbs>
    </>
  );
  return <CategoryList key={parentId} filter={filter} storeSuffix="child" buttons={buttons} withChildren={false} />;
};

export default ChildCategoryListPage;
