/**
 * A page's first data requested early: when a list or edit route opens, its
 * page chunk and its data are fetched at the same time (src/crud/earlyPageData.ts).
 * The controller's own getList or getOne, asking the same thing a moment
 * later, takes the request already under way instead of sending a second one.
 * An early answer is kept only briefly and used once.
 */
import type { GetListParams, Identifier } from 'react-admin';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

interface Early {
  answer: Promise<unknown>;
  at: number;
}

/** How long an unclaimed early answer stays usable (the chunk may load slowly on a poor network). */
export const EARLY_ANSWER_TTL_MS = 10_000;

const early = new Map<string, Early>();

const listKey = (resource: string, { pagination, sort, filter }: ListParams) => JSON.stringify(['list', resource, pagination ?? null, sort ?? null, filter ?? {}]);
const recordKey = (resource: string, id: Identifier) => JSON.stringify(['record', resource, id]);
const manyKey = (resource: string, ids: Identifier[]) => JSON.stringify(['many', resource, ids.map(String)]);

const fresh = (found: Early | undefined): found is Early => found !== undefined && Date.now() - found.at <= EARLY_ANSWER_TTL_MS;

/** Starts the request unless the same one is under way; answers the request under way either way. */
const request = (key: string, fetch: () => Promise<unknown>): Promise<unknown> => {
  // One under way is shared; one left unclaimed past its time is replaced.
  const found = early.get(key);
  if (fresh(found)) return found.answer;
  const answer = fetch();
  // An early request nobody claims must not surface as an unhandled rejection; the claimer sees the failure.
  answer.catch(() => undefined);
  early.set(key, { answer, at: Date.now() });
  return answer;
};

/** The early answer under this key, if one is fresh; it is handed out once. */
const claim = <T>(key: string): Promise<T> | undefined => {
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return fresh(found) ? (found.answer as Promise<T>) : undefined;
};

export const requestListEarly = <T>(resource: string, params: ListParams, fetch: () => Promise<T>) => request(listKey(resource, params), fetch) as Promise<T>;
export const claimEarlyList = <T>(resource: string, params: ListParams) => claim<T>(listKey(resource, params));

export const requestRecordEarly = <T>(resource: string, id: Identifier, fetch: () => Promise<T>) => request(recordKey(resource, id), fetch) as Promise<T>;
export const claimEarlyRecord = <T>(resource: string, id: Identifier) => claim<T>(recordKey(resource, id));

export const requestManyEarly = <T>(resource: string, ids: Identifier[], fetch: () => Promise<T>) => request(manyKey(resource, ids), fetch) as Promise<T>;
export const claimEarlyMany = <T>(resource: string, ids: Identifier[]) => claim<T>(manyKey(resource, ids));
