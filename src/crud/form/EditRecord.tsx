/**
 * Editing a record: loaded by id, saved pessimistically (the version field
 * stays in the record, so it goes back with the update), then 编辑成功 and
 * back to the list. A refused save keeps the form: field errors under their
 * inputs, any other reason (e.g. a stale version) as an error message.
 */
import type { Identifier } from 'react-admin';
import { EditBase } from 'react-admin';
import { scopedListPath, type Resource, type ScopeValue } from '../../../resources/framework';
import { FormLoading } from './FormLoading';
import { LoadFailed } from './LoadFailed';
import { ResourceForm } from './ResourceForm';
import { useSaved } from './useSaved';

const ignore = () => undefined;

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
      render={({ isPending, error, record }) =>
        isPending && !error ? (
          <FormLoading />
        ) : error || !record ? (
          <LoadFailed error={error ?? 'form.loadFailed'} listPath={listPath} />
        ) : (
          <ResourceForm resource={resource} hiddenFields={hidden(record)} listPath={listPath} />
        )
      }
    />
  );
};
