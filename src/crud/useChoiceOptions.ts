/**
 * The options of a choice field: loaded from its `optionsCall` (e.g. GET
 * business/disciplineInfo/getDictionary) when it declares one, else (and
 * until the answer arrives, or when the call fails) the declared options.
 */
import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChoiceOption, FieldSpec } from '../../resources/framework';
import { productCallName } from '../../resources/framework';
import { get, post } from '../../dataProvider/http';
import { getConfig } from '../../dataProvider/config';
import { ResourceDeclarationContext } from './ResourceContext';

const isOption = (value: unknown): value is ChoiceOption =>
  !!value &&
  typeof value === 'object' &&
  (typeof (value as ChoiceOption).value === 'string' || typeof (value as ChoiceOption).value === 'number') &&
  typeof (value as ChoiceOption).label === 'string';

export const loadChoiceOptions = async (api: string, call: NonNullable<FieldSpec['optionsCall']>): Promise<ChoiceOption[] | null> => {
  const path = `${api.replace(/\/+$/, '')}/${productCallName(call.call, getConfig().product)}`;
  const { data } = call.method === 'GET' ? await get<unknown>(path, undefined, { silent: true }) : await post<unknown>(path, {}, { silent: true });
  return Array.isArray(data) && data.every(isOption) ? data.map(({ value, label }) => ({ value, label })) : null;
};

export const useChoiceOptions = (field: FieldSpec): ChoiceOption[] => {
  const declaration = useContext(ResourceDeclarationContext);
  const call = field.optionsCall;
  const api = declaration?.api ?? '';
  const { data } = useQuery({
    queryKey: ['choiceOptions', api, call?.method, call?.call],
    queryFn: () => loadChoiceOptions(api, call!),
    enabled: !!call && api !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? field.options ?? [];
};
