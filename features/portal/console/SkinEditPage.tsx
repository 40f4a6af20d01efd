/**
 * 新增-主题皮肤 / 编辑-主题皮肤 (/portal/skinEdit): the skin's generic edit
 * page and, for a saved skin (an `id` query), its detail (colours and pictures).
 */
import Box from '@mui/material/Box';
import skin from '../../../resources/portal/skin';
import { ResourcePage } from '../../../src/crud/ResourcePage';
import { SkinDetailSection } from './SkinDetailSection';
import { useQueryId } from '../../../src/crud/form/editedId';

const SkinEditPage = () => {
  const skinId = useQueryId();
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
