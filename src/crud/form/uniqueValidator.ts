/**
 * The declared unique check (`uniqueCheck`, e.g. checkIsCreateType) run as
 * part of a field's validation: once the field's own rules pass, the server
 * is asked (the dataProvider's checkUnique) whether another record holds the
 * value, and its refusal shows on the field before anything is saved. A check
 * that cannot be made (network, server down) lets the save go on: the save's
 * own check then answers. Answers are react-query's, kept a short while per
 * value, so revalidating while typing does not ask again for the same value.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';

type Answer = string | undefined;

/** How long an answer stands for the same value: the save checks again anyway. */
const ANSWER_FRESH_MS = 30_000;

export const uniqueValidator = (dataProvider: ConsoleDataProvider, queryClient: QueryClient, resource: string, field: string, id: Identifier | undefined) => {
  const ask = (value: string): Promise<Answer> =>
    queryClient
      .fetchQuery({
        queryKey: [resource, 'checkUnique', { field, value, id }],
        queryFn: async () => (await dataProvider.checkUnique(resource, { field, value, id })).data,
        staleTime: ANSWER_FRESH_MS,
        retry: false,
      })
      .then((refusal) => refusal ?? undefined)
      .catch(() => undefined);
  return (value: unknown): Promise<Answer> | undefined => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return ask(value.trim());
  };
};
