/**
 * A list's state as it lives in the address, so a copied link, the back
 * button and a reload show the same rows: the page as `pageNum`, the page size
 * as `pageSize` (when not the default), each search filter under its own name,
 * and the order as `sort`/`order` (when not the list's default). One codec
 * for every list; a list names its filters and their kinds (`FilterKinds`),
 * so a value read back has the type the search form gave it and a wrong one
 * is dropped rather than sent.
 */
import type { SortPayload } from 'react-admin';
import { cleanFilters, DEFAULT_SORT, PAGE_PARAM, PAGE_SIZE, PAGE_SIZE_PARAM, PAGE_SIZES, type Filters, type StoredListParams } from './listParams';

/** Free text, a whole number, a day (YYYY-MM-DD), or one of the listed values (kept with their type). */
export type FilterKind = 'text' | 'number' | 'day' | readonly (string | number)[];
export type FilterKinds = Record<string, FilterKind>;

export interface ListAddressSpec {
  filters?: FilterKinds;
  sort?: SortPayload;
  perPage?: number;
}

const SORT_PARAM = 'sort';
const ORDER_PARAM = 'order';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page of a query string: a positive integer, else 1. */
export const pageFromSearch = (search: string): number => {
  const raw = new URLSearchParams(search).get(PAGE_PARAM);
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/** The page size of a query string: one of PAGE_SIZES, else the list's default. */
export const pageSizeFromSearch = (search: string, fallback = PAGE_SIZE): number => {
  const size = Number(new URLSearchParams(search).get(PAGE_SIZE_PARAM));
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
};

const decode = (kind: FilterKind, raw: string): unknown => {
  const value = raw.trim();
  if (value === '') return undefined;
  if (Array.isArray(kind)) return kind.find((option) => String(option) === value);
  if (kind === 'number') return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  if (kind === 'day') return DAY.test(value) ? value : undefined;
  return value;
};

/** What an address says of a list; `filter` is null when it names none of the list's filters. */
export interface ListAddress {
  hasPage: boolean;
  page: number;
  perPage: number;
  filter: Filters | null;
  sort: SortPayload;
}

export const readListAddress = (search: string, spec: ListAddressSpec = {}): ListAddress => {
  const params = new URLSearchParams(search);
  const kinds = spec.filters ?? {};
  const named = Object.keys(kinds).filter((name) => params.has(name));
  const filter = named.length === 0 ? null : cleanFilters(Object.fromEntries(named.map((name) => [name, decode(kinds[name], params.get(name) ?? '')])));
  const field = params.get(SORT_PARAM);
  const order = params.get(ORDER_PARAM);
  const fallback = spec.sort ?? DEFAULT_SORT;
  return {
    hasPage: params.has(PAGE_PARAM),
    page: pageFromSearch(search),
    perPage: pageSizeFromSearch(search, spec.perPage),
    filter,
    sort: field && /^[A-Za-z_][\w.]*$/.test(field) && (order === 'ASC' || order === 'DESC') ? { field, order } : fallback,
  };
};

/** The list's params an address asks for, `current` filling what it does not say. */
export const listParamsAt = (search: string, spec: ListAddressSpec, current: StoredListParams): StoredListParams => {
  const address = readListAddress(search, spec);
  return { ...current, page: address.page, perPage: address.perPage, filter: address.filter ?? {}, sort: address.sort.field, order: address.sort.order };
};

/**
 * The address of a list's params, the address's other parameters (an `id`, a
 * tab) kept. `pageNum` is always written: the navigation guard keeps a
 * dropped one, so a page back to 1 must say so.
 */
export const writeListAddress = (search: string, spec: ListAddressSpec, list: StoredListParams): string => {
  const params = new URLSearchParams(search);
  const kinds = spec.filters ?? {};
  for (const name of [...Object.keys(kinds), SORT_PARAM, ORDER_PARAM, PAGE_SIZE_PARAM]) params.delete(name);
  const filter = cleanFilters(list.filter ?? {});
  for (const name of Object.keys(kinds)) if (filter[name] !== undefined) params.set(name, String(filter[name]));
  params.set(PAGE_PARAM, String(list.page));
  if (list.perPage !== (spec.perPage ?? PAGE_SIZE)) params.set(PAGE_SIZE_PARAM, String(list.perPage));
  const sort = spec.sort ?? DEFAULT_SORT;
  if (list.sort !== sort.field || list.order !== sort.order) {
    params.set(SORT_PARAM, list.sort);
    params.set(ORDER_PARAM, list.order);
  }
  return `?${params.toString()}`;
};

/**
 * Where a list's params come from when it opens, besides the address:
 * - 'onReturn' (the default): the search kept in react-admin's store, only
 *   when coming back to a page of the list (the address names a `pageNum` but
 *   no filter); a fresh entry (a menu link) starts with an empty search.
 * - a function: a search form saved elsewhere (spec section 3's persisted
 *   states), used when the address names no filter; its page when the address
 *   names none either.
 */
export type ListRestore = 'onReturn' | ((stored: StoredListParams | undefined) => Partial<StoredListParams> | undefined);

export const initialListParams = (search: string, spec: ListAddressSpec, stored: StoredListParams | undefined, restore: ListRestore = 'onReturn'): StoredListParams => {
  const address = readListAddress(search, spec);
  const base: StoredListParams = { filter: address.filter ?? {}, page: address.page, perPage: address.perPage, sort: address.sort.field, order: address.sort.order };
  if (address.filter) return base;
  if (restore === 'onReturn') return address.hasPage && stored?.filter ? { ...base, filter: stored.filter } : base;
  const saved = restore(stored);
  if (!saved) return base;
  const page = address.hasPage ? address.page : Math.max(1, Math.floor(Number(saved.page)) || 1);
  return { ...base, filter: saved.filter && typeof saved.filter === 'object' ? cleanFilters(saved.filter) : {}, page };
};
