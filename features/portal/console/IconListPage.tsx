/**
 * 图标管理 (/portal/iconManage, menu 7): the declared list with 添加公共图标,
 * which opens the common-module icons' own edit page (iconEditCommon, a part
 * of the declaration's scope; a common-module row's 编辑 leads there too).
 */
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { scopedEditPath } from '../../../resources/framework';
import portalIcon, { COMMON_MODULE } from '../../../resources/portal/portalIcon';
import { PortalList } from './PortalList';

const CreateCommonButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(portalIcon.name);
  if (!can.create) return null;
  return (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={() => navigate(scopedEditPath(portalIcon, { value: COMMON_MODULE }))}>
      {translate('portal.icon.createCommon')}
    </Button>
  );
};

const IconListPage = () => <PortalList declaration={portalIcon} buttons={<CreateCommonButton />} />;

export default IconListPage;
