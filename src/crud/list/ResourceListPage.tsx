/**
 * A declared module's list: a card with the search box, the button area, the
 * common table and the pagination (spec sections 2, 4 and 9). The page lives
 * in the `pageNum` query parameter; the search form in the list's filters.
 */
import { useLayoutEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ListBase, useStoreContext, type SortPayload } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Resource } from '../../../resources/framework';
import { LAYOUT } from '../../theme';
import { useResourceDeclaration } from '../ResourceContext';
import { initialListParams, listStoreKey, PAGE_SIZE, type StoredListParams } from './listParams';
import { computeTableMaxHeight } from './tableMaxHeight';
import { useElementHeight } from './useElementHeight';
import { usePageInUrl } from './usePageInUrl';
import { SearchForm } from './SearchForm';
import { ListButtons } from './ListButtons';
import { ResourceTable } from './ResourceTable';
import { ListPagination } from './ListPagination';

const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };
/** The title bar (48) and the main area's padding (2 × 16) above and below the card. */
const CARD_OFFSET = LAYOUT.headerHeight + 48 + 32;
const NO_SEARCH_AREA = 1;

const ListCard = ({ declaration }: { declaration: Resource }) => {
  const { goToPage, writePage } = usePageInUrl();
  const [cardRef, cardHeight] = useElementHeight<HTMLDivElement>();
  const [searchRef, searchHeight] = useElementHeight<HTMLDivElement>();
  const [buttonsRef, buttonsHeight] = useElementHeight<HTMLDivElement>();
  const searchFields = declaration.fields.filter((field) => field.search);
  const columns = declaration.fields.filter((field) => field.column);
  // Without search fields there is no search area: a known height that takes nothing off.
  const searchAreaHeight = searchFields.length > 0 ? searchHeight : NO_SEARCH_AREA;

  return (
    <Paper
      ref={cardRef}
      variant="outlined"
      sx={{ height: `calc(100vh - ${CARD_OFFSET}px)`, minHeight: 360, overflow: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {searchFields.length > 0 && (
        <Box ref={searchRef}>
          <SearchForm fields={searchFields} writePage={writePage} />
        </Box>
      )}
      <Box ref={buttonsRef}>
        <ListButtons declaration={declaration} />
      </Box>
      <ResourceTable
        columns={columns}
        maxHeight={computeTableMaxHeight({ cardHeight, searchHeight: searchAreaHeight, buttonsHeight })}
      />
      <ListPagination onPageChange={goToPage} />
    </Paper>
  );
};

const ResourceListPage = () => {
  const declaration = useResourceDeclaration();
  const location = useLocation();
  const store = useStoreContext();
  const storeKey = listStoreKey(declaration.name);
  const sort = declaration.sort ?? DEFAULT_SORT;
  // The list controller reads its stored params once, when it mounts: put the URL's page there first.
  const [seeded, setSeeded] = useState(false);
  useLayoutEffect(() => {
    store.setItem(storeKey, initialListParams(location.search, sort, store.getItem<StoredListParams>(storeKey)));
    setSeeded(true);
    // Seeded once per mount; later URL changes are followed by usePageInUrl.
  }, []);

  if (!seeded) return null;
  return (
    <ListBase resource={declaration.name} perPage={PAGE_SIZE} sort={sort} storeKey={storeKey} disableSyncWithLocation>
      <ListCard declaration={declaration} />
    </ListBase>
  );
};

export default ResourceListPage;
