/**
 * What a select of a reference field asks for: the first hundred records of
 * the referenced module. Shared by the search form's select (list/SearchInput),
 * the form's (form/FieldInput) and a page's prefetch (prefetchPageData.ts),
 * which asks the same while the page loads, so the select's choices come
 * with the rows or the record instead of one round trip later.
 */
import type { FilterPayload, PaginationPayload, SortPayload } from 'react-admin';
import type { FieldSpec } from '../../resources/framework';

export interface ReferenceChoicesParams {
  pagination: PaginationPayload;
  sort: SortPayload;
  filter: FilterPayload;
}

export const referenceChoicesParams = (field: FieldSpec): ReferenceChoicesParams => ({
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'DESC' },
  filter: field.filter ?? {},
});
