/**
 * The list's parameters outside react-admin: the page carried by the
 * `pageNum` query parameter and the stored params seeded from it before the
 * list controller mounts, so the first request already asks for that page.
 */
import type { SortPayload } from 'react-admin';

export const PAGE_SIZE = 10;
export const PAGE_PARAM = 'pageNum';
/** A list may be opened with more rows a page (`?pageSize=100`); the spec's 10 stays the default. */
export const PAGE_SIZE_PARAM = 'pageSize';
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The page size of a query string: one of PAGE_SIZES, else PAGE_SIZE. */
export const pageSizeFromSearch = (search: string): number => {
  const size = Number(new URLSearchParams(search).get(PAGE_SIZE_PARAM));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE;
};

/** A declared list's order when its declaration names none. */
export const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

export const listStoreKey = (resource: string) => `crud.${resource}.listParams`;

/** The page of a query string: a positive integer, else 1. */
export const pageFromSearch = (search: string): number => {
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

export const hasPageParam = (search: string) => new URLSearchParams(search).has(PAGE_PARAM);

/** The query string with `pageNum` set to `page`, other parameters kept. */
export const searchWithPage = (search: string, page: number): string => {
  const params = new URLSearchParams(search);
  params.set(PAGE_PARAM, String(page));
  return `?${params.toString()}`;
};

export type Filters = Record<string, unknown>;

export interface StoredListParams {
  filter: Filters;
  page: number;
  perPage: number;
  sort: string;
  order: SortPayload['order'];
}

/**
 * The params a list starts with: the URL's page, and the saved search form
 * only when coming back to a page of the list (the URL names one); a fresh
 * entry (menu link, no pageNum) starts with an empty search form.
 */
export const initialListParams = (search: string, sort: SortPayload, stored: Partial<StoredListParams> | undefined): StoredListParams => ({
  filter: hasPageParam(search) && stored?.filter ? stored.filter : {},
  page: pageFromSearch(search),
  perPage: pageSizeFromSearch(search),
  sort: sort.field,
  order: sort.order,
});

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
