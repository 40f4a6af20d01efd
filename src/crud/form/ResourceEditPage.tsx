/**
 * The edit route of a declared module: edits the record named by the `id`
 * query parameter, or creates one without it (the title bar says 编辑-/新增-).
 * On a part of a scoped module (ResourceScope) a new record takes the part's
 * value, the scope field is not asked, and the page returns to the part's list.
 * Without the data unit of the action ('edit' or 'create') the page says so
 * instead of showing the form.
 */
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { useResourceDeclaration } from '../ResourceContext';
import { CreateRecord } from './CreateRecord';
import { EditRecord } from './EditRecord';
import { editedId } from './editedId';
import { FormLoading } from './FormLoading';
import { NoPermission } from './NoPermission';
import { useCan } from '../../../authProvider/useCan';
import { scopedListPath } from '../../../resources/framework';
import { useScopeValue } from '../useScope';

const ResourceEditPage = () => {
  const resource = useResourceDeclaration();
  const [query] = useSearchParams();
  const id = editedId(query);
  const editing = id !== null;
  const can = useCan(resource.name);
  const scopeValue = useScopeValue();
  return (
    <Box sx={{ p: 2 }} data-testid="resource-edit-page">
      {can.isPending ? (
        <FormLoading />
      ) : !(editing ? can.edit : can.create) ? (
        <NoPermission listPath={scopedListPath(resource, scopeValue)} />
      ) : editing ? (
        <EditRecord key={String(id)} resource={resource} id={id} scopeValue={scopeValue} />
      ) : (
        <CreateRecord resource={resource} scopeValue={scopeValue} />
      )}
    </Box>
  );
};

export default ResourceEditPage;
