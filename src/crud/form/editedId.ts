/**
 * The record an edit route names by its `id` query parameter, or null on a
 * new record. Records carry numeric ids: a numeric id stays a number, so the
 * update, react-query's keys and the page's prefetch (src/crud/prefetchPageData.ts) agree.
 */
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export const editedId = (query: URLSearchParams): Identifier | null => {
  const raw = query.get('id');
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
};

/** A positive whole-number id as an address writes it (at most 9 digits, as the tables' keys), else null. */
export const positiveId = (raw: string | null): number | null => (raw !== null && /^\d{1,9}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : null);

/** The positive id the page's address names under `name` (`id` by default), else null. */
export const useQueryId = (name = 'id'): number | null => {
  const [query] = useSearchParams();
  return positiveId(query.get(name));
};
