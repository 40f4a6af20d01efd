/**
 * The search of an ability statistics page: the date range (a preset at a press, as on the statistics pages,
 * or any days in the date boxes), the business type (rankings) and the page's own fields, written to the
 * address on 查询 (Enter submits), cleared by 重置. A reversed range is stopped here with the server's own message.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'react-admin';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { SearchDate } from '../../../src/crud/list/SearchDate';
import { useAbilityParams, type FilterParam } from './useAbilityParams';
import { RangePresetButtons } from '../../report/console/RangePresetButtons';

/** The ranges offered at a press, as on the statistics pages; any other is picked in the date boxes. */
const PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'last12Months'] as const;

export interface SearchField {
  name: FilterParam;
  kind: 'date' | 'text' | 'choice';
  label: string;
  options?: Array<{ value: string; label: string }>;
  width?: number;
}

export const AbilitySearch = ({ fields }: { fields: SearchField[] }) => {
  const translate = useTranslate();
  const { params, setParams } = useAbilityParams();
  const current = Object.fromEntries(fields.map((field) => [field.name, params.get(field.name) ?? '']));
  const key = JSON.stringify(current);
  const [values, setValues] = useState<Record<string, string>>(current);
  const [error, setError] = useState('');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `current` by value: the typed values follow the address, not each render
  useEffect(() => setValues(current), [key]);
  const set = (name: string, value: string) => setValues((old) => ({ ...old, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.startDate && values.endDate && values.startDate > values.endDate) return setError(translate('abilityStatistics.filters.reversed'));
    setError('');
    setParams(Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()])));
  };

  const ranged = fields.some((field) => field.name === 'startDate');
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {ranged && (
        <Box sx={{ width: '100%' }}>
          <RangePresetButtons
            start={params.get('startDate') ?? undefined}
            end={params.get('endDate') ?? undefined}
            presets={PRESETS}
            onPick={(range) => {
              setError('');
              setParams({ startDate: range?.start, endDate: range?.end });
            }}
          />
        </Box>
      )}
      {fields.map((field) =>
        field.kind === 'choice' ? (
          <SearchChoices
            key={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(value) => set(field.name, value === undefined ? '' : String(value))}
            options={field.options ?? []}
            width={field.width ?? 160}
          />
        ) : field.kind === 'date' ? (
          <SearchDate key={field.name} label={field.label} value={values[field.name] ?? ''} onChange={(value) => set(field.name, value)} width={field.width} />
        ) : (
          <SearchText key={field.name} label={field.label} value={values[field.name] ?? ''} onChange={(value) => set(field.name, value)} width={field.width ?? 160} />
        ),
      )}
      <SearchButtons
        onReset={() => {
          setError('');
          setParams(Object.fromEntries(fields.map((field) => [field.name, undefined])));
        }}
      />
      {error && (
        <FormHelperText error role="alert" sx={{ width: '100%', m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
};

/** The range fields every page has. */
export const useRangeFields = (): SearchField[] => {
  const translate = useTranslate();
  return [
    { name: 'startDate', kind: 'date', label: translate('abilityStatistics.filters.startDate'), width: 170 },
    { name: 'endDate', kind: 'date', label: translate('abilityStatistics.filters.endDate'), width: 170 },
  ];
};
