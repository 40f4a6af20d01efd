/**
 * Editing a record: loaded by id, saved pessimistically (the version field
 * stays in the record, so it goes back with the update), then 编辑成功 and
 * back to the list. A refused save keeps the form: field errors under their
 * inputs, any other reason (e.g. a stale version) as an error message.
 */
import { useDeferredValue } from 'react';
import type { Identifier } from 'react-admin';
import { EditBase, useEditContext } from 'react-admin';
import { scopedListPath, type Resource, type ScopeValue } from '../../../resources/framework';
import { FormLoading } from './FormLoading';
import { LoadFailed } from './LoadFailed';
import { ResourceForm } from './ResourceForm';
import { useSaved } from './useSaved';

const ignore = () => undefined;

interface EditViewProps {
  resource: Resource;
  listPath: string;
  hidden: (record: Record<string, unknown>) => string[] | undefined;
}

const EditView = ({ resource, listPath, hidden }: EditViewProps) => {
  const { isPending, error, record } = useEditContext();
  // The record's answer is a synchronous update (react-query), and the form is hundreds of
  // components: deferring the switch from the loading box lets React build it in slices.
  const loading = useDeferredValue(isPending && !error);
  if (loading) return <FormLoading />;
  if (error || !record) return <LoadFailed error={error ?? 'form.loadFailed'} listPath={listPath} />;
  return <ResourceForm resource={resource} hiddenFields={hidden(record)} listPath={listPath} />;
};

export const EditRecord = ({ resource, id, scopeValue }: { resource: Resource; id: Identifier; scopeValue?: ScopeValue }) => {
  const listPath = scopedListPath(resource, scopeValue);
  const onSuccess = useSaved('form.updated', listPath, { resource: resource.name, id });
  const scopeField = resource.scope?.field;
  // The scope field is not asked on a part's page, unless the record belongs to another part.
  const hidden = (record: Record<string, unknown>) => (scopeField && scopeValue !== undefined && record[scopeField] === scopeValue ? [scopeField] : undefined);
  return (
    <EditBase
      resource={resource.name}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      mutationOptions={{ onSuccess }}
      // The page shows the load failure itself, instead of react-admin's toast and redirect.
      queryOptions={{ onError: ignore }}
    >
      <EditView resource={resource} listPath={listPath} hidden={hidden} />
    </EditBase>
  );
};
