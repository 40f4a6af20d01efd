/**
 * The number of waiting rows of one source, from its list call's `total`
 * (react-query in react-admin's client: fresh for 30 s, fetched again when
 * the window regains focus). The call is silent: a failure shows on its card,
 * never in the message line.
 */
import { useQuery } from '@tanstack/react-query';
import { post } from '../../../dataProvider/http';
import { countBody, type WaitingWorkSource } from './waitingWork';

export const WAITING_STALE_MS = 30_000;

export const waitingCountKey = (source: WaitingWorkSource) => ['welcome', 'waitingCount', source.call, source.body] as const;

const fetchCount = async (source: WaitingWorkSource, signal?: AbortSignal): Promise<number> => {
  const answer = await post<{ total?: unknown } | null>(source.call, countBody(source), { silent: true, signal });
  const total = Number(answer.data?.total);
  if (answer.status !== 0 || !Number.isInteger(total) || total < 0) throw new Error('welcome.waitingFailed');
  return total;
};

export const useWaitingCount = (source: WaitingWorkSource) =>
  useQuery({
    queryKey: waitingCountKey(source),
    queryFn: ({ signal }) => fetchCount(source, signal),
    staleTime: WAITING_STALE_MS,
    refetchOnWindowFocus: true,
    // One quiet failure is enough: the card says so, and focus or a reload asks again.
    retry: false,
  });
