/**
 * The search box: one input per `search: true` field, 搜索 and 重置. The
 * submitted form is the list's filter (the "saved search form"), so every
 * refetch reuses it; searching or resetting goes back to page 1.
 */
import { useState, type ComponentType, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import type { FieldSpec } from '../../../resources/framework';
import { cleanFilters, sameFilters, type Filters } from './listParams';
import { SearchInput, type SearchInputProps } from './SearchInput';

export interface SearchFormProps {
  fields: FieldSpec[];
  /** Writes `?pageNum=N` to the URL. */
  writePage: (page: number) => void;
  /** A page's own input for some fields (by name), e.g. a select loading its options from a bespoke call. */
  inputs?: Partial<Record<string, ComponentType<SearchInputProps>>>;
}

export const SearchForm = ({ fields, writePage, inputs }: SearchFormProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters, page, refetch } = useListContext();
  const [values, setValues] = useState<Filters>(() => ({ ...filterValues }));

  const apply = (next: Filters) => {
    const filters = cleanFilters(next);
    // The same search again still asks the server again.
    if (page === 1 && sameFilters(filters, filterValues)) refetch();
    else setFilters(filters, undefined, false);
    writePage(1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(values);
  };

  const onReset = () => {
    setValues({});
    apply({});
  };

  if (fields.length === 0) return null;
  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {fields.map((field) => {
        const Input = inputs?.[field.name] ?? SearchInput;
        return (
          <Input
            key={field.name}
            field={field}
            value={values[field.name]}
            onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
          />
        );
      })}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
        {translate('crud.search')}
      </Button>
      <Button type="button" variant="outlined" startIcon={<RefreshIcon />} onClick={onReset}>
        {translate('crud.reset')}
      </Button>
    </Box>
  );
};
