/**
 * The edit route of a declared module: edits the record named by the `id`
 * query parameter, or creates one without it (the title bar says 编辑-/新增-).
 */
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { useResourceDeclaration } from '../ResourceContext';
import { CreateRecord } from './CreateRecord';
import { EditRecord } from './EditRecord';

const ResourceEditPage = () => {
  const resource = useResourceDeclaration();
  const [query] = useSearchParams();
  const raw = query.get('id');
  // Records carry numeric ids: keep the query's id a number so the update and the caches agree.
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : raw;
  return (
    <Box sx={{ p: 2 }} data-testid="resource-edit-page">
      {id !== null && id !== '' ? <EditRecord key={String(id)} resource={resource} id={id} /> : <CreateRecord resource={resource} />}
    </Box>
  );
};

export default ResourceEditPage;
