/**
 * The common dictionaries (spec section 7, GET common/query*Dict), cached in
 * react-admin's QueryClient: fetched once per session (staleTime and gcTime
 * Infinity; logout clears the client), so forms and lists opened later reuse
 * them. The role dictionary is also written to the persisted `common` state
 * (spec section 3) and shown from there while the session's first fetch runs.
 */
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getCommonState, setCommonState } from '../../dataProvider/session';
import type { ChoiceOption } from '../../resources/framework';
import type { DictItem, MenuDictNode } from '../../resources/calls/common';
import type { ConsoleDataProvider } from '../../dataProvider';
import { useConsoleData } from '../crud/useCall';

export type { DictItem, MenuDictNode };

export type DictionaryKind = 'role' | 'post' | 'dataUnit' | 'menu' | 'data';

const CALLS = {
  role: 'queryRoleDict',
  post: 'queryPostDict',
  dataUnit: 'queryDataUnitDict',
  menu: 'queryMenuDict',
  data: 'queryDataDict',
} as const satisfies Record<DictionaryKind, keyof ConsoleDataProvider>;

export interface DictionaryOptions {
  /** The label type of `common/queryDataDict` ('data' only). */
  type?: string;
  enabled?: boolean;
}

/** The query key of a dictionary (its call, plus the type of a data dictionary). */
export const dictionaryKey = (kind: DictionaryKind, type?: string) => (kind === 'data' ? [CALLS[kind], type ?? ''] : [CALLS[kind]]);

const fetchDictionary = async (dataProvider: ConsoleDataProvider, kind: DictionaryKind, type?: string) => {
  const { data } = kind === 'data' ? await dataProvider.queryDataDict({ type }) : await dataProvider[CALLS[kind]]();
  const list: unknown[] = data ?? [];
  if (kind === 'role') setCommonState({ roleDict: list as DictItem[] });
  return list;
};

export function useDictionary(kind: 'menu', options?: DictionaryOptions): UseQueryResult<MenuDictNode[]>;
export function useDictionary(kind: Exclude<DictionaryKind, 'menu'>, options?: DictionaryOptions): UseQueryResult<DictItem[]>;
export function useDictionary(kind: DictionaryKind, options: DictionaryOptions = {}): UseQueryResult<unknown[]> {
  const dataProvider = useConsoleData();
  return useQuery<unknown[]>({
    queryKey: dictionaryKey(kind, options.type),
    queryFn: () => fetchDictionary(dataProvider, kind, options.type),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: options.enabled ?? (kind !== 'data' || !!options.type),
    placeholderData: () => {
      if (kind !== 'role') return undefined;
      const saved = getCommonState().roleDict;
      return saved.length ? saved : undefined;
    },
  });
}

/** After a change of roles (or posts, ...), the next use fetches the dictionary again. */
export const invalidateDictionary = (queryClient: QueryClient, kind: DictionaryKind, type?: string) => queryClient.invalidateQueries({ queryKey: dictionaryKey(kind, type) });

/** The name of `code` in a dictionary, else the code itself. */
export const dictName = (items: DictItem[] | undefined, code: unknown): string => {
  if (code === undefined || code === null || code === '') return '';
  return items?.find((item) => item.code === String(code))?.name ?? String(code);
};

/** A dictionary as a select's choices; a saved code no longer in it stays a choice, shown as the code. */
export const dictChoices = (items: DictItem[] | undefined, current: string): ChoiceOption[] => {
  const choices = (items ?? []).map((item) => ({ value: item.code, label: item.name }));
  return current === '' || choices.some((choice) => choice.value === current) ? choices : [{ value: current, label: current }, ...choices];
};
