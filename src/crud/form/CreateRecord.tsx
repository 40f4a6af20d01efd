/** Creating a record: declared defaults (and the next order sequence), then 创建成功 and back to the list. */
import { CreateBase } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { useCreateDefaults } from './createDefaults';
import { FormLoading } from './FormLoading';
import { ResourceForm } from './ResourceForm';
import { useSaved } from './useSaved';

export const CreateRecord = ({ resource }: { resource: Resource }) => {
  const onSuccess = useSaved('form.created', resource.routes.list);
  const { defaults, isPending } = useCreateDefaults(resource);
  if (isPending) return <FormLoading />;
  return (
    <CreateBase resource={resource.name} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <ResourceForm resource={resource} defaultValues={defaults} />
    </CreateBase>
  );
};
