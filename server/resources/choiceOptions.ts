/**
 * The options calls of a resource's choice fields (`optionsCall`, e.g. GET
 * business/disciplineInfo/getDictionary): the declared options as
 * `[{value, label}]`, for any holder of the module's menu (its list's search
 * and its form both show them).
 */
import type { Resource } from '../../resources/framework';
import type { Endpoint } from '../http/api';

export const choiceOptionEndpoints = (resource: Resource, path: (call: string) => string): Endpoint[] =>
  resource.fields
    .filter((field) => field.kind === 'choice' && field.optionsCall)
    .map((field) => ({
      method: field.optionsCall!.method,
      path: path(field.optionsCall!.call),
      access: { menu: resource.menuId },
      effect: 'read' as const,
      handler: () => (field.options ?? []).map(({ value, label }) => ({ value, label })),
    }));
