/**
 * The record an edit route names by its `id` query parameter, or null on a
 * new record. Records carry numeric ids: a numeric id stays a number, so the
 * update, react-query's keys and the page's prefetch (src/crud/prefetchPageData.ts) agree.
 */
import type { Identifier } from 'react-admin';

export const editedId = (query: URLSearchParams): Identifier | null => {
  const raw = query.get('id');
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
};
