/**
 * Values of a new record: each field's declared default, and the order
 * sequence one past the module's current maximum when it declares the call.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Resource } from '../../../resources/framework';
import { useConsoleData } from '../useCall';

export const declaredDefaults = (resource: Resource, maxOrder?: number) =>
  Object.fromEntries(
    resource.fields
      .filter((field) => !field.formHidden)
      .map((field) => [field.name, field.kind === 'orderSeq' && maxOrder !== undefined ? maxOrder + 1 : field.defaultValue])
      .filter(([, value]) => value !== undefined),
  ) as Record<string, unknown>;

export const useCreateDefaults = (resource: Resource) => {
  const dataProvider = useConsoleData();
  const wanted = !!resource.maxOrder && resource.fields.some((field) => field.kind === 'orderSeq');
  // Asked afresh for every new record; without the maximum (a failed call) the declared default stands.
  const maxOrder = useQuery({
    queryKey: [resource.name, 'maxOrder'],
    queryFn: () => dataProvider.maxOrder(resource.name),
    enabled: wanted,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const value = maxOrder.data !== undefined && Number.isFinite(maxOrder.data) ? maxOrder.data : undefined;
  // A stable object: react-admin resets the form whenever its default values change identity.
  const defaults = useMemo(() => declaredDefaults(resource, value), [resource, value]);
  return { defaults, isPending: wanted && maxOrder.isPending };
};
