/**
 * 新增/编辑-产品介绍二级分类 (introduceClassificationEditChild): a secondary
 * category. A new one takes the primary of `?parentId=` and the level without
 * asking; an edited one keeps both. Saving or 取消 return to the secondaries
 * of that primary.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { CreateBase, useNotify, type RaRecord } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import associationProductType, { CATEGORY_ROUTES, PRIMARY_LEVEL, SECONDARY_LEVEL } from '../../../resources/business/associationProductType';
import { useCan } from '../../../authProvider/useCan';
import { useCreateDefaults } from '../../../src/crud/form/createDefaults';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { EditRecordBase } from '../../../src/crud/form/EditRecordBase';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { ResourceForm } from '../../../src/crud/form/ResourceForm';
import { childListPath, readParentId } from './parentQuery';
import { positiveId } from '../../../src/crud/form/editedId';

const resource = associationProductType;
const HIDDEN = ['level'];
const PRIMARY_LIST = `${CATEGORY_ROUTES.primaryList}?level=${PRIMARY_LEVEL}`;
const useAfterSave = (message: 'form.created' | 'form.updated') => {
  const notify = useNotify();
  const navigate = useNavigate();
  return (record: RaRecord) => {
    notify(message, { type: 'success' });
    navigate(childListPath(CATEGORY_ROUTES.childList, record.parentId));
  };
};

const CreateChild = ({ parentId }: { parentId: number }) => {
  const onSuccess = useAfterSave('form.created');
  const { defaults, isPending } = useCreateDefaults(resource);
  const values = useMemo(() => ({ ...defaults, level: SECONDARY_LEVEL, parentId }), [defaults, parentId]);
  if (isPending) return <FormLoading />;
  return (
    <CreateBase resource={resource.name} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <ResourceForm resource={resource} defaultValues={values} hiddenFields={HIDDEN} listPath={childListPath(CATEGORY_ROUTES.childList, parentId)} />
    </CreateBase>
  );
};

const EditChild = ({ id }: { id: number }) => {
  const onSuccess = useAfterSave('form.updated');
  return (
    <EditRecordBase resource={resource.name} id={id} listPath={PRIMARY_LIST} onSuccess={onSuccess}>
      {(record) => <ResourceForm resource={resource} hiddenFields={HIDDEN} listPath={childListPath(CATEGORY_ROUTES.childList, record.parentId)} />}
    </EditRecordBase>
  );
};

const ChildCategoryEditPage = () => {
  const [query] = useSearchParams();
  const id = positiveId(query.get('id'));
  const parentId = readParentId(query);
  const can = useCan(resource.name);
  const allowed = id !== null ? can.edit : can.create;
  return (
    <Box sx={{ p: 2 }} data-testid="resource-edit-page">
      {can.isPending ? (
        <FormLoading />
      ) : !allowed ? (
        <NoPermission listPath={PRIMARY_LIST} />
      ) : id !== null ? (
        <EditChild key={id} id={id} />
      ) : parentId !== null ? (
        <CreateChild parentId={parentId} />
      ) : (
        <LoadFailed error="introduce.parentMissing" listPath={PRIMARY_LIST} />
      )}
    </Box>
  );
};

export default ChildCategoryEditPage;
