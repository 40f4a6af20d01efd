/**
 * Values of a new record: each field's declared default, and the order
 * sequence one past the module's current maximum when it declares the call.
 */
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import type { ResourceDataProvider } from '../../../dataProvider';

export const declaredDefaults = (resource: Resource, maxOrder?: number) =>
  Object.fromEntries(
    resource.fields
      .filter((field) => !field.formHidden)
      .map((field) => [field.name, field.kind === 'orderSeq' && maxOrder !== undefined ? maxOrder + 1 : field.defaultValue])
      .filter(([, value]) => value !== undefined),
  ) as Record<string, unknown>;

type MaxOrderState = { status: 'none' } | { status: 'pending' } | { status: 'done'; value?: number };

export const useCreateDefaults = (resource: Resource) => {
  const dataProvider = useDataProvider<ResourceDataProvider>();
  const wanted = !!resource.maxOrder && resource.fields.some((field) => field.kind === 'orderSeq');
  const [state, setState] = useState<MaxOrderState>(wanted ? { status: 'pending' } : { status: 'none' });

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    dataProvider
      .maxOrder(resource.name)
      .then((value) => live && setState({ status: 'done', value: Number.isFinite(value) ? value : undefined }))
      // Without the maximum the declared default stands.
      .catch(() => live && setState({ status: 'done' }));
    return () => {
      live = false;
    };
  }, [dataProvider, resource.name, wanted]);

  const maxOrder = state.status === 'done' ? state.value : undefined;
  // A stable object: react-admin resets the form whenever its default values change identity.
  const defaults = useMemo(() => declaredDefaults(resource, maxOrder), [resource, maxOrder]);
  return { defaults, isPending: state.status === 'pending' };
};
