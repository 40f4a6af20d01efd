/**
 * Editing a declared module's record (EditRecordBase), then 编辑成功 and back
 * to the list. A refused save keeps the form: field errors under their
 * inputs, any other reason (e.g. a stale version) as an error message.
 */
import type { Identifier } from 'react-admin';
import { scopedListPath, type Resource, type ScopeValue } from '../../../resources/framework';
import { EditRecordBase } from './EditRecordBase';
import { ResourceForm } from './ResourceForm';
import { useSaved } from './useSaved';

export const EditRecord = ({ resource, id, scopeValue }: { resource: Resource; id: Identifier; scopeValue?: ScopeValue }) => {
  const listPath = scopedListPath(resource, scopeValue);
  const onSuccess = useSaved('form.updated', listPath, { resource: resource.name, id });
  const scopeField = resource.scope?.field;
  // The scope field is not asked on a part's page, unless the record belongs to another part.
  const hidden = (record: Record<string, unknown>) => (scopeField && scopeValue !== undefined && record[scopeField] === scopeValue ? [scopeField] : undefined);
  return (
    <EditRecordBase resource={resource.name} id={id} listPath={listPath} onSuccess={onSuccess}>
      {(record) => <ResourceForm resource={resource} hiddenFields={hidden(record)} listPath={listPath} />}
    </EditRecordBase>
  );
};
