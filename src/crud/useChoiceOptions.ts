/**
 * The options of a choice field: loaded from its `optionsCall` (e.g. GET
 * business/disciplineInfo/getDictionary) when it declares one, else (and
 * until the answer arrives, or when the call fails) the declared options.
 */
import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChoiceOption, FieldSpec } from '../../resources/framework';
import { ResourceDeclarationContext } from './ResourceContext';
import { useConsoleData } from './useCall';

export const useChoiceOptions = (field: FieldSpec): ChoiceOption[] => {
  const declaration = useContext(ResourceDeclarationContext);
  const dataProvider = useConsoleData();
  const call = field.optionsCall;
  const api = declaration?.api ?? '';
  const { data } = useQuery({
    queryKey: ['choiceOptions', api, call?.method, call?.call],
    queryFn: async () => (await dataProvider.choiceOptions(api, call!)).data,
    enabled: !!call && api !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? field.options ?? [];
};
