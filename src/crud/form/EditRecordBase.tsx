/**
 * react-admin's EditBase as every edit form of the console uses it: the record loaded by id and saved
 * pessimistically (the version field stays in the record, so it goes back with the update), no redirect. The page
 * shows its loading box and a failed load itself (with 返回 to the list) instead of react-admin's toast and
 * redirect, then the form, which `children` draws from the loaded record.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { EditBase, useEditContext, type EditBaseProps, type Identifier, type RaRecord } from 'react-admin';
import { FormLoading } from './FormLoading';
import { LoadFailed } from './LoadFailed';

const ignore = () => undefined;

interface EditRecordBaseProps {
  resource: string;
  id: Identifier;
  /** Where 返回 leads when the record cannot be loaded. */
  listPath: string;
  onSuccess: NonNullable<EditBaseProps['mutationOptions']>['onSuccess'];
  children: (record: RaRecord) => ReactNode;
}

const EditState = ({ listPath, children }: Pick<EditRecordBaseProps, 'listPath' | 'children'>) => {
  const { isPending, error, record } = useEditContext();
  // The record's answer is a synchronous update (react-query), and a form is hundreds of components:
  // deferring the switch from the loading box lets React build it in slices.
  const loading = useDeferredValue(isPending && !error);
  if (loading) return <FormLoading />;
  if (error || !record) return <LoadFailed error={error ?? 'form.loadFailed'} listPath={listPath} />;
  return children(record);
};

export const EditRecordBase = ({ resource, id, listPath, onSuccess, children }: EditRecordBaseProps) => (
  <EditBase resource={resource} id={id} mutationMode="pessimistic" redirect={false} redirectOnError={false} mutationOptions={{ onSuccess }} queryOptions={{ onError: ignore }}>
    <EditState listPath={listPath}>{children}</EditState>
  </EditBase>
);
