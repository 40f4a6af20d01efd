/**
 * Creating a record: declared defaults (and the next order sequence), the
 * value of the part being shown for a scoped module, then 创建成功 and back
 * to the list.
 */
import { useMemo } from 'react';
import { CreateBase } from 'react-admin';
import { scopedListPath, type Resource, type ScopeValue } from '../../../resources/framework';
import { useCreateDefaults } from './createDefaults';
import { FormLoading } from './FormLoading';
import { ResourceForm } from './ResourceForm';
import { useSaved } from './useSaved';

export const CreateRecord = ({ resource, scopeValue }: { resource: Resource; scopeValue?: ScopeValue }) => {
  const listPath = scopedListPath(resource, scopeValue);
  const onSuccess = useSaved('form.created', listPath, { resource: resource.name });
  const { defaults, isPending } = useCreateDefaults(resource);
  const scopeField = scopeValue !== undefined ? resource.scope?.field : undefined;
  // Stable identity: react-admin resets the form whenever its default values change.
  const values = useMemo(() => (scopeField ? { ...defaults, [scopeField]: scopeValue } : defaults), [defaults, scopeField, scopeValue]);
  if (isPending) return <FormLoading />;
  return (
    <CreateBase resource={resource.name} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <ResourceForm resource={resource} defaultValues={values} hiddenFields={scopeField ? [scopeField] : undefined} listPath={listPath} />
    </CreateBase>
  );
};
