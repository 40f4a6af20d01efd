/**
 * The console's way to the declared calls that are not CRUD (resources/calls):
 * react-query over the dataProvider's custom method of the same name, as
 * react-admin documents for custom methods. A read is cached under
 * `[name, params]`, so a write refreshes it with `invalidateQueries({ queryKey: [name] })`;
 * the hooks answer the call's data, and pending and error states come from react-query.
 */
import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { CallAnswer } from '../../dataProvider/callMethods';
import type { AnswerOf, ParamsOf } from '../../resources/framework/defineCalls';
import type { CallName, ConsoleCalls } from '../../resources/calls';

export type CallParams<Name extends CallName> = ParamsOf<ConsoleCalls[Name]>;
export type CallData<Name extends CallName> = AnswerOf<ConsoleCalls[Name]>;

// TypeScript cannot narrow a union of methods by a generic name; every method has this shape (dataProvider/callMethods.ts).
const methodOf = <Name extends CallName>(dataProvider: ConsoleDataProvider, name: Name) =>
  dataProvider[name] as unknown as (params: CallParams<Name>, options?: { signal?: AbortSignal }) => Promise<CallAnswer<CallData<Name>>>;

/** The dataProvider with its custom methods typed. */
export const useConsoleData = () => useDataProvider<ConsoleDataProvider>();

/** The query key of a call's answer: invalidate `[name]` to refresh every answer of that call. */
export const callKey = <Name extends CallName>(name: Name, params?: CallParams<Name>) => (params === undefined ? [name] : [name, params]);

type QueryOptions<Name extends CallName> = Omit<UseQueryOptions<CallData<Name>, Error>, 'queryKey' | 'queryFn'>;

/** A read call's answer. */
export const useCallQuery = <Name extends CallName>(name: Name, params: CallParams<Name>, options: QueryOptions<Name> = {}) => {
  const dataProvider = useConsoleData();
  return useQuery<CallData<Name>, Error>({
    queryKey: callKey(name, params),
    queryFn: async ({ signal }) => (await methodOf(dataProvider, name)(params, { signal })).data,
    ...options,
  });
};

type MutationOptions<Name extends CallName> = Omit<UseMutationOptions<CallAnswer<CallData<Name>>, Error, CallParams<Name>>, 'mutationFn'>;

/** A write call: `mutate(params)` / `mutateAsync(params)`, with `isPending` while it runs; answers `{ data, message }`. */
export const useCallMutation = <Name extends CallName>(name: Name, options: MutationOptions<Name> = {}) => {
  const dataProvider = useConsoleData();
  return useMutation<CallAnswer<CallData<Name>>, Error, CallParams<Name>>({
    mutationFn: (params) => methodOf(dataProvider, name)(params),
    ...options,
  });
};
