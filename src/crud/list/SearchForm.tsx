/**
 * The search box: one input per `search: true` field, 搜索 and 重置. The
 * submitted form is the list's filter (the "saved search form"), so every
 * refetch reuses it; searching or resetting goes back to page 1.
 */
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { FieldSpec } from '../../../resources/framework';
import type { Filters } from './listParams';
import { useListSearch } from './useListSearch';
import { SearchButtons } from './SearchButtons';
import { SearchInput, type SearchInputProps } from './SearchInput';

export interface SearchFormProps {
  fields: FieldSpec[];
  /** A page's own input for some fields (by name), e.g. a select loading its options from a bespoke call. */
  inputs?: Partial<Record<string, ComponentType<SearchInputProps>>>;
}

export const SearchForm = ({ fields, inputs }: SearchFormProps) => {
  const { values, change, submit, reset } = useListSearch<Filters>((filterValues) => ({ ...filterValues }), {});

  if (fields.length === 0) return null;
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {fields.map((field) => {
        const Input = inputs?.[field.name] ?? SearchInput;
        return <Input key={field.name} field={field} value={values[field.name]} onChange={(value) => change(field.name, value)} />;
      })}
      <SearchButtons onReset={reset} />
    </Box>
  );
};
