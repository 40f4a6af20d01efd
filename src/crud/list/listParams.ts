/**
 * The list's parameters as react-admin's store keeps them, and the search
 * form's values; listAddress.ts writes them to the address and reads them back.
 */
import type { SortPayload } from 'react-admin';

export const PAGE_SIZE = 10;
export const PAGE_PARAM = 'pageNum';
/** A list may be opened with more rows a page (`?pageSize=100`); the spec's 10 stays the default. */
export const PAGE_SIZE_PARAM = 'pageSize';
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** A declared list's order when its declaration names none. */
export const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

export const listStoreKey = (resource: string) => `crud.${resource}.listParams`;

export type Filters = Record<string, unknown>;

export interface StoredListParams {
  filter: Filters;
  page: number;
  perPage: number;
  sort: string;
  order: SortPayload['order'];
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The search form without its empty entries, text trimmed. */
export const cleanFilters = (values: Filters): Filters =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => !isBlank(value))
      .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  );

export const sameFilters = (a: Filters, b: Filters) => {
  const left = cleanFilters(a);
  const right = cleanFilters(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => left[key] === right[key]);
};
