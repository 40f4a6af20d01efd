/**
 * The number of waiting rows of one source: its resource's list, one row of
 * it, filtered (react-admin's useGetList: fresh for 30 s, fetched again when
 * the window regains focus). The list call is quiet: a failure shows on its
 * card, never in the message line.
 */
import { useGetList } from 'react-admin';
import type { WaitingWorkSource } from './waitingWork';

export const WAITING_STALE_MS = 30_000;

const ONE_ROW = { page: 1, perPage: 1 };

export const useWaitingCount = (source: WaitingWorkSource) => {
  const { total, isSuccess, isError } = useGetList(
    source.resource,
    { pagination: ONE_ROW, filter: source.body },
    // One quiet failure is enough: the card says so, and focus or a reload asks again.
    { staleTime: WAITING_STALE_MS, refetchOnWindowFocus: true, retry: false },
  );
  const counted = typeof total === 'number' && Number.isInteger(total) && total >= 0;
  return { data: counted ? total : undefined, isError: isError || (isSuccess && !counted) };
};
