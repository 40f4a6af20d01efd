/**
 * The business types of the question bank's selects: 'valid' (enabled, the
 * form's) or 'withQuestions' (holding questions, the search's), as `{id, name}`.
 */
import { useMemo } from 'react';
import type { BusinessTypeOption } from '../contract/calls';
import { useCallQuery } from '../../../src/crud/useCall';

export const BUSINESS_TYPE_CALLS = { valid: 'abilityValidBusinessTypes', withQuestions: 'abilityBusinessTypesWithQuestions' } as const;

export const useBusinessTypes = (kind: keyof typeof BUSINESS_TYPE_CALLS) => {
  const { data, isPending } = useCallQuery(BUSINESS_TYPE_CALLS[kind], undefined, { staleTime: 30_000 });
  const types = useMemo<BusinessTypeOption[]>(() => (data ?? []).map(({ id, name }) => ({ id, name })), [data]);
  return { data: types, isPending };
};
