/**
 * The opinion feedback list's search in the address beside `pageNum`: `title`, `contactName`, `status`,
 * `submittedStart` and `submittedEnd` (YYYY-MM-DD), so a copied link shows the same list. An address
 * naming any of them starts the list with that search.
 */
import type { SortPayload } from 'react-admin';
import { initialListParams, type StoredListParams } from '../../crud/list/listParams';

export const FILTER_PARAMS = ['title', 'contactName', 'status', 'submittedStart', 'submittedEnd'] as const;
export type FeedbackFilter = Partial<Record<(typeof FILTER_PARAMS)[number], string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const filterFromSearch = (search: string): Record<string, unknown> | null => {
  const params = new URLSearchParams(search);
  if (!FILTER_PARAMS.some((name) => params.has(name))) return null;
  const filter: Record<string, unknown> = {};
  for (const name of ['title', 'contactName'] as const) {
    const value = params.get(name)?.trim();
    if (value) filter[name] = value;
  }
  const status = params.get('status');
  if (status !== null && /^[012]$/.test(status)) filter.status = Number(status);
  for (const name of ['submittedStart', 'submittedEnd'] as const) {
    const value = params.get(name);
    if (value && DATE.test(value)) filter[name] = value;
  }
  return filter;
};

export const seedFromSearch = (sort: SortPayload) => (search: string, stored: StoredListParams | undefined): StoredListParams => {
  const seeded = initialListParams(search, sort, stored);
  const filter = filterFromSearch(search);
  return filter ? { ...seeded, filter } : seeded;
};

/** The address with the search written (and page 1). */
export const searchWithFilter = (search: string, filter: Record<string, unknown>) => {
  const params = new URLSearchParams(search);
  FILTER_PARAMS.forEach((name) => params.delete(name));
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(name, String(value).trim());
  }
  params.set('pageNum', '1');
  return `?${params.toString()}`;
};
