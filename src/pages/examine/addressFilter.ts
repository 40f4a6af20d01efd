/**
 * The examine lists keep their search in the address beside `pageNum` (a copied link shows the same list):
 * each list names its parameters, text or whole number. An address naming one starts the list with it.
 */
import type { SortPayload } from 'react-admin';
import { initialListParams, type StoredListParams } from '../../crud/list/listParams';

export type FilterParams = Record<string, 'text' | 'number'>;

export const filterFromSearch = (search: string, names: FilterParams): Record<string, unknown> | null => {
  const params = new URLSearchParams(search);
  if (!Object.keys(names).some((name) => params.has(name))) return null;
  const filter: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(names)) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (kind === 'text') filter[name] = value;
    else if (/^\d+$/.test(value)) filter[name] = Number(value);
  }
  return filter;
};

export const seedFromSearch = (names: FilterParams, sort: SortPayload) => (search: string, stored: StoredListParams | undefined): StoredListParams => {
  const seeded = initialListParams(search, sort, stored);
  const filter = filterFromSearch(search, names);
  return filter ? { ...seeded, filter } : seeded;
};

/** The address with the search's filter written (and page 1); other parameters (e.g. `id`) stay. */
export const searchWithFilter = (search: string, names: FilterParams, filter: Record<string, unknown>) => {
  const params = new URLSearchParams(search);
  Object.keys(names).forEach((name) => params.delete(name));
  for (const name of Object.keys(names)) {
    const value = filter[name];
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(name, String(value).trim());
  }
  params.set('pageNum', '1');
  return `?${params.toString()}`;
};
