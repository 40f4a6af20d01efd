/**
 * The state of a list's search box: the values being typed, and the submitted
 * ones as the list's filter (the "saved search form", so every refetch reuses
 * it). Searching or resetting goes back to page 1; the same search again still
 * asks the server again.
 */
import { useState, type FormEvent } from 'react';
import { useListContext } from 'react-admin';
import { cleanFilters, sameFilters, type Filters } from './listParams';

export const useListSearch = <V extends object>(initial: (filterValues: Filters) => V, empty: V) => {
  const { filterValues, setFilters, page, refetch } = useListContext();
  const [values, setValues] = useState<V>(() => initial(filterValues ?? {}));

  const apply = (next: V) => {
    const filters = cleanFilters({ ...next } as Filters);
    if (page === 1 && sameFilters(filters, filterValues ?? {})) refetch();
    // react-admin's setFilters goes back to page 1; a list in the address writes both there.
    else setFilters(filters, undefined, false);
  };

  return {
    values,
    change: (field: keyof V, value: unknown) => setValues((previous) => ({ ...previous, [field]: value })),
    /** The form's submit: applies the values unless `blocked` (e.g. a reversed date range). */
    submit: (event: FormEvent, blocked = false) => {
      event.preventDefault();
      if (!blocked) apply(values);
    },
    reset: () => {
      setValues(empty);
      apply(empty);
    },
  };
};
