/**
 * The paths of a scoped module (ResourceScope): which part a location shows,
 * and where its list, create and edit pages are for a part. Pure functions,
 * used by the console's generic pages and their tests.
 */
import type { FieldSpec, Resource } from './defineResource';
import type { ChoiceOption } from './fields';

export type ScopeValue = ChoiceOption['value'];

export const scopeFieldOf = (resource: Resource): FieldSpec | undefined => (resource.scope ? resource.fields.find((field) => field.name === resource.scope!.field) : undefined);

/** The option of the scope field written as `raw` (query values are strings: '1' is the option 1). */
const optionValue = (resource: Resource, raw: string | null | undefined): ScopeValue | undefined => {
  if (raw === null || raw === undefined) return undefined;
  return scopeFieldOf(resource)?.options?.find((option) => String(option.value) === raw.trim())?.value;
};

/**
 * The part a location shows: fixed on a value's own edit page, else the
 * `param` of the query when it names an option; undefined means every part.
 */
export const scopeValueAt = (resource: Resource, pathname: string, search: string): ScopeValue | undefined => {
  const scope = resource.scope;
  if (!scope) return undefined;
  const own = Object.entries(scope.editRoutes ?? {}).find(([, path]) => path === pathname);
  if (own) return optionValue(resource, own[0]);
  return scope.param ? optionValue(resource, new URLSearchParams(search).get(scope.param)) : undefined;
};

const withQuery = (path: string, query: Record<string, string>) => {
  const params = new URLSearchParams(query).toString();
  return params ? `${path}?${params}` : path;
};

/** The query that keeps a part across the module's pages (`{ type: '1' }`), empty without one. */
const scopeQuery = (resource: Resource, value: ScopeValue | undefined): Record<string, string> => (resource.scope?.param && value !== undefined ? { [resource.scope.param]: String(value) } : {});

/** The list of a part (or of every part). */
export const scopedListPath = (resource: Resource, value?: ScopeValue) => withQuery(resource.routes.list, scopeQuery(resource, value));

/**
 * The create page (no id) or the edit page of record `id`: a value's own
 * edit page when it has one (the record's value, else the part shown), else
 * the module's edit page with the part in the query.
 */
export const scopedEditPath = (resource: Resource, { id, recordValue, value }: { id?: string | number; recordValue?: unknown; value?: ScopeValue } = {}) => {
  const own = resource.scope?.editRoutes ?? {};
  const key = recordValue !== undefined && recordValue !== null ? String(recordValue) : value !== undefined ? String(value) : undefined;
  const query: Record<string, string> = id !== undefined ? { id: String(id) } : {};
  if (key !== undefined && own[key]) return withQuery(own[key], query);
  // A read-only module has no edit page (and offers no way to one): its list stands in.
  return withQuery(resource.routes.edit ?? resource.routes.list, { ...query, ...scopeQuery(resource, value) });
};

/** Every edit page of the module: its own and those of its parts. */
export const editRoutesOf = (resource: Resource): string[] => [...(resource.routes.edit ? [resource.routes.edit] : []), ...Object.values(resource.scope?.editRoutes ?? {})];
