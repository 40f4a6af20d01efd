/**
 * The questionnaire lists' search in the address beside `pageNum`: `title` and `status`, so a copied link
 * shows the same list. An address naming either starts the list with that filter.
 */
import type { SortPayload } from 'react-admin';
import { initialListParams, type StoredListParams } from '../../crud/list/listParams';

export const FILTER_PARAMS = ['title', 'status'] as const;

export const filterFromSearch = (search: string): Record<string, unknown> | null => {
  const params = new URLSearchParams(search);
  if (!FILTER_PARAMS.some((name) => params.has(name))) return null;
  const title = params.get('title')?.trim();
  const status = params.get('status');
  return { ...(title ? { title } : {}), ...(status !== null && /^[012]$/.test(status) ? { status: Number(status) } : {}) };
};

export const seedFromSearch = (sort: SortPayload) => (search: string, stored: StoredListParams | undefined): StoredListParams => {
  const seeded = initialListParams(search, sort, stored);
  const filter = filterFromSearch(search);
  return filter ? { ...seeded, filter } : seeded;
};

/** The address with the search's filter written (and page 1). */
export const searchWithFilter = (search: string, filter: { title?: string; status?: number }) => {
  const params = new URLSearchParams(search);
  FILTER_PARAMS.forEach((name) => params.delete(name));
  if (filter.title?.trim()) params.set('title', filter.title.trim());
  if (filter.status !== undefined) params.set('status', String(filter.status));
  params.set('pageNum', '1');
  return `?${params.toString()}`;
};
