/**
 * Right-aligned pagination: 共 N 条记录, the page buttons and current / total pages; only when total > 0.
 * Every list's table draws its rows through a deferred value (ListTable): the total is read through
 * the same value, so 共 N 条记录 never counts rows that are not drawn yet.
 */
import { useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZE } from './listParams';

export const PAGINATION_BAR_HEIGHT = 28;

/** The list's own page: a list in the address (AddressList) writes it there. */
export const ListPagination = () => {
  const translate = useTranslate();
  const list = useListContext();
  const { page, perPage, setPage } = list;
  const { total } = useDeferredValue(list);
  if (!total || total <= 0) return null;
  const pages = Math.ceil(total / (perPage || PAGE_SIZE));
  return (
    <Box component="nav" aria-label={translate('crud.pagination')} sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1.5, minHeight: PAGINATION_BAR_HEIGHT, fontSize: 14 }}>
      <Typography component="span" sx={{ fontSize: 14 }}>
        {translate('crud.total', { total })}
      </Typography>
      <Pagination count={pages} page={Math.min(page, pages)} onChange={(_event, next) => setPage(next)} shape="rounded" size="small" color="primary" />
      <Typography component="span" sx={{ fontSize: 14 }} data-testid="page-of-pages">
        {translate('crud.pages', { page: Math.min(page, pages), pages })}
      </Typography>
    </Box>
  );
};
