/** 滚动栏管理 (/portal/scrollBarManage, menu 18): the declared list; each row also leads to its pictures (图片配置). */
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import { useCan } from '../../../authProvider/useCan';
import scrollBar from '../../../resources/portal/scrollBar';
import { RowActions } from '../../../src/crud/list/RowActions';
import { RowLinkButton } from '../../../src/crud/list/RowLink';
import { PortalList } from './PortalList';

export const SCROLL_PICTURES_PATH = '/portal/configuration';

const ScrollRowActions = ({ record }: { record: RaRecord }) => {
  const can = useCan(scrollBar.name);
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {can.show && <RowLinkButton path={SCROLL_PICTURES_PATH} id={record.id} label="portal.scroll.configure" />}
      <RowActions record={record} />
    </Box>
  );
};

const ScrollBarListPage = () => <PortalList declaration={scrollBar} rowActions={(record) => <ScrollRowActions record={record} />} />;

export default ScrollBarListPage;
