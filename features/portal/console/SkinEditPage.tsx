/**
 * 新增-主题皮肤 / 编辑-主题皮肤 (/portal/skinEdit): the skin's generic edit
 * page and, for a saved skin (an `id` query), its detail (colours and pictures).
 */
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import skin from '../../../resources/portal/skin';
import { ResourcePage } from '../../../src/crud/ResourcePage';
import { SkinDetailSection } from './SkinDetailSection';

const SkinEditPage = () => {
  const [query] = useSearchParams();
  const raw = query.get('id');
  const skinId = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  return (
    <>
      <ResourcePage resource={skin} kind="edit" />
      {skinId !== null && (
        <Box sx={{ px: 2, pb: 2 }}>
          <SkinDetailSection key={skinId} skinId={skinId} />
        </Box>
      )}
    </>
  );
};

export default SkinEditPage;
