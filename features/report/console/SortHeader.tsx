/** A column title that sorts the list by its field (react-admin's list sort): descending first, then ascending. */
import TableSortLabel from '@mui/material/TableSortLabel';
import { useListContext, useTranslate } from 'react-admin';

export const SortHeader = ({ field, label }: { field: string; label: string }) => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const active = sort.field === field;
  const direction = active && sort.order === 'ASC' ? 'asc' : 'desc';
  return (
    <TableSortLabel
      active={active}
      direction={direction}
      onClick={() => setSort({ field, order: active && sort.order === 'DESC' ? 'ASC' : 'DESC' })}
      aria-label={translate('report.sortBy', { name: label })}
    >
      {label}
    </TableSortLabel>
  );
};
