/**
 * A list's first page requested early: when a list route opens, its page
 * chunk and its data are fetched at the same time (src/crud/list/useEarlyList).
 * The list controller's own getList, asking the same params a moment later,
 * takes the request already under way instead of sending a second one.
 * An early answer is kept only briefly and used once.
 */
import type { GetListParams } from 'react-admin';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

interface Early {
  key: string;
  answer: Promise<unknown>;
  at: number;
}

/** How long an unclaimed early answer stays usable (the chunk may load slowly on a poor network). */
export const EARLY_LIST_TTL_MS = 10_000;

const early = new Map<string, Early>();

const keyOf = (resource: string, { pagination, sort, filter }: ListParams) => JSON.stringify([resource, pagination ?? null, sort ?? null, filter ?? {}]);

export const requestListEarly = <T>(resource: string, params: ListParams, fetch: () => Promise<T>): void => {
  const key = keyOf(resource, params);
  if (early.has(key)) return;
  const answer = fetch();
  // An early request nobody claims must not surface as an unhandled rejection; the claimer sees the failure.
  answer.catch(() => undefined);
  early.set(key, { key, answer, at: Date.now() });
};

/** The early answer for exactly these params, if one is fresh; it is handed out once. */
export const claimEarlyList = <T>(resource: string, params: ListParams): Promise<T> | undefined => {
  const key = keyOf(resource, params);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return Date.now() - found.at <= EARLY_LIST_TTL_MS ? (found.answer as Promise<T>) : undefined;
};
