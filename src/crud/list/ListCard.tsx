/**
 * The card every list page stands in: search area, button area, the table
 * with the max-height rule of spec section 9, and the pagination.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { LAYOUT } from '../../theme';
import { useTableMaxHeight } from './useTableMaxHeight';
import { ListPagination } from './ListPagination';

/** The title bar (48) and the main area's padding (2 × 16) above and below the card. */
const CARD_OFFSET = LAYOUT.headerHeight + 48 + 32;

export interface ListCardProps {
  search?: ReactNode;
  buttons: ReactNode;
  /** The table, reading its max height from TABLE_MAX_HEIGHT (src/crud/list/tableMaxHeight.ts). */
  table: ReactNode;
}

export const ListCard = ({ search, buttons, table }: ListCardProps) => {
  const { cardRef, searchRef, buttonsRef } = useTableMaxHeight(!!search);
  return (
    <Paper ref={cardRef} variant="outlined" sx={{ height: `calc(100vh - ${CARD_OFFSET}px)`, minHeight: 360, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {/* On a short window the search and button rows keep their height; the table gives way and scrolls. */}
      {search && (
        <Box ref={searchRef} sx={{ flexShrink: 0 }}>
          {search}
        </Box>
      )}
      <Box ref={buttonsRef} sx={{ display: 'flex', gap: 1.5, minHeight: '1px', flexShrink: 0 }}>
        {buttons}
      </Box>
      {table}
      <ListPagination />
    </Paper>
  );
};
